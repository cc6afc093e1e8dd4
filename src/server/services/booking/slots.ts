import type { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_LIMITS, type ConsultationKind, type KindSettings } from '../../../common/booking/kinds';
import type { BookingRules } from './booking-settings';
import { addDays, localDayOf, openWindows } from './local-days';

/** The free times of one local day: each an instant, in order. */
export interface FreeDay {
  day: string;
  times: Date[];
}

/**
 * Every free start of a kind in the open windows given (a local day and minutes of it), in one statement:
 * PostgreSQL walks each window's local times on the slot grid and makes each an instant in the site's zone. A
 * local time that does not exist (the spring change's skipped hour) comes back as another clock time and is left
 * out; one that happens twice (the autumn change) is walked once. A time is free when it is past the notice and
 * the meeting with its buffers overlaps no live booking (the gist index of the exclusion constraint serves it).
 * SQL: set-returning functions over JSON and time zone arithmetic, which the ORM's query builder does not express.
 */
const FREE_TIMES = `
select to_char(slot.local_start, 'YYYY-MM-DD') as day, slot.starts_at
  from (
    select local_start, local_start at time zone ? as starts_at
      from jsonb_to_recordset(?::jsonb) as window_of(day date, "from" int, "to" int),
           lateral generate_series(
             window_of.day + make_interval(mins => window_of."from"),
             window_of.day + make_interval(mins => window_of."to" - ?::int),
             make_interval(mins => ?::int)) as local_start
  ) as slot
 where slot.starts_at at time zone ? = slot.local_start
   and slot.starts_at >= now() + make_interval(hours => ?::int)
   and not exists (
     select 1 from consultations booked
      where booked.cancelled_at is null
        and booked.held && tstzrange(slot.starts_at - make_interval(mins => ?::int),
                                     slot.starts_at + make_interval(mins => ?::int), '[)'))
 order by slot.starts_at`;

export function kindOf(rules: BookingRules, kind: ConsultationKind): KindSettings | undefined {
  return rules.kinds.find((entry) => entry.kind === kind && entry.offered);
}

/** The days a visitor may book, from `first` (never before today) to the last day ahead. */
export function bookableDays(rules: BookingRules, first?: string, now = new Date()): string[] {
  const today = localDayOf(now, rules.timeZone);
  const last = addDays(today, rules.daysAhead);
  const days: string[] = [];
  for (let day = first && first > today ? first : today; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The free times of `kind` on each of `days` (days without any are left out), from one query. */
export async function freeTimes(
  em: EntityManager,
  rules: BookingRules,
  kind: KindSettings,
  days: readonly string[],
): Promise<FreeDay[]> {
  const windows = days.flatMap((day) =>
    openWindows(day, rules.week, rules.daysOff)
      .filter((window) => window.to - window.from >= kind.minutes)
      .map((window) => ({ day, ...window })),
  );
  if (windows.length === 0) return [];
  const rows = await em.execute<Array<{ day: string; starts_at: Date }>>(FREE_TIMES, [
    rules.timeZone,
    JSON.stringify(windows),
    kind.minutes,
    BOOKING_LIMITS.slotStepMinutes,
    rules.timeZone,
    rules.noticeHours,
    kind.bufferBefore,
    kind.minutes + kind.bufferAfter,
  ]);
  const byDay = new Map<string, Date[]>();
  for (const row of rows) {
    const list = byDay.get(row.day) ?? [];
    list.push(new Date(row.starts_at));
    byDay.set(row.day, list);
  }
  return [...byDay].map(([day, times]) => ({ day, times }));
}
