import { describe, expect, it } from 'vitest';
import { nextOpenMoment, parseOfficeHours } from '../../src/server/services/leads/alert-hours';

const DEFAULT_HOURS = 'Mon-Fri: 8:00 AM-6:00 PM\nSat: 9:00 AM-4:00 PM\nSunday: By appointment only';
const hours = parseOfficeHours(DEFAULT_HOURS);
/** A Los Angeles wall-clock time in November 2026 (PST, UTC-8). */
const la = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hour + 8, minute));

describe('office hours for the reminder', () => {
  it('reads the business profile’s lines; a day "by appointment" is closed', () => {
    expect(hours?.[1]).toEqual([[8 * 60, 18 * 60]]);
    expect(hours?.[5]).toEqual([[8 * 60, 18 * 60]]);
    expect(hours?.[6]).toEqual([[9 * 60, 16 * 60]]);
    expect(hours?.[0]).toEqual([]);
    expect(parseOfficeHours('Mon, Wed: 9-5\nTue: 1-5pm')?.slice(1, 4)).toEqual([
      [[9 * 60, 17 * 60]],
      [[13 * 60, 17 * 60]],
      [[9 * 60, 17 * 60]],
    ]);
    expect(parseOfficeHours('Call us any time')).toBeNull();
    // Open until midnight: the day's end, not its start (which read as no hours at all).
    expect(parseOfficeHours('Fri: 6:00 PM-12:00 AM')?.[5]).toEqual([[18 * 60, 24 * 60]]);
    expect(parseOfficeHours('Fri: 11:59 PM-12:00 AM')?.[5]).toEqual([[23 * 60 + 59, 24 * 60]]);
    expect(nextOpenMoment(la(27, 17), parseOfficeHours('Fri: 6:00 PM-12:00 AM'))).toEqual(la(27, 18));
    expect(nextOpenMoment(la(27, 23, 30), parseOfficeHours('Fri: 6:00 PM-12:00 AM'))).toEqual(la(27, 23, 30));
  });

  it('a reminder due within hours goes then; after closing it waits for the next opening, in LA time', () => {
    // Wednesday 25 November 2026, 10:30 AM: open.
    expect(nextOpenMoment(la(25, 10, 30), hours)).toEqual(la(25, 10, 30));
    // Wednesday 7:15 PM: Thursday 8:00 AM.
    expect(nextOpenMoment(la(25, 19, 15), hours)).toEqual(la(26, 8));
    // Saturday 5 PM: Sunday is by appointment, so Monday 8:00 AM.
    expect(nextOpenMoment(la(28, 17), hours)).toEqual(la(30, 8));
    // Friday 6:30 AM: Friday 8:00 AM.
    expect(nextOpenMoment(la(27, 6, 30), hours)).toEqual(la(27, 8));
  });

  it('across the change to daylight time the opening is still 8:00 AM on the wall clock', () => {
    // Saturday 13 March 2027 after closing (PST); clocks spring forward on Sunday the 14th; Monday 8:00 AM is PDT (UTC-7).
    const saturdayEvening = new Date(Date.UTC(2027, 2, 13, 17 + 8));
    expect(nextOpenMoment(saturdayEvening, hours)).toEqual(new Date(Date.UTC(2027, 2, 15, 8 + 7)));
  });

  it('unreadable hours never hold a reminder back', () => {
    const now = la(25, 23);
    expect(nextOpenMoment(now, null)).toEqual(now);
    expect(nextOpenMoment(now, parseOfficeHours('Mon: closed'))).toEqual(now);
  });
});
