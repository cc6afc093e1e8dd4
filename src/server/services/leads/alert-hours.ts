import { SITE_TIME_ZONE } from '../../../common/site-time';

/** Minutes after local midnight: [opens, closes). */
type Interval = [number, number];
/** Open intervals per weekday, Sunday = 0; null when no line could be read (then every hour counts as open). */
export type OfficeHours = Interval[][] | null;

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY = '(sun|mon|tue|wed|thu|fri|sat)[a-z]*\\.?';
const DAY_RANGE = new RegExp(`^${DAY}\\s*(?:-|–|—|to|through|thru)\\s*${DAY}$`, 'i');
const ONE_DAY = new RegExp(`^${DAY}$`, 'i');
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?)?';
const HOURS = new RegExp(`${TIME}\\s*(?:-|–|—|to)\\s*${TIME}`, 'i');

const dayIndex = (name: string) => DAYS.indexOf(name.slice(0, 3).toLowerCase());

function minutesOf(hour: string, minute: string | undefined, meridiem: string | undefined): number | null {
  let h = Number(hour);
  const m = Number(minute ?? 0);
  if (h > 24 || m > 59) return null;
  const half = meridiem?.[0]?.toLowerCase();
  if (half === 'p' && h < 12) h += 12;
  if (half === 'a' && h === 12) h = 0;
  return h * 60 + m;
}

function daysOf(text: string): number[] {
  const days: number[] = [];
  for (const part of text.split(/,|&|\band\b/i).map((piece) => piece.trim())) {
    const range = DAY_RANGE.exec(part);
    if (range) {
      const from = dayIndex(range[1] as string);
      const to = dayIndex(range[2] as string);
      for (let day = from; ; day = (day + 1) % 7) {
        days.push(day);
        if (day === to) break;
      }
    } else if (ONE_DAY.test(part)) days.push(dayIndex(part));
    else if (/^(daily|every ?day)$/i.test(part)) days.push(0, 1, 2, 3, 4, 5, 6);
  }
  return days;
}

/**
 * The business profile's office hours ("Mon-Fri: 8:00 AM-6:00 PM", one line per group of days) as open intervals.
 * A line whose hours are not times ("Sunday: By appointment only", "Closed") leaves its days closed.
 */
export function parseOfficeHours(text: string): OfficeHours {
  const week: Interval[][] = DAYS.map(() => []);
  let understood = false;
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const days = daysOf(line.slice(0, colon));
    const hours = HOURS.exec(line.slice(colon + 1));
    if (days.length === 0) continue;
    understood = true;
    if (!hours) continue;
    // A closing hour without AM/PM ("8-6") is the afternoon's; 24-hour times (18:00) stay as they are.
    const closing = minutesOf(hours[4] as string, hours[5], hours[6] ?? (hours[3] ? undefined : 'pm'));
    // Closing at 12:00 AM (or 0:00) is the midnight that ends the day ("6:00 PM-12:00 AM"), not the one that starts it.
    const closes = closing === 0 ? 24 * 60 : closing;
    // "1-5pm": an opening hour without its own AM/PM takes the closing one's when that keeps it earlier ("9-5pm": AM).
    const sameHalf = minutesOf(hours[1] as string, hours[2], hours[3] ?? hours[6]);
    const opens =
      hours[3] || (sameHalf !== null && closes !== null && sameHalf < closes)
        ? sameHalf
        : minutesOf(hours[1] as string, hours[2], 'am');
    if (opens === null || closes === null || closes <= opens) continue;
    for (const day of days) week[day]?.push([opens, closes]);
  }
  return understood ? week : null;
}

// Made at first use: the first date formatter brings ICU's calendar and zone data into memory, which a server that
// only serves pages never needs (docs/operations.md#memory).
let siteClockParts: Intl.DateTimeFormat | undefined;
const clockParts = () =>
  (siteClockParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }));

function siteClock(at: Date) {
  const parts = Object.fromEntries(
    clockParts()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: dayIndex(String(parts.weekday)),
    offsetMs:
      Date.UTC(
        Number(parts.year),
        Number(parts.month) - 1,
        Number(parts.day),
        Number(parts.hour),
        Number(parts.minute),
        Number(parts.second),
      ) -
      Math.floor(at.getTime() / 1000) * 1000,
  };
}

/** The moment a wall-clock time of a Los Angeles date is (daylight saving included). */
function siteMoment(year: number, month: number, day: number, minutes: number): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  const first = guess - siteClock(new Date(guess)).offsetMs;
  return new Date(guess - siteClock(new Date(first)).offsetMs);
}

/**
 * The first moment at or after `earliest` within office hours, in Los Angeles time: the reminder of a lead that
 * came in at night goes when the office opens. Unreadable hours (null) or a week with no open hour: `earliest`.
 */
export function nextOpenMoment(earliest: Date, hours: OfficeHours): Date {
  if (!hours || hours.every((day) => day.length === 0)) return earliest;
  for (let offset = 0; offset <= 7; offset++) {
    const clock = siteClock(new Date(earliest.getTime() + offset * 86_400_000));
    for (const [opens, closes] of [...(hours[clock.weekday] ?? [])].sort((a, b) => a[0] - b[0])) {
      const start = siteMoment(clock.year, clock.month, clock.day, opens);
      const end = siteMoment(clock.year, clock.month, clock.day, closes);
      if (earliest < end) return earliest > start ? earliest : start;
    }
  }
  return earliest;
}
