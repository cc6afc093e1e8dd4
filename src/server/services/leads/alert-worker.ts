import type { MetadataStorage } from '@mikro-orm/postgresql';
import type { TaskList } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import { TELL_CHANGE_TASK, tellChangeTaskOf } from '../booking/change-messages';
import { REMIND_MEETING_TASK, remindMeetingTaskOf } from '../booking/meeting-reminder';
import { extraPushHosts } from '../push/endpoints';
import { type PushMessage, sendPush } from '../push/send';
import { pushSubscriptions, type StoredSubscription } from '../push/subscriptions';
import { type VapidKeys, vapidKeys } from '../push/vapid';
import { ACKNOWLEDGE_LEAD_TASK, PUSH_LEAD_TASK, REMIND_LEAD_TASK } from './alert-jobs';
import { AlertMailer } from './alert-mail';
import type { SecretBox } from './alert-secrets';
import { type EmailRoute, readAlertSettings } from './alert-settings';
import { type Sql, sqlOfPool } from './alert-sql';
import { type Alerting, notifyLeadTaskOf, pushLeadTaskOf, remindLeadTaskOf, routeNow } from './alert-tasks';
import { enqueueWaitingLeads, NOTIFY_LEAD_TASK } from './lead-email-jobs';
import { acknowledgeLeadTaskOf } from './visitor-acknowledgement';

/** How long the worker keeps the devices, keys and sender it pushes with. */
const KEEP_PUSH_CONTEXT_MS = 5_000;

export interface LeadAlerts {
  taskList: TaskList;
  /** The e-mail route when the worker started (for the log and the start-up catch-up). */
  startRoute: EmailRoute | null;
  close(): Promise<void>;
}

/**
 * Pushes with what every push needs, kept for a few seconds: a burst of leads would otherwise read the same devices,
 * keys and settings for each. A device added meanwhile gets the next lead's alert; the keys are read again after a
 * failure. "No device" is never kept: the owner's first device, added a moment after any push found none (his own
 * sign-in alert), must get the very next lead, not have it recorded as sent to no one.
 */
function pushSender(sql: Sql, box: SecretBox, env: Env) {
  const hosts = extraPushHosts(env.PUSH_SERVICE_HOSTS);
  let known: { at: number; subscriptions: StoredSubscription[]; keys: VapidKeys; subject: string } | null =
    null;
  const pushContext = async () => {
    if (!known || known.subscriptions.length === 0 || Date.now() - known.at > KEEP_PUSH_CONTEXT_MS) {
      const settings = await readAlertSettings(sql);
      known = {
        at: Date.now(),
        subscriptions: await pushSubscriptions(sql),
        keys: known?.keys ?? (await vapidKeys(sql, box)),
        subject: `mailto:${settings.recipients[0] ?? env.LEAD_NOTIFY_TO ?? 'owner@localhost'}`,
      };
    }
    return known;
  };
  return async (message: PushMessage) => {
    const context = await pushContext();
    const outcome = await sendPush(sql, box, message, {
      subject: context.subject,
      extraHosts: hosts,
      known: context,
    });
    if (outcome.errors.length > 0 || outcome.removed > 0) known = null;
    return outcome;
  };
}

/** The route at start, said in the log; leads saved while e-mail was off get their jobs now. */
async function startRouteOf(alerting: Alerting, logger: Logger): Promise<EmailRoute | null> {
  let startRoute: EmailRoute | null = null;
  try {
    startRoute = await routeNow(alerting);
    // One statement; instances starting together may queue a lead twice, which the task sends once.
    if (startRoute) await enqueueWaitingLeads(alerting.sql);
  } catch (error) {
    logger.warn({ err: error }, 'the alert settings could not be read at start');
  }
  if (startRoute) logger.info({ to: startRoute.to, source: startRoute.source }, 'new-lead e-mails on');
  else
    logger.warn(
      'New-lead e-mails are off: set the alert address and mail server in the panel (Contact Forms → Alerts), or SMTP_URL and LEAD_NOTIFY_TO. Leads are still saved.',
    );
  return startRoute;
}

/**
 * Every alert of a lead, as durable graphile-worker jobs (so none is lost to a restart and several instances send
 * each once): the first e-mail and the push to every subscribed device (the jobs `insertLeads` enqueues with the
 * row); the e-mail job also queues the reminder, by e-mail and push, when the lead is still New after
 * the set wait within office hours (alert-tasks.ts). E-mail and push are independent: either failing leaves the
 * other, and every failure is kept on the lead.
 */
export async function leadAlerts(deps: {
  env: Env;
  databaseUrl: string;
  logger: Logger;
  box: SecretBox;
  /** The ORM's: the lead's columns are read from it (lead-columns.ts). */
  metadata: MetadataStorage;
}): Promise<LeadAlerts> {
  const { env, box, logger, metadata } = deps;
  // Our own pool for the alert state: it outlives a worker pool torn down by a database restart. Sized for the
  // worker's jobs in flight (jobs/worker.ts), each one query at a time.
  const pool = new pg.Pool({ connectionString: deps.databaseUrl, max: 6 });
  pool.on('error', (error) => logger.warn({ err: error }, 'a lead-alert connection was lost'));
  const sql = sqlOfPool(pool);
  const mailer = new AlertMailer();
  const alerting: Alerting = { sql, metadata, env, box, mailer, push: pushSender(sql, box, env) };
  return {
    taskList: {
      [NOTIFY_LEAD_TASK]: notifyLeadTaskOf(alerting, pool),
      [PUSH_LEAD_TASK]: pushLeadTaskOf(alerting),
      [ACKNOWLEDGE_LEAD_TASK]: acknowledgeLeadTaskOf(alerting),
      [REMIND_LEAD_TASK]: remindLeadTaskOf(alerting),
      [REMIND_MEETING_TASK]: remindMeetingTaskOf(alerting),
      [TELL_CHANGE_TASK]: tellChangeTaskOf(alerting),
    },
    startRoute: await startRouteOf(alerting, logger),
    close: async () => {
      mailer.close();
      await pool.end();
    },
  };
}
