import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactSubmission } from '../../entities';

/** The columns of the export, in order: what the owner needs to follow up a lead in a spreadsheet. */
const COLUMNS: Array<[string, (row: ContactSubmission) => string]> = [
  ['Received (UTC)', (row) => row.createdAt.toISOString()],
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Project type', (row) => row.projectType],
  ['Message', (row) => row.message],
  ['Spam reason', (row) => row.spamReason ?? ''],
  ['E-mail to owner', (row) => row.notificationStatus ?? ''],
  ['E-mailed at (UTC)', (row) => row.notifiedAt?.toISOString() ?? ''],
];

/** Byte order mark: Excel reads a CSV as UTF-8 only when it starts with one (Google Sheets ignores it). */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180: quoted, inner quotes doubled). A value a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a visitor's text stays text.
 */
export function csvField(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${neutral.replaceAll('"', '""')}"`;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export const csvHeader = () => csvLine(COLUMNS.map(([title]) => title));
export const csvRow = (row: ContactSubmission) => csvLine(COLUMNS.map(([, value]) => value(row)));

export type CsvFolder = 'inbox' | 'spam' | 'all';
const CSV_PAGE = 500;

/**
 * The contact requests of a folder, newest first, a page at a time by (created_at, id), so rows arriving meanwhile
 * neither repeat nor shift, and no more than one page is held in memory.
 */
export async function* contactRowsNewestFirst(em: EntityManager, folder: CsvFolder) {
  const where = folder === 'all' ? {} : { spamReason: folder === 'spam' ? { $ne: null } : null };
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const page: ContactSubmission[] = await em.find(
      ContactSubmission,
      after
        ? {
            ...where,
            $or: [
              { createdAt: { $lt: after.createdAt } },
              { createdAt: after.createdAt, id: { $lt: after.id } },
            ],
          }
        : where,
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: CSV_PAGE },
    );
    yield page;
    em.clear();
    const last = page.at(-1);
    if (!last || page.length < CSV_PAGE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
