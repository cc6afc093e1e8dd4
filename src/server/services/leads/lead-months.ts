import type { EntityManager } from '@mikro-orm/postgresql';
import { SITE_TIME_ZONE } from '../../../common/site-time';
import type { ContactSubmission } from '../../entities';
import { leadColumnsOf } from './lead-columns';

// The months of the lead inbox and report, on the site's calendar. SQL: a month in a time zone is PostgreSQL's
// time-zone arithmetic (`at time zone`, `date_trunc`, `to_char`) and the median an ordered-set aggregate
// (`percentile_cont`); the ORM has no API for either.

export interface MonthOfResponses {
  month: string;
  leads: number;
  answered: number;
  /** The median time to first contact, in seconds, of the month's answered leads; null when none was. */
  medianSeconds: number | null;
}

/** Per month (newest first, at most `months`): its leads, spam left out, how many were answered, and how fast. */
export async function responsesByMonth(
  em: EntityManager,
  timeZone: string,
  months: number,
): Promise<MonthOfResponses[]> {
  // percentile_cont skips the nulls of leads not answered yet.
  const rows: Array<{ month: string; leads: string; answered: string; median: number | null }> =
    await em.execute(
      `select to_char(created_at at time zone ?, 'YYYY-MM') as month,
            count(*) as leads,
            count(first_contact_at) as answered,
            percentile_cont(0.5) within group (order by extract(epoch from first_contact_at - created_at)) as median
       from contact_submissions
      where spam_reason is null
      group by 1
      order by 1 desc
      limit ?`,
      [timeZone, months],
    );
  return rows.map((row) => ({
    month: row.month,
    leads: Number(row.leads),
    answered: Number(row.answered),
    medianSeconds: row.median === null ? null : Number(row.median),
  }));
}

/** What the report counts of one lead (named as the entity's properties), with its month. */
const FACTS = [
  'landingPage',
  'utmSource',
  'gclid',
  'gbraid',
  'wbraid',
  'referrerHost',
  'status',
  'jobValue',
] as const satisfies ReadonlyArray<keyof ContactSubmission>;
export type LeadFacts = Pick<ContactSubmission, (typeof FACTS)[number]> & { month: string };

/** The leads (spam left out) of this month and the `months - 1` before it. */
export function leadsOfRecentMonths(
  em: EntityManager,
  timeZone: string,
  months: number,
): Promise<LeadFacts[]> {
  const { table, of } = leadColumnsOf(em.getMetadata());
  const facts = FACTS.map((property) => `"${of[property]}" as "${property}"`).join(', ');
  return em.getConnection().execute<LeadFacts[]>(
    `select to_char("${of.createdAt}" at time zone ?, 'YYYY-MM') as month, ${facts}
       from "${table}"
      where "${of.spamReason}" is null
        and "${of.createdAt}" >= date_trunc('month', now() at time zone ?) - make_interval(months => ?)`,
    [timeZone, timeZone, months - 1],
  );
}

/**
 * Taps on tel:/mailto: links and form starts per month, page and kind (docs/leads.md#attribution), of this month and
 * the `months - 1` before it, counted by Los Angeles day.
 */
export async function pageEventsByMonth(em: EntityManager, months: number) {
  const rows = await em
    .getConnection()
    .execute<Array<{ month: string; page: string; kind: string; count: string | number }>>(
      `select to_char(day, 'YYYY-MM') as month, page, kind, sum(count) as count
       from page_event_counts
      where day >= (date_trunc('month', now() at time zone '${SITE_TIME_ZONE}') - make_interval(months => ?))::date
      group by 1, 2, 3 order by 1 desc, 2, 3`,
      [months - 1],
    );
  return rows.map((row) => ({ month: row.month, page: row.page, kind: row.kind, count: Number(row.count) }));
}
