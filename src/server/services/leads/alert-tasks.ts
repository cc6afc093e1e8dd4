import type { MetadataStorage } from '@mikro-orm/postgresql';
import type { JobHelpers, Task } from 'graphile-worker';
import type pg from 'pg';
import { BRAND } from '../../../common/constants';
import type { Env } from '../../env';
import type { PushMessage, PushOutcome } from '../push/send';
import { type AlertChannel, type AlertKind, claimAlert, recordAlert } from './alert-claims';
import { nextOpenMoment } from './alert-hours';
import { FOLLOW_UP_MAX_ATTEMPTS, forEachLead, REMIND_LEAD_TASK, submissionIdOf } from './alert-jobs';
import type { AlertMailer } from './alert-mail';
import { leadPush, reminderEmail } from './alert-messages';
import type { SecretBox } from './alert-secrets';
import {
  type AlertSettingsRow,
  type EmailRoute,
  emailRouteOf,
  readAlertSettings,
  readOfficeHours,
} from './alert-settings';
import type { Sql } from './alert-sql';
import { leadCreatedAt, leadToTell } from './lead-row';
import { EmailRouteProblem } from './mail-failure';
import { noteRouteProblem, notifyLeadTask } from './notify-lead-task';

/** What every lead-alert task works with: the alert state's runner (the worker's own pool), and the senders. */
export interface Alerting {
  sql: Sql;
  metadata: MetadataStorage;
  env: Env;
  box: SecretBox;
  mailer: AlertMailer;
  /** Sends one message to every device with push alerts on (alert-worker.ts keeps their list a few seconds). */
  push(message: PushMessage): Promise<PushOutcome>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const lastAttempt = (helpers: JobHelpers) => helpers.job.attempts >= helpers.job.max_attempts;

/** The e-mail route of these settings (the panel's, else the environment's), or null when e-mail is off. */
export const routeOf = ({ env, box }: Alerting, settings: AlertSettingsRow) =>
  emailRouteOf(settings, env, box, BRAND.name);

/** The e-mail route now. */
export const routeNow = async (alerting: Alerting) =>
  routeOf(alerting, await readAlertSettings(alerting.sql));

const envelopeOf = (route: EmailRoute, env: Env) => ({
  from: route.from,
  to: route.to[0] as string,
  company: BRAND.name,
  siteUrl: env.publicUrl,
});

/** When a lead's reminder is due: after the set wait, at the first moment within office hours. */
export async function reminderDue(sql: Sql, createdAt: Date, minutes: number, now = new Date()) {
  const earliest = new Date(Math.max(createdAt.getTime() + minutes * 60_000, now.getTime()));
  return nextOpenMoment(earliest, await readOfficeHours(sql));
}

/** Queues the lead's reminder once (its job key; the job also checks its own records). */
async function queueReminder(
  { sql, metadata }: Alerting,
  id: number,
  reminderMinutes: number,
  helpers: JobHelpers,
) {
  if (reminderMinutes <= 0) return;
  const created = await leadCreatedAt(sql, metadata, id);
  if (!created) return;
  await helpers.addJob(
    REMIND_LEAD_TASK,
    { submissionId: id },
    {
      jobKey: `${REMIND_LEAD_TASK}:${id}`,
      jobKeyMode: 'preserve_run_at',
      runAt: await reminderDue(sql, created, reminderMinutes),
      maxAttempts: FOLLOW_UP_MAX_ATTEMPTS,
    },
  );
}

/**
 * The first e-mail of every lead of the job, and each one's reminder queued. The settings are read once for the
 * whole job: the reminder's wait and the route.
 */
export function notifyLeadTaskOf(alerting: Alerting, pool: pg.Pool): Task {
  const { sql, env, box, mailer, metadata } = alerting;
  return async (payload, helpers) => {
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
        { send: async (message: object) => void (await mailer.send(route, { ...message, to: route.to })) },
        envelopeOf(route, env),
        pool,
        metadata,
      );
    return forEachLead(payload, async (id) => {
      await queueReminder(alerting, id, settings.reminderMinutes, helpers);
      if (problem !== null) {
        // Nothing a retry mends: kept on the lead, and re-queued when the owner saves the settings again.
        await noteRouteProblem(sql, id, problem);
        return;
      }
      // E-mail is off: the lead stays `pending` and is queued again once a route exists (enqueueWaitingLeads).
      if (send) await send({ submissionId: id }, helpers);
    });
  };
}

/** Sends one alert on one channel once, recording how it went; throws (for a retry) while it may still go. */
export async function sendOnce(
  { sql }: Alerting,
  alert: { id: number; channel: AlertChannel; kind: AlertKind },
  helpers: JobHelpers,
  send: () => Promise<{ skipped?: string; note?: string }>,
) {
  const { id, channel, kind } = alert;
  if (!(await claimAlert(sql, id, channel, kind))) return;
  try {
    const outcome = await send();
    await recordAlert(
      sql,
      id,
      channel,
      kind,
      outcome.skipped ? { status: 'skipped', note: outcome.skipped } : { status: 'sent', note: outcome.note },
    );
  } catch (error) {
    await recordAlert(sql, id, channel, kind, {
      status: lastAttempt(helpers) ? 'failed' : 'retrying',
      error: errorText(error),
    });
    throw error;
  }
}

function pushOnce(
  alerting: Alerting,
  id: number,
  kind: AlertKind,
  message: PushMessage,
  helpers: JobHelpers,
) {
  return sendOnce(alerting, { id, channel: 'push', kind }, helpers, async () => {
    const outcome = await alerting.push(message);
    if (outcome.devices === 0 || outcome.devices === outcome.removed)
      return { skipped: 'no device has alerts on' };
    if (outcome.delivered === 0) throw new Error(outcome.errors.join('; ') || 'no device took the push');
    return { note: outcome.errors.length ? outcome.errors.join('; ') : undefined };
  });
}

/** The first push of every lead of the job. */
export const pushLeadTaskOf =
  (alerting: Alerting): Task =>
  (payload, helpers) =>
    forEachLead(payload, async (id) => {
      const lead = await leadToTell(alerting.sql, alerting.metadata, id);
      if (lead) await pushOnce(alerting, lead.id, 'first', leadPush(lead, 'first'), helpers);
    });

/**
 * The reminder of a lead still New after the set wait, within office hours, by e-mail and push (each once, either
 * failing leaves the other). The wait or the office hours may have changed since it was queued: not yet due means
 * queued again.
 */
export const remindLeadTaskOf =
  (alerting: Alerting): Task =>
  async (payload, helpers) => {
    const { sql, metadata, env, mailer } = alerting;
    const id = submissionIdOf(payload);
    const lead = await leadToTell(sql, metadata, id, { stillNew: true });
    const settings = await readAlertSettings(sql);
    if (!lead || settings.reminderMinutes <= 0) return;
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
    const route = await routeNow(alerting).catch(() => null);
    const failures: unknown[] = [];
    if (route) {
      await sendOnce(alerting, { id, channel: 'email', kind: 'reminder' }, helpers, async () => {
        await mailer.send(route, { ...reminderEmail(lead, envelopeOf(route, env), waited), to: route.to });
        return {};
      }).catch((error) => failures.push(error));
    }
    await pushOnce(alerting, id, 'reminder', leadPush(lead, 'reminder', waited), helpers).catch((error) =>
      failures.push(error),
    );
    if (failures.length > 0) throw failures[0];
  };
