import type { EntityManager } from '@mikro-orm/postgresql';
import { WON } from '../../../common/leads';
import { sourceOf } from '../../../common/leads/attribution';
import { spreadsheetTime } from '../../../common/site-time';
import { ContactSubmission } from '../../entities';
import { csvField } from './contact-csv';
import { type LeadFacts, leadsOfRecentMonths } from './lead-months';
import { leadSettings } from './lead-settings';

/**
 * What the report counts, from the inbox's statuses (docs/leads.md, Pipeline): an estimate is a lead at the owner's
 * last open step ("Estimate sent" by default) or Won; a won job is Won, with its value (whole dollars).
 */
const isEstimate = (status: string | null | undefined, steps: readonly string[]) =>
  status != null && (status === WON || status === steps[steps.length - 1]);
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

/** Leads (spam left out) of the last `months` months, by month and source and by month and landing page. */
export async function leadReport(em: EntityManager, months = 12) {
  const { steps, timeZone } = await leadSettings(em);
  const leads = await leadsOfRecentMonths(em, timeZone, months);
  const bySource = new Map<string, ReportRow>();
  const byLandingPage = new Map<string, ReportRow>();
  const add = (table: Map<string, ReportRow>, month: string, key: string, lead: LeadFacts) => {
    const id = `${month} ${key}`;
    const row = table.get(id) ?? { month, key, leads: 0, estimates: 0, won: 0, wonValueCents: 0 };
    row.leads += 1;
    if (isEstimate(lead.status, steps)) row.estimates += 1;
    if (lead.status === WON) {
      row.won += 1;
      row.wonValueCents += (lead.jobValue ?? 0) * 100;
    }
    table.set(id, row);
  };
  for (const lead of leads) {
    add(bySource, lead.month, sourceOf(lead), lead);
    add(byLandingPage, lead.month, lead.landingPage ?? '(unknown)', lead);
  }
  const order = (a: ReportRow, b: ReportRow) =>
    b.month.localeCompare(a.month) || b.leads - a.leads || a.key.localeCompare(b.key);
  return {
    bySource: [...bySource.values()].sort(order),
    byLandingPage: [...byLandingPage.values()].sort(order),
  };
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
  const won = await em.find(
    ContactSubmission,
    { status: WON, gclid: { $ne: null }, spamReason: null },
    { fields: ['gclid', 'createdAt', 'jobValue'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const { timeZone } = await leadSettings(em);
  const lines = [`Parameters:TimeZone=${timeZone}\r\n`, `${GOOGLE_ADS_COLUMNS.map(csvField).join(',')}\r\n`];
  for (const lead of won) {
    const rest = [
      CONVERSION_NAME,
      conversionTime(lead.createdAt, timeZone),
      (lead.jobValue ?? 0).toFixed(2),
      CONVERSION_CURRENCY,
    ];
    lines.push(`${[clickIdField(lead.gclid as string), ...rest.map(csvField)].join(',')}\r\n`);
  }
  return lines.join('');
}
