import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactFields } from '../../../common/schemas/contact';

export const NOTIFY_LEAD_TASK = 'notify_lead';
/** With graphile-worker's backoff (e^attempt seconds, capped at e^10) 12 attempts span about a day. */
const NOTIFY_MAX_ATTEMPTS = 12;

export type SpamReason = 'honeypot' | 'too-fast';

/**
 * A filled honeypot (a field people never see) or a form sent faster than a person can type marks spam.
 * Callers that do not send the fill time (API clients) are judged by the honeypot alone.
 */
export function spamReasonOf(
  signals: { website?: string; fillTimeMs?: number },
  minFillSeconds: number,
): SpamReason | null {
  if (signals.website) return 'honeypot';
  if (signals.fillTimeMs !== undefined && signals.fillTimeMs < minFillSeconds * 1000) return 'too-fast';
  return null;
}

export interface LeadOrigin {
  ip: string;
  spamReason: SpamReason | null;
  /** Rows one IP may add within `windowMinutes` (spam included). */
  limit: number;
  windowMinutes: number;
}

// One statement, so one round trip and atomic without an explicit transaction: count the IP's recent rows
// (stopping at the limit), insert the row only below it, and enqueue its e-mail job with it. A lead is never
// saved without its job, nor a job without its lead. Concurrent requests of one IP may overshoot the limit by a
// few; that is a throttle, not a quota.
const INSERT_LEAD = `
with recent as (
  select count(*) as n from (
    select 1 from contact_submissions
     where client_ip = ?::text and created_at > now() - make_interval(mins => ?::int)
     limit ?::int
  ) as counted
), inserted as (
  insert into contact_submissions
    (name, email, phone, project_type, message, created_at, client_ip, spam_reason, notification_status)
  select ?::text, ?::text, ?::text, ?::text, ?::text, now(), ?::text, ?::text, ?::text
    from recent where recent.n < ?::int
  returning id
)
select id,
       case when ?::boolean then (graphile_worker.add_job(
         '${NOTIFY_LEAD_TASK}', json_build_object('submissionId', id), max_attempts => ${NOTIFY_MAX_ATTEMPTS}
       )).id end as job_id
  from inserted`;

/** Saves a contact request and, unless it is spam, its notification job. Null when the IP is throttled. */
export async function recordLead(
  em: EntityManager,
  lead: ContactFields,
  origin: LeadOrigin,
): Promise<number | null> {
  const notify = origin.spamReason === null;
  const rows = await em
    .getConnection()
    .execute<Array<{ id: number }>>(INSERT_LEAD, [
      origin.ip,
      origin.windowMinutes,
      origin.limit,
      lead.name,
      lead.email,
      lead.phone,
      lead.projectType,
      lead.message,
      origin.ip,
      origin.spamReason,
      notify ? 'pending' : 'skipped',
      origin.limit,
      notify,
    ]);
  const id = rows[0]?.id;
  return id === undefined ? null : Number(id);
}
