/**
 * Weekly availability as the owner writes office hours ("Mon-Fri: 8:00 AM-6:00 PM", one line per day range): the
 * booking's weekly hours default to the office hours setting, read here as minutes of the local day per weekday. A
 * line whose hours are words ("By appointment only", "Closed") offers no time that day.
 */
import { labelledLines } from '../settings/lines';

/** One span of a local day, in minutes from midnight: [from, to). */
export interface DayWindow {
  from: number;
  to: number;
}

/** Windows per weekday, Sunday first (as `Date.getDay()` and PostgreSQL's `extract(dow)` count). */
export type WeeklyHours = readonly (readonly DayWindow[])[];

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** "Mon", "monday", "Thurs" → 1, 1, 4; null for a word that names no day. */
function weekdayOf(word: string): number | null {
  const start = word.trim().toLowerCase().slice(0, 3);
  const index = DAY_NAMES.indexOf(start);
  return index < 0 ? null : index;
}

/** "Mon-Fri" → [1..5], "Sat" → [6], "Sat, Sun" → [6, 0]; null when a part names no day. */
function daysOf(label: string): number[] | null {
  const days: number[] = [];
  for (const part of label.split(/[,&]|\band\b/)) {
    if (part.trim() === '') continue;
    const [first, last, ...rest] = part.split(/\s*[-–—]\s*|\s+to\s+/);
    const from = weekdayOf(first ?? '');
    const to = last === undefined ? from : weekdayOf(last);
    if (from === null || to === null || rest.length > 0) return null;
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === to) break;
    }
  }
  return days.length > 0 ? days : null;
}

/** "8:00 AM", "8am", "17:30" → minutes from midnight; null when it is not a time. */
function minutesOf(text: string): number | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (minutes > 59 || hours > 24 || (half && (hours < 1 || hours > 12))) return null;
  if (half === 'p' && hours < 12) hours += 12;
  if (half === 'a' && hours === 12) hours = 0;
  return hours * 60 + minutes;
}

/** "8:00 AM-6:00 PM" → {from 480, to 1080}; null for words or a span that ends before it starts. */
export function windowOf(text: string): DayWindow | null {
  const [start, end, ...rest] = text.split(/\s*[-–—]\s*|\s+to\s+/);
  if (start === undefined || end === undefined || rest.length > 0) return null;
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from !== null && to !== null && from < to ? { from, to } : null;
}

/** The weekly hours a value of office hours says (a day no line names, or whose hours are words, has none). */
export function weeklyHoursOf(value: string): WeeklyHours {
  const week: DayWindow[][] = DAY_NAMES.map(() => []);
  for (const { label, text } of labelledLines(value)) {
    const days = daysOf(label);
    const window = windowOf(text);
    if (!days || !window) continue;
    for (const day of days) week[day]?.push(window);
  }
  return week;
}
