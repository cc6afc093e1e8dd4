/**
 * Consultation booking over real HTTP on a real PostgreSQL: the free times in Los Angeles days (both
 * daylight-saving changes), one booking out of 50 requests for one time, the refusals naming their field, the
 * lead the booking is, and the kept free times dropped by a booking.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_KINDS } from '../../src/common/booking/kinds';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

const ZONE = 'America/Los_Angeles';
/** Every day 9 to 5, a phone call of 20 minutes with 10 after, no notice: times the tests can reason about. */
const SETTINGS = {
  kinds: DEFAULT_KINDS.map((kind) => ({ ...kind })),
  weeklyHours: 'Mon-Sun: 9:00 AM-5:00 PM',
  daysOff: [] as Array<{ day: string; from?: string; to?: string }>,
  noticeHours: 0,
  daysAhead: 366,
};

function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return orm.em.fork().getConnection().execute<T[]>(text, params);
}

async function saveSettings(changes: Partial<typeof SETTINGS> = {}) {
  const saved = await app.http.put('/api/admin/booking/settings', { ...SETTINGS, ...changes });
  expect(saved.status, saved.text).toBe(200);
}

/** The calendar day `count` days after `day`. */
function daysFrom(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The day `count` days from today in Los Angeles. */
const dayFromNow = (count: number) =>
  daysFrom(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()), count);

/** The next day (after tomorrow) whose Los Angeles offset from UTC differs from the day before's: a DST change. */
function nextChange(direction: 'spring' | 'autumn'): string {
  const offsetOf = (day: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(`${day}T20:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value;
  for (let count = 4; count < 366; count++) {
    const [before, day] = [dayFromNow(count - 1), dayFromNow(count)];
    const change = offsetOf(before) !== offsetOf(day);
    if (change && (offsetOf(day) === 'GMT-7') === (direction === 'spring')) return day;
  }
  throw new Error('no daylight-saving change within a year');
}

const lead = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '(626) 555-0142',
  projectType: 'Home Remodel',
  message: 'We would like to talk about a new kitchen.',
  fillTimeMs: 30_000,
});

const slotsOf = async (kind: string, from: string) => {
  const answer = await app.http.get(`/api/booking/slots?kind=${kind}&from=${from}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { days: Array<{ day: string; times: string[] }>; timeZone: string };
};
const timesOn = async (kind: string, day: string) =>
  (await slotsOf(kind, day)).days.find((entry) => entry.day === day)?.times ?? [];

const book = (n: number, kind: string, startsAt: string, extra: Record<string, unknown> = {}) =>
  app.http.post('/api/booking', { ...lead(n), kind, startsAt, ...extra });

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, { CONTACT_RATE_LIMIT: '1000' });
  await app.http.login();
});
beforeEach(async () => {
  await sql('delete from consultations');
  await sql('delete from contact_submissions');
  await saveSettings();
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

describe('free times', () => {
  it('walks the hours in Los Angeles time, on both sides of the autumn change', async () => {
    const change = nextChange('autumn');
    const [dayBefore, after] = [daysFrom(change, -2), daysFrom(change, 1)];
    // 9:00 AM is 16:00 UTC in daylight time and 17:00 UTC in standard time; 4:30 PM the last 20-minute call's start.
    const [summer, winter] = [await timesOn('phone', dayBefore), await timesOn('phone', after)];
    expect(summer[0]).toBe(`${dayBefore}T16:00:00.000Z`);
    expect(summer.at(-1)).toBe(`${dayBefore}T23:30:00.000Z`);
    expect(winter[0]).toBe(`${after}T17:00:00.000Z`);
    expect(summer).toHaveLength(16);
    expect(winter).toHaveLength(16);
  });

  it('books across the autumn change: 9 AM on the Monday after is 17:00 UTC, and is told as 9 AM', async () => {
    const monday = daysFrom(nextChange('autumn'), 1);
    const nine = `${monday}T17:00:00.000Z`;
    expect(await timesOn('onsite', monday)).toContain(nine);
    const answer = await book(1, 'onsite', nine, { propertyAddress: '2250 Lake Ave, Altadena, CA 91001' });
    expect(answer.status, answer.text).toBe(200);
    const shown = await app.http.get(`/api/booking/confirmation?receipt=${answer.body.receipt}`);
    expect(new Date(shown.body.startsAt).toLocaleTimeString('en-US', { timeZone: ZONE })).toBe('9:00:00 AM');
    // The Friday before, still in daylight time, 9 AM is 16:00 UTC: the same clock time, another instant.
    expect(await timesOn('onsite', daysFrom(monday, -3))).toContain(`${daysFrom(monday, -3)}T16:00:00.000Z`);
  });

  it('offers the repeated autumn hour once and skips the spring hour that does not happen', async () => {
    await saveSettings({ weeklyHours: 'Sunday: 12:00 AM-4:00 AM' });
    const autumn = await timesOn('phone', nextChange('autumn'));
    // 12:00 … 3:30 on the local clock: eight starts, 1:00 and 1:30 (which happen twice) once each.
    expect(autumn).toHaveLength(8);
    expect(new Set(autumn).size).toBe(8);
    const spring = await timesOn('phone', nextChange('spring'));
    // 2:00 and 2:30 do not happen that night.
    expect(spring).toHaveLength(6);
    const clock = spring.map((time) =>
      new Date(time).toLocaleTimeString('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }),
    );
    expect(clock).toEqual(['12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM', '3:00 AM', '3:30 AM']);
  });

  it('leaves out days off, blocks, the notice and the days past the last one', async () => {
    const [dayOff, blocked] = [dayFromNow(3), dayFromNow(4)];
    await saveSettings({
      daysOff: [{ day: dayOff }, { day: blocked, from: '12:00', to: '15:00' }],
      noticeHours: 48,
      daysAhead: 6,
    });
    const { days } = await slotsOf('onsite', dayFromNow(0));
    const listed = days.map((entry) => entry.day);
    expect(listed).not.toContain(dayOff);
    expect(listed).not.toContain(dayFromNow(0));
    expect(listed).not.toContain(dayFromNow(7));
    expect(listed).toContain(dayFromNow(6));
    const clock = (days.find((entry) => entry.day === blocked)?.times ?? []).map((time) =>
      new Date(time).toLocaleTimeString('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }),
    );
    // A one-hour visit fits 9:00-12:00 (9:00 … 11:00) and 3:00-5:00 (3:00 … 4:00).
    expect(clock).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
    ]);
  });
});

describe('kept free times', () => {
  it('are answered from the response cache for a minute at most, and a booking drops them at once', async () => {
    const day = dayFromNow(2);
    const first = await app.http.get('/api/booking/slots?kind=phone');
    const kept = app.store.get('rest public.booking.slots(phone)');
    expect(kept?.etag).toBe(first.headers.get('etag'));
    expect((kept?.expiresAt ?? 0) - Date.now()).toBeGreaterThan(50_000);
    expect((kept?.expiresAt ?? Infinity) - Date.now()).toBeLessThanOrEqual(60_000);
    // Another spelling of the query is not kept (it reaches the procedure), so keys stay few.
    await app.http.get(`/api/booking/slots?kind=phone&from=${day}`);
    expect(app.store.get(`rest public.booking.slots(phone)&from=${day}`)).toBeUndefined();
    const [time] =
      (first.body.days as Array<{ day: string; times: string[] }>).find((entry) => entry.day === day)
        ?.times ?? [];
    expect((await book(1, 'phone', time as string)).status).toBe(200);
    expect(app.store.get('rest public.booking.slots(phone)')).toBeUndefined();
    const after = await app.http.get('/api/booking/slots?kind=phone');
    expect(JSON.stringify(after.body)).not.toContain(time);
  });
});

describe('booking', () => {
  it('makes one booking of 50 requests for one time, and tells the 49 it was just taken', async () => {
    const day = dayFromNow(2);
    const [time] = await timesOn('video', day);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => book(n, 'video', time as string)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toMatch(/^startsAt: That time was just taken\. The nearest free times: /);
    expect(await sql('select id from consultations')).toHaveLength(1);
    // The 49 refused left no lead (and so no alert) behind.
    expect(await sql('select id from contact_submissions')).toHaveLength(1);
    expect(await timesOn('video', day)).not.toContain(time);
  });

  it('is a lead at "Consultation booked", shown again by its receipt', async () => {
    const day = dayFromNow(3);
    const [time] = await timesOn('onsite', day);
    const answer = await book(1, 'onsite', time as string, {
      propertyAddress: '2250 Lake Ave, Altadena, CA',
    });
    expect(answer.status, answer.text).toBe(200);
    const endsAt = new Date(new Date(time as string).getTime() + 60 * 60_000).toISOString();
    expect(answer.body).toMatchObject({ kind: 'onsite', startsAt: time, endsAt });
    const [stored] = await sql<{ status: string; name: string }>(
      'select status, name from contact_submissions where id = ?',
      [answer.body.leadId],
    );
    expect(stored).toEqual({ status: 'Consultation booked', name: 'Visitor 1' });
    const shown = await app.http.get(`/api/booking/confirmation?receipt=${answer.body.receipt}`);
    expect(shown.body).toMatchObject({ kind: 'onsite', startsAt: time, name: 'Visitor 1', cancelled: false });
    // The visit holds 30 minutes either side: the next on-site visit starts two hours later at the earliest.
    const after = await timesOn('onsite', day);
    const next = after.find((start) => start > (time as string));
    expect(new Date(next as string).getTime() - new Date(time as string).getTime()).toBe(120 * 60_000);
  });

  it('is held by the database: an overlapping live booking is refused whoever writes it, a cancelled one is not', async () => {
    const [leadRow] = await sql<{ id: number }>(
      `insert into contact_submissions (name, email, phone, project_type, message, created_at)
       values ('A', 'a@example.com', '(626) 555-0100', '', 'm', now()) returning id`,
    );
    const insert = (from: string, until: string, cancelled = false) =>
      sql(
        `insert into consultations (submission_id, kind, starts_at, ends_at, held_from, held_until, cancelled_at)
         values (?, 'phone', ?, ?, ?, ?, ${cancelled ? 'now()' : 'null'})`,
        [leadRow?.id, from, until, from, until],
      );
    await insert('2031-01-06T17:00:00Z', '2031-01-06T18:00:00Z');
    await expect(insert('2031-01-06T17:30:00Z', '2031-01-06T18:30:00Z')).rejects.toMatchObject({
      code: '23P01',
    });
    await insert('2031-01-06T17:30:00Z', '2031-01-06T18:30:00Z', true);
    // Ranges are half-open: one meeting may start as the other ends.
    await insert('2031-01-06T18:00:00Z', '2031-01-06T18:30:00Z');
  });

  it('frees the time of a cancelled booking', async () => {
    const day = dayFromNow(2);
    const [time] = await timesOn('phone', day);
    expect((await book(1, 'phone', time as string)).status).toBe(200);
    await sql('update consultations set cancelled_at = now()');
    await app.http.put('/api/admin/booking/settings', SETTINGS); // drops the kept lists, as a cancellation will
    expect(await timesOn('phone', day)).toContain(time);
    expect((await book(2, 'phone', time as string)).status).toBe(200);
  });

  it('refuses times and fields it cannot take, naming the field', async () => {
    const day = dayFromNow(2);
    const [time] = await timesOn('phone', day);
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ startsAt: '2020-01-06T17:00:00Z' }, 400, /^startsAt: That time has passed/],
      [{ startsAt: `${day}T05:00:00Z` }, 400, /^startsAt: That time is not open for booking/],
      [{ startsAt: 'tomorrow at nine' }, 400, /^startsAt: /],
      [{ kind: 'coffee' }, 400, /^kind: /],
      [{ kind: 'onsite' }, 400, /^propertyAddress: An on-site visit needs the address/],
      [
        { kind: 'onsite', propertyAddress: '456 Ocean Ave, Phoenix, AZ 85001' },
        400,
        /^propertyAddress: That address is outside the area we visit/,
      ],
      [{ email: 'not an address' }, 400, /^email: /],
    ];
    for (const [changes, status, message] of cases) {
      const answer = await book(1, 'phone', time as string, changes);
      expect(answer.status, JSON.stringify(changes)).toBe(status);
      expect(answer.body.message, JSON.stringify(changes)).toMatch(message);
    }
    expect(await sql('select id from contact_submissions')).toHaveLength(0);
  });

  it('takes two bookings to come per e-mail address', async () => {
    const times = await timesOn('phone', dayFromNow(2));
    expect((await book(1, 'phone', times[0] as string)).status).toBe(200);
    expect((await book(1, 'phone', times[2] as string)).status).toBe(200);
    const third = await book(1, 'phone', times[4] as string, { email: 'VISITOR1@example.com' });
    expect(third.status).toBe(400);
    expect(third.body.message).toMatch(/^email: This address already has 2 consultations booked/);
  });

  it('answers spam as booked but holds no time', async () => {
    const [time] = await timesOn('phone', dayFromNow(2));
    const answer = await book(1, 'phone', time as string, { website: 'http://spam.example' });
    expect(answer.status).toBe(200);
    expect(await sql('select id from consultations')).toHaveLength(0);
    expect(await timesOn('phone', dayFromNow(2))).toContain(time);
  });
});

describe("the owner's changes", () => {
  it('moves, marks held and cancels a booking from its lead, each a note in the lead and a free time', async () => {
    const day = dayFromNow(2);
    const [first, , third, , fifth] = await timesOn('phone', day);
    const booked = await book(1, 'phone', first as string);
    const other = await book(2, 'phone', fifth as string);
    const [id, leadId] = [booked.body.id, booked.body.leadId];

    const taken = await app.http.post(`/api/admin/consultations/${id}/move`, { startsAt: fifth });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/^startsAt: That time was just taken/);
    const moved = await app.http.post(`/api/admin/consultations/${id}/move`, { startsAt: third });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ startsAt: third, version: 2 });
    const soonest = (await app.http.get('/api/admin/consultations')).body as Array<{
      leadId: number;
      startsAt: string;
    }>;
    expect(soonest.map((entry) => [entry.leadId, entry.startsAt])).toEqual([
      [leadId, third],
      [other.body.leadId, fifth],
    ]);
    const times = await timesOn('phone', day);
    expect(times).toContain(first);
    expect(times).not.toContain(third);

    expect((await app.http.post(`/api/admin/consultations/${id}/done`)).body).toMatchObject({ version: 3 });
    expect((await app.http.post(`/api/admin/consultations/${id}/done`)).status).toBe(409);
    const cancelled = await app.http.post(`/api/admin/consultations/${other.body.id}/cancel`);
    expect(cancelled.body.cancelledAt).not.toBeNull();
    expect((await app.http.post(`/api/admin/consultations/${other.body.id}/cancel`)).status).toBe(409);
    expect(await timesOn('phone', day)).toContain(fifth);

    const lead = await app.http.get(`/api/admin/leads/${leadId}`);
    expect(lead.body.notes.map((note: { text: string }) => note.text)).toEqual([
      expect.stringMatching(/^Consultation moved from .+ to .+\.$/),
      expect.stringMatching(/^Consultation of .+ held\.$/),
    ]);
    const upcoming = await app.http.get('/api/admin/consultations');
    expect(upcoming.body.map((entry: { leadId: number }) => entry.leadId)).not.toContain(leadId); // held
    const listed = await app.http.get(`/api/admin/leads/${leadId}/consultations`);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ id, kind: 'phone' });
    expect((await app.http.post('/api/admin/consultations/999999/cancel')).status).toBe(404);
  });
});

describe('backups', () => {
  it('hold bookings to come, which the archive check takes (their times lie ahead; the computed range is left out)', async () => {
    const [time] = await timesOn('phone', dayFromNow(3));
    expect((await book(1, 'phone', time as string)).status).toBe(200);
    expect((await app.http.post('/api/admin/backups', {})).status).toBe(200);
    await vi.waitFor(
      async () => {
        const { lastRun } = (await app.http.get('/api/admin/backups')).body as {
          lastRun: { state: string; error?: string } | null;
        };
        expect(lastRun?.state, lastRun?.error).toBe('succeeded');
      },
      { timeout: 45_000, interval: 200 },
    );
  });
});

describe('booking settings', () => {
  it('refuses a misfit value, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ noticeHours: -1 }, /noticeHours: Notice must be 0 to/],
      [{ daysAhead: 'soon' }, /daysAhead: Days ahead must be a number/],
      [{ daysOff: [{ day: '2027-02-30' }] }, /daysOff\.0\.day: Day off must be a day of the calendar/],
      [
        { daysOff: [{ day: '2027-02-03', from: '15:00', to: '12:00' }] },
        /daysOff\.0\.to: A block ends after it starts/,
      ],
      [{ kinds: SETTINGS.kinds.slice(1) }, /kinds: kinds must list each of/],
    ];
    for (const [changes, message] of cases) {
      const answer = await app.http.put('/api/admin/booking/settings', { ...SETTINGS, ...changes });
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const signedOut = await fetch(`${app.baseUrl}/api/admin/booking/settings`);
    expect(signedOut.status).toBe(401);
  });
});
