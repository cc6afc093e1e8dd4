import type { TaskList } from 'graphile-worker';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import pg from 'pg';
import type { Logger } from 'pino';
import { BRAND } from '../../../common/constants';
import type { Env } from '../../env';
import { notificationStatusOf } from './notification-status';
import { notifyLeadTask } from './notify-lead-task';
import { NOTIFY_LEAD_TASK } from './record-lead';

export interface NotificationStatus {
  configured: boolean;
  recipient: string | null;
}

/** The lead e-mail task for the job worker, when e-mails are configured, and what to close after the worker. */
export interface LeadNotifications extends NotificationStatus {
  taskList: TaskList;
  close(): Promise<void>;
}

/**
 * A pooled SMTP transport (a burst of leads reuses its connections instead of a new handshake for each
 * e-mail) that is replaced after any failure, so the first retry after a mail-server outage starts from a
 * fresh connection instead of a pool still winding down from the failed ones.
 */
class MailSender {
  private transport: Transporter;

  constructor(private readonly smtpUrl: string) {
    this.transport = this.create();
  }

  private create(): Transporter {
    const url = new URL(this.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    return nodemailer.createTransport(url.toString());
  }

  async send(message: SendMailOptions) {
    try {
      await this.transport.sendMail(message);
    } catch (error) {
      this.transport.close();
      this.transport = this.create();
      throw error;
    }
  }

  close() {
    this.transport.close();
  }
}

/**
 * Sends the owner an e-mail for each new lead, from the durable jobs that `insertLeads` enqueues in the same
 * statement as the row. graphile-worker retries with exponential backoff while the mail server is unreachable
 * and locks each job, so several app instances send each e-mail once. Without SMTP_URL and LEAD_NOTIFY_TO the
 * job worker (services/jobs/worker.ts) is not given this task, so it never takes these jobs: they wait (the leads
 * are saved and listed in the admin) until notifications are configured.
 */
export function leadNotifications(env: Env, databaseUrl: string, logger: Logger): LeadNotifications {
  const { recipient, configured } = notificationStatusOf(env);
  if (!configured || !env.SMTP_URL || !env.LEAD_NOTIFY_TO) {
    logger.warn(
      'New-lead e-mails are off: set SMTP_URL and LEAD_NOTIFY_TO to receive them. Leads are still saved.',
    );
    return { configured: false, recipient, taskList: {}, close: async () => {} };
  }
  const mail = new MailSender(env.SMTP_URL);
  // The task's own small pool for the lead rows: it outlives a worker pool torn down by a database restart.
  const statusPool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  statusPool.on('error', (error) => logger.warn({ err: error }, 'a lead-status connection was lost'));
  const envelope = {
    from: env.MAIL_FROM ?? `"${BRAND.name} website" <${env.LEAD_NOTIFY_TO}>`,
    to: env.LEAD_NOTIFY_TO,
    company: BRAND.name,
  };
  logger.info({ to: recipient }, 'new-lead e-mails on');
  return {
    configured: true,
    recipient,
    taskList: { [NOTIFY_LEAD_TASK]: notifyLeadTask(mail, envelope, statusPool) },
    close: async () => {
      mail.close();
      await statusPool.end();
    },
  };
}
