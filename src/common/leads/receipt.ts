import type { LeadFieldValues } from './fields';

/**
 * The thank-you panel after a request (docs/leads.md): the form's answer carries a receipt, a random token; the
 * page's address keeps it (`/contact?sent=<receipt>`), so a reload or a form sent without JavaScript shows the
 * same panel, rendered by the server from the lead. `?sent=1` (no receipt) shows the panel without the summary.
 */
export const RECEIPT_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Days a receipt shows what was sent; then the panel shows the thanks alone. */
export const RECEIPT_DAYS = 7;

export const isReceipt = (value: string | null | undefined): value is string =>
  typeof value === 'string' && RECEIPT_PATTERN.test(value);

/** What the thank-you panel repeats of a sent request: the form's fields, and how many photos came with it. */
export type SentSummary = LeadFieldValues & { photoCount: number };
