import type { EntityManager } from '@mikro-orm/postgresql';
import { statusOf } from '../../../common/leads';
import { englishValue, type LeadFieldKey, leadFieldsOn } from '../../../common/leads/fields';
import { PAGE_LANGUAGE_TEXTS } from '../../../common/messages';
import { spreadsheetTime } from '../../../common/site-time';
import { ContactSubmission } from '../../entities';
import type { LeadSettings } from './lead-settings';

/** What a column reads a row by: the row, and the site's clock and steps. */
type Column = [string, (row: ContactSubmission, site: LeadSettings) => string];
const time = (date: Date | null, site: LeadSettings) => (date ? spreadsheetTime(date, site.timeZone) : '');

/**
 * The columns of the export, in order: what the owner needs to follow up a lead in a spreadsheet. Times are on
 * the site's clock (the `site_time_zone` setting), which the header names: "Received (America/Los_Angeles)".
 */
const COLUMNS: Column[] = [
  ['Received (%zone)', (row, site) => time(row.createdAt, site)],
  // The visitor's fields shown in the CSV (common/leads/fields.ts), as the visitor left them (a choice in English).
  ...leadFieldsOn('csv').map(
    (field): Column => [field.label, (row) => englishValue(field, row[field.key as LeadFieldKey])],
  ),
  // Always, English too: a spreadsheet's column is sorted and filtered, so every row says it.
  [PAGE_LANGUAGE_TEXTS.label, (row) => PAGE_LANGUAGE_TEXTS.nameOf(row.pageLanguage)],
  ['Spam reason', (row) => row.spamReason ?? ''],
  ['E-mail to owner', (row) => row.notificationStatus ?? ''],
  ['E-mailed at (%zone)', (row, site) => time(row.notifiedAt ?? null, site)],
  ['Status', (row, site) => statusOf(row.status, site.steps)],
  [
    'Job value (USD)',
    (row) => (row.jobValue === null || row.jobValue === undefined ? '' : String(row.jobValue)),
  ],
  ['Lost reason', (row) => row.lostReason ?? ''],
  ['First contact at (%zone)', (row, site) => time(row.firstContactAt ?? null, site)],
  ['Follow up on', (row) => row.followUpOn ?? ''],
  ['Archived at (%zone)', (row, site) => time(row.archivedAt ?? null, site)],
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

export const csvHeader = (site: LeadSettings) =>
  csvLine(COLUMNS.map(([title]) => title.replace('%zone', site.timeZone)));
export const csvRow = (row: ContactSubmission, site: LeadSettings) =>
  csvLine(COLUMNS.map(([, value]) => value(row, site)));

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
