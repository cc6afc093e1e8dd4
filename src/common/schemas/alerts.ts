import { z } from 'zod';
import { exactly, optionalText, textField } from './fields';

/** How the connection to the mail server is protected: STARTTLS (usually 587), TLS from the start (465), none (25). */
export const SMTP_SECURITY = ['starttls', 'tls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

export const MAX_ALERT_RECIPIENTS = 5;
/** The longest wait before the reminder: a working day. */
export const MAX_REMINDER_MINUTES = 600;

/** A host name (with at least one dot, or `localhost`) or an IP address: nothing with a scheme, a path or a space. */
const HOST =
  /^(?:localhost|\[[0-9a-f:.]+\]|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{1,63}|[0-9.]+)$/i;

const email = (label: string) =>
  textField(label, 320).pipe(z.email(`${label} must be an e-mail address such as owner@example.com`));

export const alertSettingsInput = z.object({
  recipients: z
    .array(email('Alert address'), { error: 'recipients must be a list of e-mail addresses' })
    .max(MAX_ALERT_RECIPIENTS, `At most ${MAX_ALERT_RECIPIENTS} alert addresses`),
  smtpHost: optionalText('Mail server', 255).refine(
    (value) => value === '' || HOST.test(value),
    'Mail server must be a host name such as smtp.example.com',
  ),
  smtpPort: exactly(
    z
      .number({ error: 'Port must be a number' })
      .int('Port must be a whole number')
      .min(1, 'Port must be 1 to 65535')
      .max(65535, 'Port must be 1 to 65535')
      .nullable(),
  ),
  smtpSecurity: z.enum(SMTP_SECURITY, { error: `Security must be one of: ${SMTP_SECURITY.join(', ')}` }),
  smtpUsername: optionalText('User name', 255),
  /** Left out: the stored password stays. Empty: it is removed. Text: it replaces the stored one. */
  smtpPassword: textField('Password', 500, { trim: false }).optional(),
  mailFrom: z.union([z.literal(''), email('Sender address')]).default(''),
  reminderMinutes: exactly(
    z
      .number({ error: 'Reminder must be a number of minutes' })
      .int('Reminder must be a whole number of minutes')
      .min(0, 'Reminder must be 0 (off) or more minutes')
      .max(MAX_REMINDER_MINUTES, `Reminder must be at most ${MAX_REMINDER_MINUTES} minutes`),
  ),
  /** Each visitor gets an acknowledgement e-mail in his language. Left out: as it was (on by default). */
  acknowledgeVisitors: exactly(z.boolean({ error: 'acknowledgeVisitors must be true or false' })).optional(),
});
export type AlertSettingsInput = z.input<typeof alertSettingsInput>;

/** Never the password itself: whether one is stored, and whether this server's key can open it. */
export const SECRET_STATES = ['set', 'not-set', 'unreadable'] as const;

export const pushDeviceOutput = z.object({
  id: z.number(),
  deviceLabel: z.string(),
  createdAt: z.date(),
  lastSentAt: z.date().nullable(),
  lastError: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceOutput>;

export const alertSettingsOutput = z.object({
  recipients: z.array(z.string()),
  smtpHost: z.string(),
  smtpPort: z.number().nullable(),
  smtpSecurity: z.enum(SMTP_SECURITY),
  smtpUsername: z.string(),
  smtpPassword: z.enum(SECRET_STATES),
  mailFrom: z.string(),
  reminderMinutes: z.number(),
  acknowledgeVisitors: z.boolean(),
  /** Where lead e-mails are configured: this panel, the server's environment (SMTP_URL), or nowhere. */
  emailSource: z.enum(['panel', 'environment', 'none']),
  /** Who the lead e-mails go to now, whichever source. */
  emailRecipients: z.array(z.string()),
  /** The VAPID public key a browser subscribes with. */
  pushPublicKey: z.string(),
  devices: z.array(pushDeviceOutput),
});
export type AlertSettingsView = z.infer<typeof alertSettingsOutput>;

const base64url = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .min(min, `${label} is too short`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url`);

/** What a browser's PushSubscription.toJSON() gives, and a name for the device. */
export const pushSubscriptionInput = z.object({
  endpoint: textField('endpoint', 1000).pipe(
    z.url({ protocol: /^https?$/, error: 'endpoint must be the https address of a push service' }),
  ),
  keys: z.object({
    p256dh: base64url('keys.p256dh', 80, 100),
    auth: base64url('keys.auth', 16, 30),
  }),
  deviceLabel: textField('Device name', 100).min(1, 'Device name is required'),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;

export const ALERT_CHANNELS = ['email', 'push'] as const;
/**
 * The owner's first alert and reminder, `receipt`: the visitor's acknowledgement (a booking's confirmation), and
 * `meeting`: the visitor's reminder the day before his consultation.
 */
export const ALERT_KINDS = ['first', 'reminder', 'receipt', 'meeting'] as const;

/** What "Send test alert" really did, channel by channel. */
export const testAlertOutput = z.object({
  email: z.object({ ok: z.boolean(), detail: z.string() }),
  push: z.object({ ok: z.boolean(), detail: z.string() }),
});
export type TestAlertResult = z.infer<typeof testAlertOutput>;

/** A lead's alert that failed: shown on its card. */
export const failedAlertOutput = z.object({
  submissionId: z.number(),
  channel: z.enum(ALERT_CHANNELS),
  kind: z.enum(ALERT_KINDS),
  error: z.string(),
});

/** One alert of a lead (lead_alerts): how it went, and why when it was skipped or failed. */
export const leadAlertOutput = z.object({
  channel: z.enum(ALERT_CHANNELS),
  kind: z.enum(ALERT_KINDS),
  status: z.enum(['sending', 'sent', 'retrying', 'failed', 'skipped']),
  at: z.date(),
  note: z.string().nullable(),
});
export type LeadAlertRecord = z.infer<typeof leadAlertOutput>;
