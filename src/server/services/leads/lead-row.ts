import type pg from 'pg';
import { ATTRIBUTION_KEYS, type Attribution } from '../../../common/leads/attribution';
import type { Lead, LeadPhotosForMail } from './lead-email';
import { ATTRIBUTION_COLUMNS } from './record-lead';

/** The columns of a lead its alerts tell of, named as `Lead`'s fields (attribution ones flat, see `leadOfRow`). */
export const LEAD_COLUMNS = `id, name, email, phone, project_type as "projectType", message, created_at as "createdAt",
  property_address as "propertyAddress",
  ${ATTRIBUTION_COLUMNS.map((column, i) => `${column} as "${ATTRIBUTION_KEYS[i]}"`).join(', ')}`;

/** A row selected with LEAD_COLUMNS as a Lead: its attribution gathered, unknown fields left out. */
export function leadOfRow<T extends object>(row: T): T & Lead {
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = (row as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') attribution[key] = value;
  }
  return { ...row, attribution } as unknown as T & Lead;
}

/**
 * What the photos of one e-mail may weigh together: base64 adds a third, so 7 MB of photos make a message under
 * 10 MB, the smallest limit common mail servers set. Photos are attached in the visitor's order while they fit;
 * the e-mail counts them all and links to the lead's page, where every one is shown.
 */
export const MAIL_PHOTO_BUDGET_BYTES = 7 * 1024 * 1024;

/** A lead's photos for its e-mail: their count, and the bytes of those within the budget (only those are read). */
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
