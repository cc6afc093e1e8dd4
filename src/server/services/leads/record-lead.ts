import type { PostgreSqlConnection as Connection } from '@mikro-orm/postgresql';
import { ATTRIBUTION_KEYS, type Attribution } from '../../../common/leads/attribution';
import type { ContactFields, SpamReason } from '../../../common/schemas/contact';
import { ANY_PUSH_DEVICE, PUSH_JOB_SPEC } from './alert-jobs';

export const NOTIFY_LEAD_TASK = 'notify_lead';
/** With graphile-worker's backoff (e^attempt seconds, capped at e^10) 12 attempts span about a day. */
export const NOTIFY_MAX_ATTEMPTS = 12;

export type { SpamReason };

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

export interface LeadRequest {
  lead: ContactFields;
  ip: string;
  spamReason: SpamReason | null;
  /** Issue 31: where the visit came from (docs/leads.md#attribution), the photos uploaded for it, its receipt. */
  attribution?: Attribution;
  photoIds?: string[];
  receiptHash?: string;
}

/** The attribution columns, in the order of ATTRIBUTION_KEYS (landingPage → landing_page). */
export const ATTRIBUTION_COLUMNS = ATTRIBUTION_KEYS.map((key) =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
);

/** Rows one IP address may add within `windowMinutes`, spam included. */
export interface LeadThrottle {
  limit: number;
  windowMinutes: number;
}

/** The e-mail job of the lead whose id is the column `id`, as graphile-worker's add_jobs takes it. */
const LEAD_JOB_SPEC = `row('${NOTIFY_LEAD_TASK}', json_build_object('submissionId', id), null, null, ${NOTIFY_MAX_ATTEMPTS}, null, null, null)::graphile_worker.job_spec`;

// One statement for a whole batch: one round trip, one commit, and atomic without an explicit transaction.
// Per request it counts the address's recent rows (stopping at the limit) plus its earlier requests in the
// batch and inserts the row only below the limit; the rows' e-mail jobs are enqueued in the same statement
// (graphile-worker's add_jobs, one call for the batch: a fifth of the cost of add_job per row), so a lead is
// never saved without its job, nor a job without its lead; when a device has push alerts on, its push job too. Ids are drawn first so each answer finds its row.
const INSERT_LEADS = `
with input as (
  select * from jsonb_to_recordset(?::jsonb) as t(
    ord int, name text, email text, phone text, project_type text, message text, client_ip text, spam_reason text,
    property_address text, ${ATTRIBUTION_COLUMNS.map((column) => `${column} text`).join(', ')},
    receipt_hash text, photos jsonb)
), ranked as (
  select input.*,
         row_number() over (partition by input.client_ip order by input.ord) as nth,
         (select count(*) from (
            select 1 from contact_submissions s
             where s.client_ip = input.client_ip and s.created_at > now() - make_interval(mins => ?::int)
             limit ?::int) as counted) as recent
    from input
), allowed as materialized (
  select ranked.*, nextval(pg_get_serial_sequence('contact_submissions', 'id')) as id
    from ranked where ranked.recent + ranked.nth <= ?::int
), inserted as (
  insert into contact_submissions
    (id, name, email, phone, project_type, message, created_at, client_ip, spam_reason, notification_status,
     property_address, ${ATTRIBUTION_COLUMNS.join(', ')}, receipt_hash)
  select id, name, email, phone, project_type, message, now(), client_ip, spam_reason,
         case when spam_reason is null then 'pending' else 'skipped' end,
         coalesce(property_address, ''), ${ATTRIBUTION_COLUMNS.join(', ')}, receipt_hash
    from allowed order by ord
  returning id
), attached as (
  -- The request's photos join it in the same statement (after its row exists: the insert above runs first,
  -- as the foreign key needs); a photo already attached elsewhere stays where it is.
  update lead_photos set lead_id = allowed.id
    from allowed, inserted
   where inserted.id = allowed.id and allowed.photos is not null
     and lead_photos.id in (select value::uuid from jsonb_array_elements_text(allowed.photos))
     and lead_photos.lead_id is null
), jobs as (
  select count(*) as enqueued from graphile_worker.add_jobs(array(
    select spec from (
      select ord, 0 as nth, ${LEAD_JOB_SPEC} as spec from allowed where spam_reason is null
      union all
      select ord, 1, ${PUSH_JOB_SPEC} from allowed where spam_reason is null and ${ANY_PUSH_DEVICE}
    ) as specs order by ord, nth))
)
select allowed.ord, allowed.id, jobs.enqueued from allowed, jobs`;

/**
 * The e-mail jobs of every lead whose e-mail has not gone out (after a restore, whose archive holds the leads but
 * not the job queue). A lead whose e-mail is already being sent is safe to enqueue again: the task sends each once.
 */
export const ENQUEUE_UNSENT_LEADS = `
select graphile_worker.add_jobs(array(
  select ${LEAD_JOB_SPEC}
    from contact_submissions where notification_status in ('pending', 'sending') order by id))`;

/** Saves contact requests (and, for all but spam, their e-mail jobs); per request its id, or null when throttled. */
export async function insertLeads(
  connection: Connection,
  requests: LeadRequest[],
  throttle: LeadThrottle,
): Promise<Array<number | null>> {
  const input = requests.map(({ lead, ip, spamReason, attribution, photoIds, receiptHash }, ord) => ({
    ord,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    project_type: lead.projectType,
    message: lead.message,
    client_ip: ip,
    spam_reason: spamReason,
    property_address: lead.propertyAddress ?? '',
    ...Object.fromEntries(
      ATTRIBUTION_KEYS.map((key, index) => [ATTRIBUTION_COLUMNS[index], attribution?.[key] || null]),
    ),
    receipt_hash: receiptHash ?? null,
    photos: photoIds?.length ? photoIds : null,
  }));
  const rows = await connection.execute<Array<{ ord: number; id: string | number }>>(INSERT_LEADS, [
    JSON.stringify(input),
    throttle.windowMinutes,
    throttle.limit,
    throttle.limit,
  ]);
  const ids: Array<number | null> = requests.map(() => null);
  for (const row of rows) ids[row.ord] = Number(row.id);
  return ids;
}
