import type { MetadataStorage } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { ATTRIBUTION_KEYS, type Attribution } from '../../../common/leads/attribution';
import type { Sql } from './alert-sql';
import { leadColumnsOf } from './lead-columns';
import type { Lead, LeadPhotosForMail } from './lead-email';

/** A row selected with a lead's told columns (lead-columns.ts) as a Lead: its attribution gathered. */
export function leadOfRow<T extends object>(row: T): T & Lead {
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = (row as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') attribution[key] = value;
  }
  return { ...row, attribution } as unknown as T & Lead;
}

/**
 * A lead as its alerts tell of it, when it is not spam (and, with `stillNew`, still New: no status chosen, not
 * archived; the inbox's own New, docs/leads.md). SQL: the job worker's own pool (alert-worker.ts).
 */
export async function leadToTell(
  sql: Sql,
  metadata: MetadataStorage,
  id: number,
  options: { stillNew?: boolean } = {},
): Promise<Lead | undefined> {
  const { table, of, toldList } = leadColumnsOf(metadata);
  const stillNew = options.stillNew ? ` and "${of.status}" is null and "${of.archivedAt}" is null` : '';
  const [row] = await sql<Lead>(
    `select ${toldList} from "${table}" where "${of.id}" = ? and "${of.spamReason}" is null${stillNew}`,
    [id],
  );
  return row && leadOfRow(row);
}

/** When a lead was saved (spam too), or null for no such lead. */
export async function leadCreatedAt(sql: Sql, metadata: MetadataStorage, id: number): Promise<Date | null> {
  const { table, of } = leadColumnsOf(metadata);
  const [row] = await sql<{ created: Date }>(
    `select "${of.createdAt}" as created from "${table}" where "${of.id}" = ?`,
    [id],
  );
  return row ? new Date(row.created) : null;
}

/**
 * What the photos of one e-mail may weigh together: base64 adds a third, so 7 MB of photos make a message under
 * 10 MB, the smallest limit common mail servers set. Photos are attached in the visitor's order while they fit;
 * the e-mail counts them all and links to the lead's page, where every one is shown.
 */
export const MAIL_PHOTO_BUDGET_BYTES = 7 * 1024 * 1024;

/**
 * A lead's photos for its e-mail: their count, and the bytes of those within the budget (only those are read).
 * SQL: a running sum (a window function) decides which bytes are read at all.
 */
export async function photosForMail(
  pool: pg.Pool,
  leadId: number,
  budget = MAIL_PHOTO_BUDGET_BYTES,
): Promise<LeadPhotosForMail> {
  const { rows } = await pool.query<{ contentType: string; bytes: Buffer | null }>(
    `select content_type as "contentType",
            case when sum(size) over (order by created_at, id) <= $2 then bytes end as bytes
       from lead_photos where lead_id = $1 order by created_at, id`,
    [leadId, budget],
  );
  return {
    count: rows.length,
    attached: rows.flatMap((row) => (row.bytes ? [{ contentType: row.contentType, bytes: row.bytes }] : [])),
  };
}
