import type { EntityManager } from '@mikro-orm/postgresql';
import { WON } from '../../../common/leads';
import { sourceOf } from '../../../common/leads/attribution';
import { SITE_TIME_ZONE, spreadsheetTime } from '../../../common/site-time';
import { csvField } from './contact-csv';
import { leadSettings } from './lead-settings';

/**
 * What the report counts, from the inbox's statuses (docs/leads.md, Pipeline): an estimate is a lead at the owner's
 * last open step ("Estimate sent" by default) or Won; a won job is Won, with its value (whole dollars).
 */
const isEstimate = (status: string | null, steps: readonly string[]) =>
  status !== null && (status === WON || status === steps[steps.length - 1]);
/** What the offline-conversion file calls a won job; the owner names his Google Ads conversion action so. */
export const CONVERSION_NAME = 'Won job';
export const CONVERSION_CURRENCY = 'USD';

export interface ReportRow {
  month: string;
  /** The source (utm_source, "google ads", a referring site, "(direct)") or the landing page. */
  key: string;
  leads: number;
  estimates: number;
  won: number;
  wonValueCents: number;
}

interface LeadFacts {
  month: string;
  landing_page: string | null;
  utm_source: string | null;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  referrer_host: string | null;
  status: string | null;
  job_value: number | null;
}

/** Leads (spam left out) of the last `months` months, by month and source and by month and landing page. */
export async function leadReport(em: EntityManager, months = 12) {
  const { steps, timeZone } = await leadSettings(em);
  const leads = await em.getConnection().execute<LeadFacts[]>(
    `select to_char(created_at at time zone ?, 'YYYY-MM') as month,
            landing_page, utm_source, gclid, gbraid, wbraid, referrer_host, status, job_value
       from contact_submissions
      where spam_reason is null
        and created_at >= date_trunc('month', now() at time zone ?) - make_interval(months => ?)`,
    [timeZone, timeZone, months - 1],
  );
  const bySource = new Map<string, ReportRow>();
  const byLandingPage = new Map<string, ReportRow>();
  const add = (table: Map<string, ReportRow>, month: string, key: string, lead: LeadFacts) => {
    const id = `${month} ${key}`;
    const row = table.get(id) ?? { month, key, leads: 0, estimates: 0, won: 0, wonValueCents: 0 };
    row.leads += 1;
    if (isEstimate(lead.status, steps)) row.estimates += 1;
    if (lead.status === WON) {
      row.won += 1;
      row.wonValueCents += (lead.job_value ?? 0) * 100;
    }
    table.set(id, row);
  };
  for (const lead of leads) {
    add(
      bySource,
      lead.month,
      sourceOf({
        utmSource: lead.utm_source,
        gclid: lead.gclid,
        gbraid: lead.gbraid,
        wbraid: lead.wbraid,
        referrerHost: lead.referrer_host,
      }),
      lead,
    );
    add(byLandingPage, lead.month, lead.landing_page ?? '(unknown)', lead);
  }
  const order = (a: ReportRow, b: ReportRow) =>
    b.month.localeCompare(a.month) || b.leads - a.leads || a.key.localeCompare(b.key);
  return {
    bySource: [...bySource.values()].sort(order),
    byLandingPage: [...byLandingPage.values()].sort(order),
  };
}

/** Taps on tel:/mailto: links and form starts per month and page (docs/leads.md#attribution), counted by Los Angeles day. */
export async function pageEventReport(em: EntityManager, months = 12) {
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

/** A moment as Google Ads reads a conversion time: `2026-11-25 10:30:00-08:00`, in the site's time zone. */
export function conversionTime(moment: Date, timeZone: string): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(moment)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return `${spreadsheetTime(moment, timeZone)}${offset === 'GMT' ? '+00:00' : offset.replace('GMT', '')}`;
}

export const GOOGLE_ADS_COLUMNS = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
] as const;

/**
 * The click id as Google gave it, quoted but never given the formula guard's apostrophe (csvField): Google would
 * match no click with `'-…`. The guard is not needed here: a stored click id holds only letters, digits, `_` and `-`
 * (common/leads/attribution.ts), so a spreadsheet can call nothing from it (no `=`, `@` or parentheses), and a
 * leading `-` is one of Google's own characters.
 */
const clickIdField = (gclid: string) => `"${gclid.replaceAll('"', '""')}"`;

/**
 * Google Ads' offline-conversion import ("conversions from clicks"): one line per won lead that came with a gclid.
 * The conversion time is when the lead was sent (the click's own visit); its value the job's. Leads with only a
 * gbraid/wbraid (iOS app traffic) are not in this file: Google's file import keys on the gclid.
 */
export async function googleAdsConversionsCsv(em: EntityManager): Promise<string> {
  const rows = await em
    .getConnection()
    .execute<Array<{ gclid: string; created_at: Date; job_value: number | null }>>(
      `select gclid, created_at, job_value from contact_submissions
      where status = ? and gclid is not null and spam_reason is null order by created_at, id`,
      [WON],
    );
  const { timeZone } = await leadSettings(em);
  const lines = [`Parameters:TimeZone=${timeZone}\r\n`, `${GOOGLE_ADS_COLUMNS.map(csvField).join(',')}\r\n`];
  for (const row of rows) {
    const rest = [
      CONVERSION_NAME,
      conversionTime(new Date(row.created_at), timeZone),
      (row.job_value ?? 0).toFixed(2),
      CONVERSION_CURRENCY,
    ];
    lines.push(`${[clickIdField(row.gclid), ...rest.map(csvField)].join(',')}\r\n`);
  }
  return lines.join('');
}
