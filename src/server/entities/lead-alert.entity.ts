import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * One alert of one lead beyond its first e-mail (whose state stays on the lead's row): the push, and the reminders
 * by e-mail and push. The key (lead, channel, kind) is what makes each go once. Not in backups.
 */
const LeadAlertSchema = defineEntity({
  name: 'LeadAlert',
  tableName: 'lead_alerts',
  properties: {
    submissionId: p.integer().primary().autoincrement(false),
    /** 'email' or 'push'. */
    channel: p.string().length(10).primary(),
    /** 'first' or 'reminder'. */
    kind: p.string().length(10).primary(),
    /** sending, sent, failed, or skipped (nothing to send to). */
    status: p.string().length(20),
    attemptedAt: p.datetime().defaultRaw('now()'),
    sentAt: p.datetime().nullable(),
    error: p.text().nullable(),
  },
});

export class LeadAlert extends LeadAlertSchema.class {}
LeadAlertSchema.setClass(LeadAlert);
