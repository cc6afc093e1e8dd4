import type { JobHelpers, Task, TaskList } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import { BRAND } from '../../../common/constants';
import { settingDefault } from '../../../common/settings/registry';
import type { Env } from '../../env';
import { extraPushHosts } from '../push/endpoints';
import { type PushMessage, sendPush } from '../push/send';
import { pushSubscriptions, type StoredSubscription } from '../push/subscriptions';
import { type VapidKeys, vapidKeys } from '../push/vapid';
import { type AlertChannel, claimAlert, recordAlert } from './alert-claims';
import { nextOpenMoment, parseOfficeHours } from './alert-hours';
import {
  FOLLOW_UP_MAX_ATTEMPTS,
  forEachLead,
  PUSH_LEAD_TASK,
  REMIND_LEAD_TASK,
  submissionIdOf,
} from './alert-jobs';
import { AlertMailer } from './alert-mail';
import { leadPush, reminderEmail } from './alert-messages';
import type { SecretBox } from './alert-secrets';
import { type EmailRoute, EmailRouteProblem, emailRouteOf, readAlertSettings } from './alert-settings';
import { type Sql, sqlOfPool } from './alert-sql';
import type { Lead } from './lead-email';
import { LEAD_COLUMNS, leadOfRow } from './lead-row';
import { notifyLeadTask } from './notify-lead-task';
import { ENQUEUE_WAITING_LEADS, NOTIFY_LEAD_TASK } from './record-lead';

/**
 * Which leads count as still New for the reminder: the inbox's own New (docs/leads.md, Pipeline): no status chosen yet
 * (the first step) and not archived; spam is left out where this is used.
 */
export const STILL_NEW = 'status is null and archived_at is null';

/** How long the worker keeps the devices, keys and sender it pushes with. */
const KEEP_PUSH_CONTEXT_MS = 5_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const lastAttempt = (helpers: JobHelpers) => helpers.job.attempts >= helpers.job.max_attempts;

/** The office hours the owner keeps in the business profile (or their default), read as intervals. */
async function officeHours(sql: Sql) {
  const [row] = await sql<{ value: string }>(
    `select value from site_settings where key = 'contact_office_hours'`,
  );
  return parseOfficeHours(row?.value ?? settingDefault('contact_office_hours'));
}

/** When a lead's reminder is due: after the set wait, at the first moment within office hours. */
export async function reminderDue(sql: Sql, createdAt: Date, minutes: number, now = new Date()) {
  const earliest = new Date(Math.max(createdAt.getTime() + minutes * 60_000, now.getTime()));
  return nextOpenMoment(earliest, await officeHours(sql));
}

export interface LeadAlerts {
  taskList: TaskList;
  /** The e-mail route when the worker started (for the log and the start-up catch-up). */
  startRoute: EmailRoute | null;
  close(): Promise<void>;
}

/**
 * Every alert of a lead, as durable graphile-worker jobs (so none is lost to a restart and several instances send
 * each once): the first e-mail and the push to every subscribed device (the jobs `insertLeads` enqueues with the
 * row); the e-mail job also queues the reminder, by e-mail and push, when the lead is still New after
 * the set wait within office hours. E-mail and push are independent: either failing leaves the other, and every
 * failure is kept on the lead.
 */
export async function leadAlerts(deps: {
  env: Env;
  databaseUrl: string;
  logger: Logger;
  box: SecretBox;
}): Promise<LeadAlerts> {
  const { env, box, logger } = deps;
  // Our own pool for the alert state: it outlives a worker pool torn down by a database restart. Sized for the
  // worker's jobs in flight (jobs/worker.ts), each one query at a time.
  const pool = new pg.Pool({ connectionString: deps.databaseUrl, max: 6 });
  pool.on('error', (error) => logger.warn({ err: error }, 'a lead-alert connection was lost'));
  const sql = sqlOfPool(pool);
  const mailer = new AlertMailer();
  const hosts = extraPushHosts(env.PUSH_SERVICE_HOSTS);
  const routeNow = async () => emailRouteOf(await readAlertSettings(sql), env, box, BRAND.name);
  // What every push needs, kept for a few seconds: a burst of leads would otherwise read the same devices, keys and
  // settings for each. A device added meanwhile gets the next lead's alert; the keys are read again after a failure.
  // "No device" is never kept: the owner's first device, added a moment after any push found none (his own sign-in
  // alert), must get the very next lead, not have it recorded as sent to no one.
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
  const push = async (message: PushMessage) => {
    const context = await pushContext();
    const outcome = await sendPush(sql, box, message, {
      subject: context.subject,
      extraHosts: hosts,
      known: context,
    });
    if (outcome.errors.length > 0 || outcome.removed > 0) known = null;
    return outcome;
  };

  async function leadOf(id: number): Promise<Lead | undefined> {
    const [row] = await sql<Lead>(
      `select ${LEAD_COLUMNS} from contact_submissions where id = ? and spam_reason is null`,
      [id],
    );
    return row && leadOfRow(row);
  }

  /** Queues the lead's reminder once (its job key; the job also checks its own records). */
  async function queueReminder(id: number, reminderMinutes: number, helpers: JobHelpers) {
    if (reminderMinutes <= 0) return;
    const [lead] = await sql<{ created: Date }>(
      'select created_at as created from contact_submissions where id = ?',
      [id],
    );
    if (!lead) return;
    await helpers.addJob(
      REMIND_LEAD_TASK,
      { submissionId: id },
      {
        jobKey: `${REMIND_LEAD_TASK}:${id}`,
        jobKeyMode: 'preserve_run_at',
        runAt: await reminderDue(sql, new Date(lead.created), reminderMinutes),
        maxAttempts: FOLLOW_UP_MAX_ATTEMPTS,
      },
    );
  }

  const notifyLead: Task = async (payload, helpers) => {
    // One read of the settings serves every lead of the job: the reminder's wait and the route.
    const settings = await readAlertSettings(sql);
    let route: EmailRoute | null;
    let problem: string | null = null;
    try {
      route = emailRouteOf(settings, env, box, BRAND.name);
    } catch (error) {
      if (!(error instanceof EmailRouteProblem)) throw error;
      route = null;
      problem = error.message;
    }
    const send =
      route &&
      notifyLeadTask(
        {
          send: async (message: object) => void (await mailer.send(route, { ...message, to: route.to })),
        },
        { from: route.from, to: route.to[0] as string, company: BRAND.name, siteUrl: env.publicUrl },
        pool,
      );
    return forEachLead(payload, async (id) => {
      await queueReminder(id, settings.reminderMinutes, helpers);
      if (problem !== null) {
        // Nothing a retry mends: kept on the lead, and re-queued when the owner saves the settings again.
        await sql(
          'update contact_submissions set notification_error = ? where id = ? and notification_status = ?',
          [problem, id, 'pending'],
        );
        return;
      }
      // E-mail is off: the lead stays `pending` and is queued again once a route exists (ENQUEUE_WAITING_LEADS).
      if (send) await send({ submissionId: id }, helpers);
    });
  };

  /** Sends one alert on one channel once, recording how it went; throws (for a retry) while it may still go. */
  async function once(
    id: number,
    channel: AlertChannel,
    kind: 'first' | 'reminder',
    helpers: JobHelpers,
    send: () => Promise<{ skipped?: string; note?: string }>,
  ) {
    if (!(await claimAlert(sql, id, channel, kind))) return;
    try {
      const outcome = await send();
      await recordAlert(
        sql,
        id,
        channel,
        kind,
        outcome.skipped
          ? { status: 'skipped', note: outcome.skipped }
          : { status: 'sent', note: outcome.note },
      );
    } catch (error) {
      await recordAlert(sql, id, channel, kind, {
        status: lastAttempt(helpers) ? 'failed' : 'retrying',
        error: errorText(error),
      });
      throw error;
    }
  }

  async function pushOnce(id: number, kind: 'first' | 'reminder', message: PushMessage, helpers: JobHelpers) {
    await once(id, 'push', kind, helpers, async () => {
      const outcome = await push(message);
      if (outcome.devices === 0 || outcome.devices === outcome.removed)
        return { skipped: 'no device has alerts on' };
      if (outcome.delivered === 0) throw new Error(outcome.errors.join('; ') || 'no device took the push');
      return { note: outcome.errors.length ? outcome.errors.join('; ') : undefined };
    });
  }

  const pushLead: Task = (payload, helpers) =>
    forEachLead(payload, async (id) => {
      const lead = await leadOf(id);
      if (lead) await pushOnce(lead.id, 'first', leadPush(lead, 'first'), helpers);
    });

  const remindLead: Task = async (payload, helpers) => {
    const id = submissionIdOf(payload);
    const [row] = await sql<Lead>(
      `select ${LEAD_COLUMNS} from contact_submissions where id = ? and spam_reason is null and (${STILL_NEW})`,
      [id],
    );
    const lead = row && leadOfRow(row);
    const settings = await readAlertSettings(sql);
    if (!lead || settings.reminderMinutes <= 0) return;
    // The wait or the office hours may have changed since it was queued: not yet due means queued again.
    const due = await reminderDue(sql, new Date(lead.createdAt), settings.reminderMinutes);
    if (due.getTime() > Date.now() + 30_000) {
      await helpers.addJob(
        REMIND_LEAD_TASK,
        { submissionId: id },
        {
          jobKey: `${REMIND_LEAD_TASK}:${id}:${due.getTime()}`,
          runAt: due,
          maxAttempts: FOLLOW_UP_MAX_ATTEMPTS,
        },
      );
      return;
    }
    const waited = Math.round((Date.now() - new Date(lead.createdAt).getTime()) / 60_000);
    const route = await routeNow().catch(() => null);
    const failures: unknown[] = [];
    if (route) {
      await once(id, 'email', 'reminder', helpers, async () => {
        await mailer.send(route, {
          ...reminderEmail(
            lead,
            { from: route.from, to: route.to[0] as string, company: BRAND.name, siteUrl: env.publicUrl },
            waited,
          ),
          to: route.to,
        });
        return {};
      }).catch((error) => failures.push(error));
    }
    await pushOnce(id, 'reminder', leadPush(lead, 'reminder', waited), helpers).catch((error) =>
      failures.push(error),
    );
    if (failures.length > 0) throw failures[0];
  };

  let startRoute: EmailRoute | null = null;
  try {
    startRoute = await routeNow();
    // Leads saved while e-mail was off get their jobs now (one statement; instances starting together may queue
    // a lead twice, which the task sends once).
    if (startRoute) await sql(ENQUEUE_WAITING_LEADS);
  } catch (error) {
    logger.warn({ err: error }, 'the alert settings could not be read at start');
  }
  if (startRoute) logger.info({ to: startRoute.to, source: startRoute.source }, 'new-lead e-mails on');
  else
    logger.warn(
      'New-lead e-mails are off: set the alert address and mail server in the panel (Contact Forms → Alerts), or SMTP_URL and LEAD_NOTIFY_TO. Leads are still saved.',
    );
  return {
    taskList: { [NOTIFY_LEAD_TASK]: notifyLead, [PUSH_LEAD_TASK]: pushLead, [REMIND_LEAD_TASK]: remindLead },
    startRoute,
    close: async () => {
      mailer.close();
      await pool.end();
    },
  };
}
