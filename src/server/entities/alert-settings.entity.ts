import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * The owner's alert settings, one row (id 1): who is alerted, the mail server, the reminder delay, and the server's
 * VAPID keys for web push (made once). The `…Sealed` columns hold AES-256-GCM ciphertext (services/leads/
 * alert-secrets.ts), never plain text; no read returns them. Not in backups (services/backup/tables.ts).
 */
const AlertSettingsSchema = defineEntity({
  name: 'AlertSettings',
  tableName: 'alert_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    recipients: p.array().default([]),
    smtpHost: p.string().length(255).nullable(),
    smtpPort: p.integer().nullable(),
    smtpSecurity: p.string().length(10).default('starttls'),
    smtpUsername: p.string().length(255).nullable(),
    smtpPasswordSealed: p.text().nullable(),
    mailFrom: p.string().length(320).nullable(),
    /** Minutes a lead may stay New before the second alert; 0 = no reminder. */
    reminderMinutes: p.integer().default(0),
    /** Whether each visitor gets an acknowledgement e-mail in his language (services/leads/visitor-acknowledgement.ts). */
    acknowledgeVisitors: p.boolean().default(true),
    vapidPublicKey: p.string().length(100).nullable(),
    vapidPrivateKeySealed: p.text().nullable(),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export class AlertSettings extends AlertSettingsSchema.class {}
AlertSettingsSchema.setClass(AlertSettings);
