/**
 * Local calendar days of the site's time zone, as `YYYY-MM-DD` strings: counted on the calendar (a day is a day,
 * whatever daylight saving does to its length), turned into instants only by PostgreSQL (slots.ts).
 */
import type { DayWindow, WeeklyHours } from '../../../common/booking/hours';
import type { DayBlock } from '../../../common/schemas/booking';

/** The day `moment` falls on in `timeZone`. */
export function localDayOf(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

const asUtcNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  const date = asUtcNoon(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: string) => asUtcNoon(day).getUTCDay();

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A window with a span taken out: none, one or two windows. */
function without(window: DayWindow, from: number, to: number): DayWindow[] {
  if (to <= window.from || from >= window.to) return [window];
  return [
    ...(from > window.from ? [{ from: window.from, to: from }] : []),
    ...(to < window.to ? [{ from: to, to: window.to }] : []),
  ];
}

/** The open windows of one day: its weekday's hours less the day's blocks (a day off takes all). */
export function openWindows(day: string, week: WeeklyHours, blocks: readonly DayBlock[]): DayWindow[] {
  let windows: DayWindow[] = [...(week[weekdayOf(day)] ?? [])];
  for (const block of blocks) {
    if (block.day !== day) continue;
    if (block.from === undefined || block.to === undefined) return [];
    const [from, to] = [minutesOf(block.from), minutesOf(block.to)];
    windows = windows.flatMap((window) => without(window, from, to));
  }
  return windows;
}
