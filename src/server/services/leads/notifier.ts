import { type Runner, run, type Task } from 'graphile-worker';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { BRAND } from '../../../common/constants';
import type { Env } from '../../env';
import { jobQueueLogger } from './job-queue-logger';
import { type Lead, leadEmail } from './lead-email';
import { NOTIFY_LEAD_TASK } from './record-lead';

export interface NotificationStatus {
  configured: boolean;
  recipient: string | null;
}

export interface LeadNotifier extends NotificationStatus {
  /** Finishes the e-mails being sent, then stops taking jobs. */
  stop(): Promise<void>;
}

/**
 * A pooled SMTP transport (a burst of leads reuses its connections: about 6 ms an e-mail instead of a new
 * handshake each time) that is replaced after any failure, so the first retry after a mail-server outage
 * starts from a fresh connection instead of a pool still winding down from the failed ones.
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

function notifyLeadTask(mail: MailSender, env: Env & { LEAD_NOTIFY_TO: string }): Task {
  const envelope = {
    from: env.MAIL_FROM ?? `"${BRAND.name} website" <${env.LEAD_NOTIFY_TO}>`,
    to: env.LEAD_NOTIFY_TO,
    company: BRAND.name,
  };
  return async (payload, helpers) => {
    const submissionId = Number((payload as { submissionId?: unknown } | null)?.submissionId);
    const { rows } = await helpers.query<Lead & { status: string | null }>(
      `select id, name, email, phone, project_type as "projectType", message, created_at as "createdAt",
              notification_status as status
         from contact_submissions where id = $1`,
      [submissionId],
    );
    const lead = rows[0];
    // Already sent (a retry after a crash between sending and recording) or gone: nothing to do.
    if (!lead || lead.status === 'sent') return;
    try {
      await mail.send(leadEmail(lead, envelope));
    } catch (error) {
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      await helpers.query(
        'update contact_submissions set notification_status = $2, notification_error = $3 where id = $1',
        [lead.id, lastAttempt ? 'failed' : 'pending', error instanceof Error ? error.message : String(error)],
      );
      throw error;
    }
    await helpers.query(
      `update contact_submissions
          set notification_status = 'sent', notified_at = now(), notification_error = null
        where id = $1`,
      [lead.id],
    );
  };
}

/**
 * Sends the owner an e-mail for each new lead, from the durable jobs that `recordLead` enqueues in the same
 * statement as the row. graphile-worker retries with exponential backoff while the mail server is unreachable
 * and locks each job, so several app instances send each e-mail once. Without SMTP_URL and LEAD_NOTIFY_TO no
 * worker runs: the jobs wait (the leads are saved and listed in the admin) until notifications are configured.
 */
export async function startLeadNotifier(
  env: Env,
  databaseUrl: string,
  logger: Logger,
): Promise<LeadNotifier> {
  const recipient = env.LEAD_NOTIFY_TO ?? null;
  if (!env.SMTP_URL || !env.LEAD_NOTIFY_TO) {
    logger.warn(
      'New-lead e-mails are off: set SMTP_URL and LEAD_NOTIFY_TO to receive them. Leads are still saved.',
    );
    return { configured: false, recipient, stop: async () => {} };
  }
  const mail = new MailSender(env.SMTP_URL);
  const runner: Runner = await run({
    connectionString: databaseUrl,
    concurrency: 4,
    maxPoolSize: 5,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: jobQueueLogger(logger),
    taskList: {
      [NOTIFY_LEAD_TASK]: notifyLeadTask(mail, { ...env, LEAD_NOTIFY_TO: env.LEAD_NOTIFY_TO }),
    },
  });
  logger.info({ to: recipient }, 'new-lead e-mails on');
  return {
    configured: true,
    recipient,
    stop: async () => {
      await runner.stop();
      mail.close();
    },
  };
}
