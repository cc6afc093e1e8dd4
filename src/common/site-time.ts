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

/**
 * Whether a name is a time zone this runtime knows ("America/Los_Angeles", "UTC"): the `site_time_zone` setting
 * (the CSV exports' clock) must be one.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A moment as a spreadsheet reads it, on the given zone's clock: "2026-11-25 10:41:07" (the column's header
 * names the zone). A spreadsheet takes it for a date and time, which an ISO string with an offset is not.
 */
export function spreadsheetTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The calendar month a moment falls in on the zone's clock: "2026-11". */
export const siteMonthOf = (date: Date, timeZone: string) => spreadsheetTime(date, timeZone).slice(0, 7);
