import type { Env } from '../../env';
import type { NotificationStatus } from './notifier';

/**
 * Whether new-lead e-mails are on, from the configuration alone: the panel shows it from the first request,
 * while the job worker that sends them (and its mail library) starts after the server listens.
 */
export function notificationStatusOf(env: Pick<Env, 'SMTP_URL' | 'LEAD_NOTIFY_TO'>): NotificationStatus {
  return { configured: Boolean(env.SMTP_URL && env.LEAD_NOTIFY_TO), recipient: env.LEAD_NOTIFY_TO ?? null };
}
