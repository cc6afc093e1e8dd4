import { hash, randomFillSync } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { LEAD_FIELD_KEYS, leadFieldValuesOf } from '../../../common/leads/fields';
import { RECEIPT_DAYS } from '../../../common/leads/receipt';
import type { sentRequestOutput } from '../../../common/schemas/contact';
import { ContactSubmission, LeadPhoto } from '../../entities';
import { beforeDatabaseNow } from '../database-clock';

const RECEIPT_BYTES = 24;
/**
 * Random bytes for 256 receipts, drawn from the CSPRNG at once and each handed out once (as Node's randomUUID
 * does): a draw of 24 bytes and a Hash object cost about 0.1 ms of a contact request's CPU here.
 */
const pool = Buffer.alloc(RECEIPT_BYTES * 256);
let used = pool.length;

/** A new receipt (24 random bytes, 32 characters) and the hash the lead keeps; the token itself is never stored. */
export function newReceipt(): { token: string; hash: string } {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + RECEIPT_BYTES);
  pool.fill(0, used, used + RECEIPT_BYTES);
  used += RECEIPT_BYTES;
  return { token, hash: receiptHashOf(token) };
}

export const receiptHashOf = (token: string) => hash('sha256', token);

/** What the thank-you panel shows again: every field the visitor sent (common/leads/fields.ts), photos, when. */
export type LeadReceipt = NonNullable<z.output<typeof sentRequestOutput>>;

/**
 * What a receipt's lead said, for its thank-you panel; null for an unknown or older receipt. Spam gets its
 * panel too: it was answered as a success, and must not learn otherwise.
 */
export async function readReceipt(em: EntityManager, token: string): Promise<LeadReceipt | null> {
  const lead = await em.findOne(
    ContactSubmission,
    { receiptHash: receiptHashOf(token), createdAt: { $gt: beforeDatabaseNow('days', RECEIPT_DAYS) } },
    { fields: [...LEAD_FIELD_KEYS, 'createdAt'] },
  );
  if (!lead) return null;
  return {
    ...leadFieldValuesOf(lead),
    photoCount: await em.count(LeadPhoto, { lead: lead.id }),
    sentAt: lead.createdAt,
  };
}
