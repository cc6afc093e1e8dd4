import type {
  PostgreSqlConnection as Connection,
  EntityManager,
  MetadataStorage,
} from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Language } from '../../../common/i18n/languages';
import type { Attribution } from '../../../common/leads/attribution';
import type { ContactFields, SpamReason } from '../../../common/schemas/contact';
import { ACKNOWLEDGE_LEAD_TASK, FOLLOW_UP_MAX_ATTEMPTS, PUSH_LEAD_TASK } from './alert-jobs';
import { type LeadColumns, leadColumnsOf } from './lead-columns';
import { NOTIFY_LEAD_TASK, NOTIFY_MAX_ATTEMPTS } from './lead-email-jobs';

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
  /** The language of the page it was sent from; the column's default (English) when left out. */
  pageLanguage?: Language;
  photoIds?: string[];
  receiptHash?: string;
  /** A status other than the first step's (a booked consultation's lead). */
  status?: string;
}

/** Rows one IP address may add within `windowMinutes`, spam included. */
export interface LeadThrottle {
  limit: number;
  windowMinutes: number;
}

/**
 * One job for all the leads one statement saves (a graphile-worker batch job: its payload lists them, and the task
 * answers lead by lead, so a lead that fails is retried alone), instead of one each: taking and finishing a job
 * cost PostgreSQL more than saving the lead (docs/leads.md, The contact path's CPU). The push job has priority -1,
 * so it is taken ahead of the e-mails still queued in a burst (a push is the faster way to the owner's phone); the
 * visitors' acknowledgements have a job of their own beside the owner's e-mail.
 */
const batchJobSpec = (task: string, maxAttempts: number, priority: string) =>
  `row('${task}', json_agg(json_build_object('submissionId', id) order by ord), null, null, ${maxAttempts}, null, ${priority}, null)::graphile_worker.job_spec`;

const quoted = (identifier: string) => `"${identifier}"`;

/** Whether any device has push alerts on: only then does a lead get a push job. */
const ANY_PUSH_DEVICE = 'exists (select 1 from push_subscriptions)';

/**
 * One statement for a whole batch: one round trip, one commit, and atomic without an explicit transaction. Per
 * request it counts the address's recent rows (stopping at the limit) plus its earlier requests in the batch and
 * inserts the row only below the limit; the batch's e-mail job (and, when a device has push alerts on, its push
 * job) is enqueued in the same statement, so a lead is never saved without its jobs, nor a job without its leads.
 * Ids are drawn first so each answer finds its row. Its columns are the entity's (lead-columns.ts): a property
 * added to ContactSubmission is written without a change here. Parameters: the batch as JSON, the throttle's
 * window in minutes, its limit.
 * SQL: a CTE of window functions, a data-modifying insert and update, and graphile-worker's add_jobs, in one
 * statement the writer prepares once (docs/leads.md#saved-with-its-e-mail-in-one-statement).
 */
function insertStatement({ table, of, inserted, photos }: LeadColumns): string {
  const [id, ip, createdAt, spam] = [of.id, of.clientIp, of.createdAt, of.spamReason].map(quoted);
  const list = inserted.map(({ column }) => quoted(column)).join(', ');
  return `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as t(
    ord int, ${inserted.map(({ column, type }) => `${quoted(column)} ${type}`).join(', ')}, photos jsonb)
), ranked as (
  select input.*,
         row_number() over (partition by input.${ip} order by input.ord) as nth,
         (select count(*) from (
            select 1 from ${quoted(table)} s
             where s.${ip} = input.${ip} and s.${createdAt} > now() - make_interval(mins => $2::int)
             limit $3::int) as counted) as recent
    from input
), allowed as materialized (
  select ranked.*, nextval(pg_get_serial_sequence('${quoted(table)}', '${of.id}')) as id
    from ranked where ranked.recent + ranked.nth <= $3::int
), inserted as (
  insert into ${quoted(table)} (${id}, ${list}, ${createdAt}, ${quoted(of.notificationStatus)})
  select id, ${list}, now(), case when ${spam} is null then 'pending' else 'skipped' end
    from allowed order by ord
  returning ${id} as id
), attached as (
  -- The request's photos join it in the same statement (after its row exists: the insert above runs first,
  -- as the foreign key needs); a photo already attached elsewhere stays where it is.
  update ${quoted(photos.table)} set ${quoted(photos.lead)} = allowed.id
    from allowed, inserted
   where inserted.id = allowed.id and allowed.photos is not null
     and ${quoted(photos.table)}.${quoted(photos.id)} in (select value::uuid from jsonb_array_elements_text(allowed.photos))
     and ${quoted(photos.table)}.${quoted(photos.lead)} is null
), jobs as (
  select count(*) as enqueued from graphile_worker.add_jobs(array(
    select spec from (
      select 0 as nth, ${batchJobSpec(NOTIFY_LEAD_TASK, NOTIFY_MAX_ATTEMPTS, 'null')} as spec
        from allowed where ${spam} is null having count(*) > 0
      union all
      select 1, ${batchJobSpec(PUSH_LEAD_TASK, FOLLOW_UP_MAX_ATTEMPTS, '-1')}
        from allowed where ${spam} is null and ${ANY_PUSH_DEVICE} having count(*) > 0
      union all
      select 2, ${batchJobSpec(ACKNOWLEDGE_LEAD_TASK, FOLLOW_UP_MAX_ATTEMPTS, 'null')}
        from allowed where ${spam} is null having count(*) > 0
    ) as specs order by nth))
)
select allowed.ord, allowed.id, jobs.enqueued from allowed, jobs`;
}

const statements = new WeakMap<MetadataStorage, string>();

/** The batch insert of one ORM's leads, made once from its metadata. */
function insertStatementOf(metadata: MetadataStorage): string {
  let text = statements.get(metadata);
  if (!text) {
    text = insertStatement(leadColumnsOf(metadata));
    statements.set(metadata, text);
  }
  return text;
}

/**
 * Runs the statement that saves a batch: its rows. The server's writer prepares it once on a connection of its
 * own (`preparedOn`), so PostgreSQL plans it once, not for every batch (planning was a quarter of its time).
 * The text numbers its parameters as PostgreSQL does (`$1`).
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
 * The same statement through the ORM's connection (in-process callers and tests), which takes `?` for each
 * parameter and writes the values into the text: fine there, while the server's writer sends them apart.
 */
export const throughOrm = (connection: () => Connection): RunStatement =>
  withQuestionMarks((text, values) => connection().execute<Array<Record<string, unknown>>>(text, values));

/** The same through an entity manager, in its transaction when it has one (a booking's lead: services/booking). */
export const throughEntityManager = (em: EntityManager): RunStatement =>
  withQuestionMarks((text, values) => em.execute<Array<Record<string, unknown>>>(text, values));

function withQuestionMarks(
  execute: (text: string, values: unknown[]) => Promise<Array<Record<string, unknown>>>,
): RunStatement {
  return ({ text, values }) => {
    const inOrder: unknown[] = [];
    const marked = text.replace(/\$(\d+)/g, (_match, index: string) => {
      inOrder.push(values[Number(index) - 1]);
      return '?';
    });
    return execute(marked, inOrder);
  };
}

/** The row of one request, by the entity's property names: the visitor's fields and what the server notes. */
function requestRow({
  lead,
  ip,
  spamReason,
  attribution,
  pageLanguage,
  receiptHash,
  status,
}: LeadRequest): Record<string, unknown> {
  const visit = Object.entries(attribution ?? {}).filter(([, value]) => value !== '');
  return {
    ...lead,
    ...Object.fromEntries(visit),
    pageLanguage,
    clientIp: ip,
    spamReason,
    receiptHash,
    status,
  };
}

/** Saves contact requests (and, for all but spam, their e-mail jobs); per request its id, or null when throttled. */
export async function insertLeads(
  run: RunStatement,
  metadata: MetadataStorage,
  requests: LeadRequest[],
  throttle: LeadThrottle,
): Promise<Array<number | null>> {
  const { inserted } = leadColumnsOf(metadata);
  const input = requests.map((request, ord) => {
    const row = requestRow(request);
    const entry: Record<string, unknown> = { ord };
    for (const { property, column, fallback } of inserted) entry[column] = row[property] ?? fallback;
    entry.photos = request.photoIds?.length ? request.photoIds : null;
    return entry;
  });
  const rows = (await run({
    name: 'insert-leads',
    text: insertStatementOf(metadata),
    values: [JSON.stringify(input), throttle.windowMinutes, throttle.limit],
  })) as Array<{ ord: number; id: string | number }>;
  const ids: Array<number | null> = requests.map(() => null);
  for (const row of rows) ids[row.ord] = Number(row.id);
  return ids;
}
