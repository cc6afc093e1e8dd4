import { formatSiteTime } from '../../../common/site-time';

/** "1.5 MB": a file size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** "November 25, 2026 at 3:00 AM", in the site's time zone (common/site-time.ts). */
export function formatBackupTime(iso: string): string {
  return formatSiteTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' });
}

/** What the owner calls the tables' rows. Tables without a name here (added later) show under their own. */
const TABLE_LABELS: Record<string, [string, string]> = {
  portfolio_projects: ['project', 'projects'],
  testimonials: ['testimonial', 'testimonials'],
  contact_submissions: ['contact request', 'contact requests'],
  page_sections: ['page section', 'page sections'],
  site_settings: ['setting', 'settings'],
  login_attempts: ['sign-in record', 'sign-in records'],
  content_versions: ['saved version', 'saved versions'],
  trash: ['item in the Trash', 'items in the Trash'],
  activity_log: ['activity entry', 'activity entries'],
};

const labelsOf = (name: string): [string, string] =>
  TABLE_LABELS[name] ?? [name.replaceAll('_', ' '), name.replaceAll('_', ' ')];

/** "12 projects": rows of a table as the owner calls them. */
export const countOf = (name: string, rows: number) =>
  `${rows.toLocaleString('en-US')} ${labelsOf(name)[rows === 1 ? 0 : 1]}`;

/** The tables the owner knows by name first, in that order, the others after. */
export function inOwnersOrder<Table extends { name: string }>(tables: readonly Table[]): Table[] {
  const known = Object.keys(TABLE_LABELS);
  const rank = (name: string) => (known.includes(name) ? known.indexOf(name) : known.length);
  return [...tables].sort((a, b) => rank(a.name) - rank(b.name));
}

export function describeContents(tables: Array<{ name: string; rows: number }>, images: number): string[] {
  const parts = inOwnersOrder(tables).map(({ name, rows }) => countOf(name, rows));
  return [...parts, `${images.toLocaleString('en-US')} ${images === 1 ? 'photo' : 'photos'}`];
}

export const KIND_LABELS = {
  scheduled: 'Daily',
  manual: 'Manual',
  'pre-restore': 'Before a restore',
  uploaded: 'Uploaded',
} as const;
