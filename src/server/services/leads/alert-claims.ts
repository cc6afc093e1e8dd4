import type { ALERT_KINDS } from '../../../common/schemas/alerts';
import type { Sql } from './alert-sql';

// SQL: the alert state, read and written alike by the panel's requests and the job worker's own pool (alert-sql.ts).

export type AlertChannel = 'email' | 'push';
export type AlertKind = (typeof ALERT_KINDS)[number];

/** An attempt begun this recently may still be finishing: a retry waits for it rather than send again. */
const IN_FLIGHT_SECONDS = 120;

export class AlertInFlight extends Error {
  override name = 'AlertInFlight';
  constructor() {
    super('an earlier attempt at this alert may still be finishing');
  }
}

/**
 * Takes the right to send one alert (lead, channel, kind): true when this attempt should send it. The row's key
 * makes it one per lead and channel across instances and restarts; one left `sending` for two minutes (a process
 * that died mid-send) may be taken again, as the lead e-mail does (notify-lead-task.ts). Throws AlertInFlight
 * while another attempt is recent, so the job retries later; false when it was sent, skipped or gave up for good.
 */
export async function claimAlert(sql: Sql, lead: number, channel: AlertChannel, kind: AlertKind) {
  const claimed = await sql(
    `insert into lead_alerts (submission_id, channel, kind, status, attempted_at) values (?, ?, ?, 'sending', now())
     on conflict (submission_id, channel, kind) do update set status = 'sending', attempted_at = now()
      where lead_alerts.status = 'retrying'
         or (lead_alerts.status = 'sending' and lead_alerts.attempted_at < now() - make_interval(secs => ?))
     returning status`,
    [lead, channel, kind, IN_FLIGHT_SECONDS],
  );
  if (claimed.length > 0) return true;
  const [row] = await sql<{ status: string }>(
    'select status from lead_alerts where submission_id = ? and channel = ? and kind = ?',
    [lead, channel, kind],
  );
  if (row?.status === 'sending') throw new AlertInFlight();
  return false;
}

export type AlertEnd =
  | { status: 'sent' | 'skipped'; note?: string }
  | { status: 'retrying' | 'failed'; error: string };

/** How long an alert's outcome is retried while PostgreSQL is unreachable (a restart takes seconds). */
const RECORD_FOR_MS = 90_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records how an alert went, retrying through a database restart: a push delivered but not recorded would be
 * sent again once its claim grew old, so the record must outlive a short outage (as the lead e-mail's does).
 */
export async function recordAlert(
  sql: Sql,
  lead: number,
  channel: AlertChannel,
  kind: AlertKind,
  end: AlertEnd,
) {
  const deadline = Date.now() + RECORD_FOR_MS;
  for (;;) {
    try {
      await sql(
        `update lead_alerts set status = ?, sent_at = case when ? = 'sent' then now() end, error = ?
          where submission_id = ? and channel = ? and kind = ?`,
        [end.status, end.status, 'error' in end ? end.error : (end.note ?? null), lead, channel, kind],
      );
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(250);
    }
  }
}
