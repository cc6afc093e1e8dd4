/**
 * The booking page over real HTTP: each step a page of its own that works without a script, the plain form booked
 * through the same procedure as the API, the confirmation page, its calendar file read by an independent iCalendar
 * parser (ical.js), and the visitor's confirmation e-mail in his language with the invitation attached.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_KINDS } from '../../src/common/booking/kinds';
import { formatMeeting } from '../../src/common/i18n/format';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let mail: SmtpSink;

const SETTINGS = {
  kinds: DEFAULT_KINDS,
  weeklyHours: 'Mon-Sun: 9:00 AM-5:00 PM',
  daysOff: [],
  noticeHours: 0,
  daysAhead: 14,
};
const eventually = { timeout: 45_000, interval: 100 };

const sql = (text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(text, params);

/** Tomorrow in Los Angeles: a day whose every hour is still to come, whatever the time of the run. */
function tomorrow(): string {
  const date = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date())}T12:00:00Z`,
  );
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The free times the page offers as radio buttons, in its order. */
const offeredTimes = (html: string) =>
  [...html.matchAll(/name="startsAt" value="([^"]+)"/g)].map((match) => match[1] as string);

/** The one event of an iCalendar text, as ical.js reads it. */
function eventOf(text: string): ICAL.Event {
  const component = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!component) throw new Error(`no event in ${text}`);
  return new ICAL.Event(component);
}

const visitor = {
  name: 'Rosa Martínez',
  email: 'rosa@example.com',
  phone: '(626) 555-0142',
  message: 'Queremos reconstruir la casa.',
};

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  mail = await startSmtpSink();
  app = await startTestApp(orm, {
    CONTACT_RATE_LIMIT: '1000',
    SMTP_URL: mail.url,
    LEAD_NOTIFY_TO: 'owner@example.com',
  });
  await app.http.login();
  expect((await app.http.put('/api/admin/booking/settings', SETTINGS)).status).toBe(200);
});
beforeEach(async () => {
  await sql('delete from consultations');
  await sql('delete from contact_submissions');
});
afterAll(async () => {
  await app?.close();
  await mail?.close();
  await orm?.close();
});

describe('the booking page', () => {
  it('offers the kinds, then a kind’s days and times, each a plain link or field, never kept', async () => {
    const start = await app.http.get('/schedule');
    expect(start.status).toBe(200);
    expect(start.headers.get('cache-control')).toMatch(/no-store|private|no-cache/);
    for (const kind of ['onsite', 'video', 'phone'])
      expect(start.text).toContain(`href="/schedule?kind=${kind}"`);
    expect(offeredTimes(start.text)).toEqual([]);

    const video = await app.http.get('/schedule?kind=video');
    expect(video.text).toContain('aria-current="page"');
    const times = offeredTimes(video.text);
    expect(times.length).toBeGreaterThan(0);
    expect(video.text).toContain('All times are Pacific time (Los Angeles).');
    expect(video.text).toContain(`<form id="booking-form" action="/schedule" method="post">`);
    // Only an on-site visit asks for the address, and then requires it.
    expect(video.text).not.toContain('name="propertyAddress"');
    const onsite = await app.http.get('/es/agendar?kind=onsite');
    expect(onsite.text).toContain('Visita a su propiedad');
    expect(onsite.text).toContain('Todos los horarios son hora del Pacífico (Los Ángeles).');
    expect(onsite.text).toMatch(/name="propertyAddress"[^>]*required|required[^>]*name="propertyAddress"/);
    expect(onsite.text).toContain(`<form id="booking-form" action="/es/agendar" method="post">`);
  });

  it('tells the times on the business’s clock, and names that clock, when the owner sets another', async () => {
    const zone = (value: string) => app.http.put('/api/settings/site_time_zone', { value });
    expect((await zone('America/Denver')).status).toBe(200);
    try {
      const video = await app.http.get('/schedule?kind=video');
      expect(video.text).toContain('All times are Mountain Time (Denver).');
      const spanish = await app.http.get('/es/agendar?kind=video');
      expect(spanish.text).toContain('Todos los horarios son hora de las Montañas Rocosas (Denver).');
      // The office hours (8 AM to 6 PM at the latest) are Denver's now: every time offered lies within them there.
      const hours = offeredTimes(video.text).map((time) =>
        Number(
          new Intl.DateTimeFormat('en-US', {
            timeZone: 'America/Denver',
            hour: 'numeric',
            hourCycle: 'h23',
          }).format(new Date(time)),
        ),
      );
      expect(hours.length).toBeGreaterThan(0);
      for (const hour of hours) expect(hour).toBeGreaterThanOrEqual(8);
      for (const hour of hours) expect(hour).toBeLessThan(18);
    } finally {
      expect((await zone('America/Los_Angeles')).status).toBe(200);
    }
  });

  it('books from the plain form, shows the booking, and gives its calendar file', async () => {
    const [time] = offeredTimes((await app.http.get(`/es/agendar?kind=video&day=${tomorrow()}`)).text);
    const posted = await app.http.postForm('/es/agendar', {
      ...visitor,
      kind: 'video',
      startsAt: time as string,
      website: '',
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location).toMatch(/^\/es\/agendar\?booked=[\w-]{32}$/);
    const shown = await app.http.get(location);
    expect(shown.text).toContain('Su consulta está agendada');
    const when = new Intl.DateTimeFormat('es-US', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'America/Los_Angeles',
    }).format(new Date(time as string));
    expect(shown.text).toContain(when);
    expect(shown.text).toContain('Le enviamos la confirmación a rosa@example.com.');
    expect(shown.text).toContain('https://calendar.google.com/calendar/render?');

    const receipt = location.split('=')[1] as string;
    const file = await app.http.get(`/calendar/consultation.ics?booked=${receipt}&lang=es`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    const event = eventOf(file.text);
    expect(event.startDate.toJSDate().toISOString()).toBe(time);
    expect(event.endDate.toJSDate().getTime() - new Date(time as string).getTime()).toBe(30 * 60_000);
    expect(event.summary).toBe('Videollamada con Summit Coast Builders');
    expect((await app.http.get('/calendar/consultation.ics?booked=nothing')).status).toBe(404);
  });

  it('sends the visitor a confirmation in his language with the invitation, beside the owner’s alert', async () => {
    const [, time] = offeredTimes((await app.http.get(`/es/agendar?kind=phone&day=${tomorrow()}`)).text);
    const posted = await app.http.postForm('/es/agendar', {
      ...visitor,
      kind: 'phone',
      startsAt: time as string,
    });
    expect(posted.status).toBe(303);
    const ofThisBooking = () =>
      mail.acknowledgements.find((email) =>
        email.text?.includes('Quedó agendada su consulta (Llamada telefónica)'),
      );
    await vi.waitFor(() => expect(ofThisBooking()).toBeDefined(), eventually);
    const confirmation = ofThisBooking();
    expect(confirmation?.subject).toMatch(/^Su consulta del .+ - Summit Coast Builders$/);
    // The owner is alerted of it as of any lead, with when and an invitation for his calendar.
    const ownersAlert = () =>
      mail.messages.find((email) => email.text?.includes('Consultation booked: Phone call, '));
    await vi.waitFor(() => expect(ownersAlert()).toBeDefined(), eventually);
    const ownersFile = ownersAlert()?.attachments.find((file) => file.filename === 'consultation.ics');
    const ownersEvent = eventOf(
      typeof ownersFile?.content === 'string'
        ? ownersFile.content
        : new TextDecoder().decode(ownersFile?.content),
    );
    expect(ownersEvent.summary).toBe('Phone call with Rosa Martínez');
    expect(ownersEvent.startDate.toJSDate().toISOString()).toBe(time);
    const invitation = confirmation?.attachments.find((file) => file.filename === 'consultation.ics');
    const content =
      typeof invitation?.content === 'string'
        ? invitation.content
        : new TextDecoder().decode(invitation?.content);
    const event = eventOf(content);
    expect(event.startDate.toJSDate().toISOString()).toBe(time);
  });

  it('gives the owner a private calendar feed of every booking, renewed and turned off from the panel', async () => {
    // Three hours apart: each visit holds half an hour either side of its hour.
    const [first, , , , , , second] = offeredTimes(
      (await app.http.get(`/schedule?kind=onsite&day=${tomorrow()}`)).text,
    );
    for (const [n, time] of [first, second].entries()) {
      const posted = await app.http.postForm('/schedule', {
        ...visitor,
        email: `feed${n}@example.com`,
        kind: 'onsite',
        startsAt: time as string,
        propertyAddress: '2250 Lake Ave, Altadena, CA 91001',
      });
      expect(posted.headers.get('location')).toMatch(/booked=/);
    }
    expect((await app.http.get('/api/admin/booking/feed')).body).toMatchObject({ on: false });
    const { url } = (await app.http.post('/api/admin/booking/feed')).body as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/calendar\/[\w-]{43}\.ics$/);
    const feed = await app.http.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(feed.text))
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([first, second]);
    expect(events[0]?.summary).toBe('On-site visit with Rosa Martínez');
    expect(events[0]?.location).toBe('2250 Lake Ave, Altadena, CA 91001');
    // The feed's address is its only key: stored hashed, a new one replaces it, and off means off.
    expect(JSON.stringify(await sql('select * from calendar_feeds'))).not.toContain(path.slice(10, 53));
    const renewed = new URL(((await app.http.post('/api/admin/booking/feed')).body as { url: string }).url)
      .pathname;
    expect((await app.http.get(path)).status).toBe(404);
    expect((await app.http.get(renewed)).status).toBe(200);
    expect((await app.http.delete('/api/admin/booking/feed')).status).toBe(200);
    expect((await app.http.get(renewed)).status).toBe(404);
    expect((await app.http.get('/calendar/..%2F..%2Fetc%2Fpasswd.ics')).status).toBe(404);
  });

  it('reminds the visitor the day before, once per time booked; a move moves the reminder, a cancellation drops it', async () => {
    const reminderOf = async (id: number) =>
      (
        await sql(
          `select j.run_at as "runAt" from graphile_worker._private_jobs j
            join graphile_worker._private_tasks t on t.id = j.task_id
           where t.identifier = 'remind_meeting' and j.key = ?`,
          [`meeting-reminder-${id}`],
        )
      )[0] as { runAt: string | Date } | undefined;
    const runAtOf = async (id: number) => {
      const job = await reminderOf(id);
      return job && new Date(job.runAt).toISOString();
    };
    const day = (count: number) => {
      const date = new Date(`${tomorrow()}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + count);
      return date.toISOString().slice(0, 10);
    };
    const [time] = offeredTimes((await app.http.get(`/schedule?kind=video&day=${day(2)}`)).text);
    const booked = await app.http.post('/api/booking', {
      ...visitor,
      email: 'remind@example.com',
      kind: 'video',
      startsAt: time,
    });
    expect(booked.status, booked.text).toBe(200);
    const id = booked.body.id as number;
    const dayBefore = (at: string) => new Date(new Date(at).getTime() - 24 * 3_600_000).toISOString();
    expect(await runAtOf(id)).toBe(dayBefore(time as string));

    const [later] = offeredTimes((await app.http.get(`/schedule?kind=video&day=${day(3)}`)).text);
    expect((await app.http.post(`/api/admin/consultations/${id}/move`, { startsAt: later })).status).toBe(
      200,
    );
    expect(await runAtOf(id)).toBe(dayBefore(later as string));

    // Due now: the worker sends it, in the language of the booking's page, with the invitation.
    await sql(
      `select graphile_worker.add_job('remind_meeting', json_build_object('submissionId', ?::int, 'bookingId', ?::int), job_key := ?)`,
      [booked.body.leadId, id, `meeting-reminder-${id}`],
    );
    const reminder = () =>
      mail.messages.find((email) => email.subject?.startsWith('Reminder: your consultation on'));
    await vi.waitFor(() => expect(reminder()).toBeDefined(), eventually);
    expect(reminder()?.to?.[0]?.address).toBe('remind@example.com');
    expect(reminder()?.attachments.some((file) => file.filename === 'consultation.ics')).toBe(true);

    // Moved after its reminder went: the day before the new time reminds again, once.
    const [fourth] = offeredTimes((await app.http.get(`/schedule?kind=video&day=${day(5)}`)).text);
    expect((await app.http.post(`/api/admin/consultations/${id}/move`, { startsAt: fourth })).status).toBe(
      200,
    );
    expect(await runAtOf(id)).toBe(dayBefore(fourth as string));
    const reminders = () =>
      mail.messages.filter((email) => email.subject?.startsWith('Reminder: your consultation on'));
    for (let run = 0; run < 2; run++)
      await sql(
        `select graphile_worker.add_job('remind_meeting', json_build_object('submissionId', ?::int, 'bookingId', ?::int), job_key := ?)`,
        [booked.body.leadId, id, `meeting-reminder-${id}-again-${run}`],
      );
    await vi.waitFor(() => expect(reminders()).toHaveLength(2), eventually);
    // Both jobs done, and still one reminder for the new time.
    await vi.waitFor(
      async () =>
        expect(
          await sql('select id from graphile_worker._private_jobs where key like ?', [
            `meeting-reminder-${id}-again-%`,
          ]),
        ).toHaveLength(0),
      eventually,
    );
    expect(reminders()).toHaveLength(2);
    const when = formatMeeting(new Date(fourth as string), 'en', 'America/Los_Angeles');
    expect(reminders()[1]?.subject).toContain(when);

    const [third] = offeredTimes((await app.http.get(`/schedule?kind=video&day=${day(4)}`)).text);
    const other = await app.http.post('/api/booking', {
      ...visitor,
      email: 'remind2@example.com',
      kind: 'video',
      startsAt: third,
    });
    expect(await reminderOf(other.body.id)).toBeDefined();
    expect((await app.http.post(`/api/admin/consultations/${other.body.id}/cancel`)).status).toBe(200);
    expect(await reminderOf(other.body.id)).toBeUndefined();
  });

  it('lets the visitor move and cancel by his private link alone, and tells the owner; the owner’s change tells him', async () => {
    const days = offeredTimes((await app.http.get(`/schedule?kind=video&day=${tomorrow()}`)).text);
    const [time, , , , later] = days;
    const posted = await app.http.postForm('/schedule', {
      ...visitor,
      email: 'link@example.com',
      kind: 'video',
      startsAt: time as string,
    });
    const confirmation = await app.http.get(posted.headers.get('location') ?? '');
    const link = /href="(\/schedule\?change=([^"&]+))"/.exec(confirmation.text);
    const [path, token] = [link?.[1] ?? '', link?.[2] ?? ''];
    expect(token).toMatch(/^\d+-[\w-]{32}$/);
    // The confirmation e-mail carries the same link.
    await vi.waitFor(
      () =>
        expect(mail.acknowledgements.some((email) => email.text?.includes(`/schedule?change=${token}`))).toBe(
          true,
        ),
      eventually,
    );

    const page = await app.http.get(path);
    expect(page.text).toContain('Your consultation');
    expect(page.text).toContain('name="intent" value="cancel"');
    const picking = await app.http.get(`${path}&kind=video&day=${tomorrow()}`);
    expect(offeredTimes(picking.text)).toContain(later);
    const moved = await app.http.postForm('/schedule', {
      change: token,
      intent: 'move',
      startsAt: later as string,
    });
    expect(moved.headers.get('location')).toBe(`${path}&done=moved`);
    expect((await app.http.get(`${path}&done=moved`)).text).toContain(
      'Your consultation has moved. We told our team.',
    );
    await vi.waitFor(
      () =>
        expect(
          mail.messages.some((email) => email.subject?.startsWith('Rosa Martínez moved the consultation to')),
        ).toBe(true),
      eventually,
    );

    // Another booking's id under this signature, or a changed signature, reaches nothing.
    const [id, signature] = token.split('-') as [string, string];
    for (const forged of [
      `${Number(id) + 1}-${signature}`,
      `${id}-${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
    ]) {
      expect((await app.http.get(`/schedule?change=${forged}`)).text).toContain(
        'This link is not valid any more',
      );
      expect((await app.http.post('/api/booking/change/cancel', { token: forged })).status).toBe(404);
    }

    // The owner moves it back: the visitor is told, in his e-mail, with the new time.
    const moveBack = await app.http.post(`/api/admin/consultations/${id}/move`, { startsAt: time });
    expect(moveBack.status, moveBack.text).toBe(200);
    await vi.waitFor(
      () =>
        expect(
          mail.acknowledgements
            .concat(mail.messages)
            .some((email) => email.subject?.startsWith('Your consultation has moved to')),
        ).toBe(true),
      eventually,
    );

    const cancelled = await app.http.postForm('/schedule', { change: token, intent: 'cancel' });
    expect(cancelled.headers.get('location')).toBe(`${path}&done=cancelled`);
    const after = await app.http.get(path);
    expect(after.text).toContain('This consultation is cancelled.');
    expect(after.text).not.toContain('name="intent"');
    expect((await app.http.post('/api/booking/change/cancel', { token })).status).toBe(409);
    await vi.waitFor(
      () =>
        expect(
          mail.messages.some((email) =>
            email.subject?.startsWith('Rosa Martínez cancelled the consultation of'),
          ),
        ).toBe(true),
      eventually,
    );
  });

  it('sends the visitor back to his day with why a post was refused', async () => {
    const [time] = offeredTimes((await app.http.get(`/schedule?kind=video&day=${tomorrow()}`)).text);
    expect(
      (await app.http.postForm('/schedule', { ...visitor, kind: 'video', startsAt: time as string })).status,
    ).toBe(303);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
      new Date(time as string),
    );
    const taken = await app.http.postForm('/schedule', {
      ...visitor,
      email: 'other@example.com',
      kind: 'video',
      startsAt: time as string,
    });
    expect(taken.headers.get('location')).toBe(`/schedule?kind=video&day=${day}&failed=409#booking-form`);
    const page = await app.http.get(`/schedule?kind=video&day=${day}&failed=409`);
    expect(page.text).toContain('Sorry, someone just booked that time. Please pick another one.');
    expect(offeredTimes(page.text)).not.toContain(time);

    const refused = await app.http.postForm('/schedule', {
      ...visitor,
      email: 'nope',
      kind: 'onsite',
      startsAt: time as string,
    });
    expect(refused.headers.get('location')).toMatch(/failed=400&fields=email#booking-form$/);
    const marked = await app.http.get(`/schedule?kind=onsite&failed=400&fields=email`);
    expect(marked.text).toContain('Please check: Email.');
    // A visit to a property whose ZIP code lies outside the counties the owner lists: the address is named, and the
    // page says why, in the visitor's language.
    const outside = await app.http.postForm('/es/agendar', {
      ...visitor,
      kind: 'onsite',
      startsAt: time as string,
      propertyAddress: '456 Ocean Ave, Phoenix, AZ 85001',
    });
    expect(outside.headers.get('location')).toMatch(
      /^\/es\/agendar\?kind=onsite.*failed=400&fields=propertyAddress#booking-form$/,
    );
    // A photo id no upload answered is refused, and nothing is booked.
    const forged = await app.http.postForm('/schedule', {
      ...visitor,
      kind: 'video',
      startsAt: time as string,
      email: 'forged.photo@example.com',
      photos: 'not-an-upload',
    });
    expect(forged.headers.get('location')).toMatch(/failed=400/);
    const told = await app.http.get('/es/agendar?kind=onsite&failed=400&fields=propertyAddress');
    expect(told.text).toContain('Visitamos propiedades dentro de nuestra zona de servicio');
    // Beside the field, its name in Spanish too.
    expect(told.text).toContain('Por favor revise: Dirección de la propiedad.</');
    expect(told.text).not.toContain('Property address');

    const elsewhere = await app.http.postForm(
      '/schedule',
      { ...visitor, kind: 'video', startsAt: time as string },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(elsewhere.status).toBe(403);
  });
});
