import type { PostgreSqlConnection as Connection } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { ATTRIBUTION_KEYS, type Attribution } from '../../../common/leads/attribution';
import type { ContactFields, SpamReason } from '../../../common/schemas/contact';
import { ANY_PUSH_DEVICE, FOLLOW_UP_MAX_ATTEMPTS, JOB_HOLDS_LEAD, PUSH_LEAD_TASK } from './alert-jobs';

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
  /** Where the visit came from (docs/leads.md#attribution), the photos uploaded for it, its receipt. */
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

/**
 * One job for all the leads one statement saves (a graphile-worker batch job: its payload lists them, and the task
 * answers lead by lead, so a lead that fails is retried alone), instead of one each: taking and finishing a job
 * cost PostgreSQL more than saving the lead (docs/leads.md, The contact path's CPU). The push job has priority -1,
 * so it is taken ahead of the e-mails still queued in a burst (a push is the faster way to the owner's phone).
 */
const batchJobSpec = (task: string, maxAttempts: number, priority: string) =>
  `row('${task}', json_agg(json_build_object('submissionId', id) order by ord), null, null, ${maxAttempts}, null, ${priority}, null)::graphile_worker.job_spec`;

// One statement for a whole batch: one round trip, one commit, and atomic without an explicit transaction.
// Per request it counts the address's recent rows (stopping at the limit) plus its earlier requests in the
// batch and inserts the row only below the limit; the batch's e-mail job (and, when a device has push alerts on,
// its push job) is enqueued in the same statement, so a lead is never saved without its jobs, nor a job without
// its leads. Ids are drawn first so each answer finds its row.
const INSERT_LEADS = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as t(
    ord int, name text, email text, phone text, project_type text, message text, client_ip text, spam_reason text,
    property_address text, ${ATTRIBUTION_COLUMNS.map((column) => `${column} text`).join(', ')},
    receipt_hash text, photos jsonb)
), ranked as (
  select input.*,
         row_number() over (partition by input.client_ip order by input.ord) as nth,
         (select count(*) from (
            select 1 from contact_submissions s
             where s.client_ip = input.client_ip and s.created_at > now() - make_interval(mins => $2::int)
             limit $3::int) as counted) as recent
    from input
), allowed as materialized (
  select ranked.*, nextval(pg_get_serial_sequence('contact_submissions', 'id')) as id
    from ranked where ranked.recent + ranked.nth <= $3::int
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
      select 0 as nth, ${batchJobSpec(NOTIFY_LEAD_TASK, NOTIFY_MAX_ATTEMPTS, 'null')} as spec
        from allowed where spam_reason is null having count(*) > 0
      union all
      select 1, ${batchJobSpec(PUSH_LEAD_TASK, FOLLOW_UP_MAX_ATTEMPTS, '-1')}
        from allowed where spam_reason is null and ${ANY_PUSH_DEVICE} having count(*) > 0
    ) as specs order by nth))
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

/**
 * The e-mail jobs of leads whose e-mail has not gone out and that wait for no job: those saved while e-mail was off
 * (their job found no route and ended). Run when the settings are saved and when a worker starts with a route. A
 * job being run right now does not count: it may be one that found no route a moment before the settings changed
 * (a second job is harmless: the task sends each e-mail once).
 */
export const ENQUEUE_WAITING_LEADS = `
select graphile_worker.add_jobs(array(
  select ${LEAD_JOB_SPEC}
    from contact_submissions s
   where s.notification_status in ('pending', 'sending') and s.spam_reason is null
     and not exists (
       select 1 from graphile_worker._private_jobs j
         join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = '${NOTIFY_LEAD_TASK}' and ${JOB_HOLDS_LEAD}
          and j.locked_at is null and j.attempts < j.max_attempts)
   order by s.id))`;

/**
 * Runs the statement that saves a batch: its rows. The server's writer prepares it once on a connection of its
 * own (`preparedOn`), so PostgreSQL plans it once, not for every batch (planning was a quarter of its time).
 */
export type RunStatement = (statement: {
  name: string;
  text: string;
  values: unknown[];
}) => Promise<Array<Record<string, unknown>>>;

/** The writer's statements, prepared by name on the pool's connection (the server's writer: server.ts). */
export const preparedOn =
  (pool: pg.Pool): RunStatement =>
  async (statement) =>
    (await pool.query(statement)).rows;

/**
 * The same statement through the ORM's connection (in-process callers and tests), with real parameters: the batch's
 * JSON goes to PostgreSQL as it is, not escaped into the statement's text first (MikroORM's execute would).
 */
export const throughOrm =
  (connection: () => Connection): RunStatement =>
  async ({ text, values }) =>
    (await connection().getClient().executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values)))
      .rows;

/** Saves contact requests (and, for all but spam, their e-mail jobs); per request its id, or null when throttled. */
export async function insertLeads(
  run: RunStatement,
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
  const rows = (await run({
    name: 'insert-leads',
    text: INSERT_LEADS,
    values: [JSON.stringify(input), throttle.windowMinutes, throttle.limit],
  })) as Array<{ ord: number; id: string | number }>;
  const ids: Array<number | null> = requests.map(() => null);
  for (const row of rows) ids[row.ord] = Number(row.id);
  return ids;
}
