/**
 * The lead inbox (docs/leads.md): the pipeline's statuses, notes, follow-up, archive and the Spam folder,
 * each a version with history, undo and an activity line; the one-tap links and first contact; the median time to
 * first contact per month; and the CSV on the site's clock. Through the REST door, as the panel's calls go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm);
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

let made = 0;
/** A lead as the contact form stores it (a real request, e-mailed), received at `createdAt`. */
async function newLead(fields: Partial<ContactSubmission> = {}) {
  made += 1;
  const em = orm.em.fork();
  const lead = em.create(ContactSubmission, {
    name: `Ann Lee ${made}`,
    email: `ann${made}@example.com`,
    phone: '(310) 555-0100',
    projectType: 'ADU Construction',
    message: 'Line one\nLine two',
    createdAt: new Date(),
    clientIp: null,
    spamReason: null,
    notificationStatus: 'sent',
    ...fields,
  });
  await em.flush();
  return lead.id;
}

const lead = async (id: number) => (await app.http.get(`/api/admin/leads/${id}`)).body;
const ids = async (query = '') =>
  ((await app.http.get(`/api/admin/leads${query}`)).body as Array<{ id: number }>).map((row) => row.id);
const versions = async (id: number) => (await app.http.get(`/api/admin/history/lead/${id}`)).body;
/** The Undo of a toast: the version before the latest, restored. */
async function undo(id: number) {
  const [, previous] = await versions(id);
  expect((await app.http.post(`/api/admin/history/${previous.id}/restore`)).status).toBe(200);
}

describe('the pipeline', () => {
  it('starts New, moves along the steps, closes as Won with a value or Lost with a reason', async () => {
    const id = await newLead();
    expect((await lead(id)).status).toBe('New');
    const contacted = await app.http.put(`/api/admin/leads/${id}/status`, { status: 'Contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.body.status).toBe('Contacted');

    const noValue = await app.http.put(`/api/admin/leads/${id}/status`, { status: 'Won' });
    expect(noValue.status).toBe(400);
    expect(noValue.body.message).toMatch(/^jobValue: /);
    const won = await app.http.put(`/api/admin/leads/${id}/status`, { status: 'won', jobValue: 48500 });
    expect(won.body).toMatchObject({ status: 'Won', jobValue: 48500, lostReason: null });

    const noReason = await app.http.put(`/api/admin/leads/${id}/status`, { status: 'Lost', lostReason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/^lostReason: /);
    const lost = await app.http.put(`/api/admin/leads/${id}/status`, {
      status: 'Lost',
      lostReason: 'Went with a cheaper bid',
    });
    expect(lost.body).toMatchObject({
      status: 'Lost',
      jobValue: null,
      lostReason: 'Went with a cheaper bid',
    });

    const unknown = await app.http.put(`/api/admin/leads/${id}/status`, { status: 'Maybe' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(
      'status: status must be one of: New, Contacted, Consultation booked, Site visit booked',
    );

    // Each change a version (the first change keeps the original too) and an activity line naming the lead.
    expect((await versions(id)).map((v: { action: string }) => v.action)).toEqual([
      'update',
      'update',
      'update',
      'original',
    ]);
    const activity = (await app.http.get('/api/admin/activity?kind=lead')).body.entries;
    expect(activity[0].summary).toBe(`Changed lead "Ann Lee ${made}" (status, jobValue, lostReason)`);
  });

  it('takes the owner’s own steps, refusing Won or Lost among them and a step twice, by the setting’s name', async () => {
    for (const value of ['New\nWon', 'New\nCalled\ncalled', `New\n${'x'.repeat(41)}`]) {
      const refused = await app.http.put('/api/settings/lead_pipeline_steps', { value });
      expect(refused.status, value).toBe(400);
      expect(refused.body.message, value).toContain('lead_pipeline_steps');
    }
    expect(
      (await app.http.put('/api/settings/lead_pipeline_steps', { value: 'Fresh\nCalled back\nQuoted' }))
        .status,
    ).toBe(200);
    const id = await newLead();
    expect((await lead(id)).status).toBe('Fresh');
    expect((await app.http.get('/api/admin/leads/summary')).body.statuses).toEqual([
      'Fresh',
      'Called back',
      'Quoted',
      'Won',
      'Lost',
    ]);
    await app.http.put(`/api/admin/leads/${id}/status`, { status: 'Quoted' });
    expect(await ids('?status=Quoted')).toEqual([id]);
    expect(await ids('?status=Fresh')).not.toContain(id);
    await app.http.put('/api/settings/lead_pipeline_steps', { value: '' });
  });
});

describe('notes, follow-up, archive, undo', () => {
  it('keeps notes with their time and author, and an undo takes the last one back', async () => {
    const id = await newLead();
    const first = await app.http.post(`/api/admin/leads/${id}/notes`, {
      note: 'Called, no answer.\nTry Friday.',
    });
    expect(first.status).toBe(200);
    await app.http.post(`/api/admin/leads/${id}/notes`, { note: 'Booked a visit' });
    const notes = (await lead(id)).notes;
    expect(notes.map((n: { text: string }) => n.text)).toEqual([
      'Called, no answer.\nTry Friday.',
      'Booked a visit',
    ]);
    expect(notes[0].by).toBe('owner');
    expect(Date.now() - Date.parse(notes[0].at)).toBeLessThan(60_000);

    await undo(id);
    expect((await lead(id)).notes.map((n: { text: string }) => n.text)).toEqual([
      'Called, no answer.\nTry Friday.',
    ]);
    expect((await versions(id))[0].action).toBe('restore');
  });

  it('refuses a hostile or oversized note, follow-up, value or status by the field’s name', async () => {
    const id = await newLead();
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['POST', 'notes', { note: 'evil\u202Egnp.exe' }, /^note: /],
      ['POST', 'notes', { note: 'x'.repeat(2001) }, /^note: /],
      ['POST', 'notes', { note: '' }, /^note: /],
      ['PUT', 'follow-up', { followUpOn: '2026-02-30' }, /^followUpOn: /],
      ['PUT', 'follow-up', { followUpOn: 'tomorrow' }, /^followUpOn: /],
      ['PUT', 'status', { status: 'Won', jobValue: -5 }, /^jobValue: /],
      ['PUT', 'status', { status: 'Won', jobValue: '5000' }, /^jobValue: /],
      ['PUT', 'status', { status: 'New\u0000' }, /^status: /],
      ['PUT', 'status', { status: 'Lost', lostReason: 'x'.repeat(301) }, /^lostReason: /],
      ['POST', 'first-contact', { channel: 'fax' }, /^channel: /],
      ['PUT', 'archive', { archived: 'yes' }, /^archived: /],
    ];
    for (const [method, action, body, message] of cases) {
      const answer = await app.http.request(method, `/api/admin/leads/${id}/${action}`, body);
      expect(answer.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.message, action).toMatch(message);
    }
    expect((await app.http.get('/api/admin/leads/999999')).status).toBe(404);
  });

  it('sets a follow-up day, archives out of the inbox and back, counting New leads', async () => {
    const before = (await app.http.get('/api/admin/leads/summary')).body.newCount;
    const id = await newLead();
    expect((await app.http.get('/api/admin/leads/summary')).body.newCount).toBe(before + 1);
    const set = await app.http.put(`/api/admin/leads/${id}/follow-up`, { followUpOn: '2026-12-01' });
    expect(set.body.followUpOn).toBe('2026-12-01');
    await app.http.put(`/api/admin/leads/${id}/archive`, { archived: true });
    expect(await ids()).not.toContain(id);
    expect(await ids('?folder=archived')).toContain(id);
    expect((await app.http.get('/api/admin/leads/summary')).body.newCount).toBe(before);
    await undo(id);
    expect(await ids()).toContain(id);
    expect((await lead(id)).followUpOn).toBe('2026-12-01');
  });

  it('finds leads by words of the name, message or notes', async () => {
    const id = await newLead({ message: 'Kitchen with a 50% bigger island' });
    await app.http.post(`/api/admin/leads/${id}/notes`, { note: 'Neighbour of the Okafor job' });
    expect(await ids('?search=okafor')).toEqual([id]);
    expect(await ids(`?search=${encodeURIComponent('50%')}`)).toEqual([id]);
    expect(await ids(`?search=${encodeURIComponent('5_%')}`)).toEqual([]);
  });
});

describe('the Spam folder', () => {
  it('keeps caught requests apart, and moves one out (and back with Undo)', async () => {
    const id = await newLead({ spamReason: 'too-fast', notificationStatus: 'skipped' });
    expect(await ids()).not.toContain(id);
    expect(await ids('?folder=spam')).toContain(id);
    const moved = await app.http.put(`/api/admin/leads/${id}/spam`, { spam: false });
    expect(moved.body.spamReason).toBeNull();
    expect(await ids()).toContain(id);
    expect(await ids('?folder=spam')).not.toContain(id);
    await undo(id);
    expect((await lead(id)).spamReason).toBe('too-fast');
    expect(await ids('?folder=spam')).toContain(id);
    const marked = await app.http.put(`/api/admin/leads/${await newLead()}/spam`, { spam: true });
    expect(marked.body.spamReason).toBe('owner');
  });
});

describe('one tap to answer', () => {
  it('builds Call, Text and E-mail links from the templates, naming the visitor and the project', async () => {
    const id = await newLead({
      name: 'Maria José Alvarez',
      phone: '+1 (626) 555-0123',
      email: 'maria@example.com',
    });
    const saved = await app.http.put('/api/settings/lead_sms_template', {
      value: 'Hola {first_name}! {company} here about your {project}.',
    });
    expect(saved.status).toBe(200);
    const { reply } = await lead(id);
    expect(reply.call).toBe('tel:+16265550123');
    expect(reply.smsBody).toBe('Hola Maria! Summit Coast Builders here about your ADU Construction.');
    expect(reply.text).toBe(`sms:+16265550123?body=${encodeURIComponent(reply.smsBody)}`);
    expect(reply.email).toMatch(/^mailto:maria@example\.com\?subject=Your%20ADU%20Construction%20request/);
    expect(decodeURIComponent(reply.email.split('&body=')[1])).toContain('Hi Maria,');

    const refused = await app.http.put('/api/settings/lead_email_template', { value: 'Hi {visitor}' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('lead_email_template: {visitor} is not a field');
  });

  it('logs the first contact once, moves a New lead to Contacted, and shows how long it waited', async () => {
    const id = await newLead({ createdAt: new Date(Date.now() - 42 * 60_000) });
    const first = await app.http.post(`/api/admin/leads/${id}/first-contact`, { channel: 'text' });
    expect(first.body).toMatchObject({ status: 'Contacted', firstContactBy: 'text' });
    const at = first.body.firstContactAt;
    const again = await app.http.post(`/api/admin/leads/${id}/first-contact`, { channel: 'call' });
    expect(again.body).toMatchObject({ firstContactAt: at, firstContactBy: 'text' });
    // The second tap changed nothing: no version of it.
    expect((await versions(id)).length).toBe(2);
  });

  it('gives the median time to first contact per month of the site’s calendar', async () => {
    const em = orm.em.fork();
    // Three leads of March 2025 (Los Angeles time) answered after 10, 30 and 200 minutes; one never.
    const start = Date.parse('2025-03-10T17:00:00Z');
    for (const minutes of [10, 30, 200, null]) {
      await newLead({
        createdAt: new Date(start),
        firstContactAt: minutes === null ? null : new Date(start + minutes * 60_000),
      });
    }
    // 1 April 03:00 UTC is still 31 March in Los Angeles: counted in March.
    await newLead({
      createdAt: new Date('2025-04-01T03:00:00Z'),
      firstContactAt: new Date('2025-04-01T03:20:00Z'),
    });
    await em.flush();
    const { months, timeZone } = (await app.http.get('/api/admin/leads/summary')).body;
    expect(timeZone).toBe('America/Los_Angeles');
    expect(months.find((m: { month: string }) => m.month === '2025-03')).toEqual({
      month: '2025-03',
      leads: 5,
      answered: 4,
      medianMinutes: 25,
    });
    expect(months.find((m: { month: string }) => m.month === '2025-04')).toBeUndefined();
  });
});

describe('the CSV export', () => {
  const csvOf = async () => (await app.http.get('/api/admin/contact-submissions.csv?folder=all')).text;

  it('writes times on the site’s clock, naming the zone, and follows the setting', async () => {
    const id = await newLead({ name: 'Zone Test', createdAt: new Date('2026-07-04T19:30:00Z') });
    await app.http.put(`/api/admin/leads/${id}/status`, { status: 'Won', jobValue: 1200 });
    let csv = await csvOf();
    expect(csv).toContain('"Received (America/Los_Angeles)"');
    expect(csv).not.toContain('UTC');
    const row = csv.split('\r\n').find((line) => line.includes('Zone Test')) ?? '';
    expect(row.startsWith('"2026-07-04 12:30:00"')).toBe(true);
    expect(row).toContain('"Won","1200"');

    const refused = await app.http.put('/api/settings/site_time_zone', { value: 'Mars/Olympus_Mons' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('site_time_zone must be a time zone');
    expect((await app.http.put('/api/settings/site_time_zone', { value: 'America/New_York' })).status).toBe(
      200,
    );
    csv = await csvOf();
    expect(csv).toContain('"Received (America/New_York)"');
    expect(
      csv
        .split('\r\n')
        .find((line) => line.includes('Zone Test'))
        ?.startsWith('"2026-07-04 15:30:00"'),
    ).toBe(true);
    await app.http.put('/api/settings/site_time_zone', { value: '' });
  });
});
