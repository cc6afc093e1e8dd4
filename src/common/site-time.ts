/**
 * The business's time zone: the panel shows every time in it (the owner works in Los Angeles, wherever his browser
 * or the server's clock say they are), as the lead e-mails do.
 */
export const SITE_TIME_ZONE = 'America/Los_Angeles';

/** A moment as the owner reads it, in the site's time zone (en-US wording). */
export function formatSiteTime(date: Date, options: Intl.DateTimeFormatOptions): string {
  return date.toLocaleString('en-US', { ...options, timeZone: SITE_TIME_ZONE });
}

/** Whether two moments fall on the same day in the site's time zone. */
export const sameSiteDay = (a: Date, b: Date) =>
  formatSiteTime(a, { dateStyle: 'short' }) === formatSiteTime(b, { dateStyle: 'short' });

/**
 * A daily time of day kept in UTC ("03:00", the backup schedule) as the site's clock shows it on a given day:
 * "8:00 PM PDT" in summer, "7:00 PM PST" in winter (the zone's name says which, and that it is local time).
 */
export function siteTimeOfDailyUtc(utcTime: string, on: Date = new Date()): string {
  const [hours = 0, minutes = 0] = utcTime.split(':').map(Number);
  const moment = new Date(Date.UTC(on.getUTCFullYear(), on.getUTCMonth(), on.getUTCDate(), hours, minutes));
  return formatSiteTime(moment, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}
