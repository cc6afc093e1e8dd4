import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, TOASTS } from '../../src/common/messages';
import { freePort } from '../../src/server/db/embedded-postgres';
import type { Orm } from '../../src/server/db/orm';
import { JOB_HOLDS_LEAD } from '../../src/server/services/leads/alert-jobs';
import { NOTIFY_LEAD_TASK } from '../../src/server/services/leads/lead-email-jobs';
import { photosForMail } from '../../src/server/services/leads/lead-row';
import { notifyLeadTask } from '../../src/server/services/leads/notify-lead-task';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { hiddenDataIn, phoneJpeg } from '../support/photo-metadata';
import { leadIdOf, type SmtpSink, startSmtpSink } from '../support/smtp-sink';

let orm: Orm;
const apps: Array<{ close(): Promise<void> }> = [];
const sinks: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
});
// Every instance takes jobs from the shared queue: one left running would send another test's e-mails.
// Apps first: a mail server waits for the apps' pooled connections before it closes.
afterEach(async () => {
  for (const item of [...apps.splice(0), ...sinks.splice(0)]) await item.close();
});
afterAll(async () => {
  await orm.close();
});

const lead = {
  name: 'Ann Lee',
  email: 'ann.lee@example.com',
  phone: '(310) 555-0100',
  projectType: 'ADU Construction',
  message: 'A detached ADU.\nBudget is flexible.',
  fillTimeMs: 45_000,
};
const OWNER = 'owner@example.com';

/** An app instance on the shared database; the throttle is raised unless a test is about it. */
async function startApp(overrides: Record<string, string> = {}) {
  const app = await startTestApp(orm, { CONTACT_RATE_LIMIT: '1000', ...overrides });
  apps.push(app);
  return app;
}
async function startSink(port?: number): Promise<SmtpSink> {
  const sink = await startSmtpSink(port);
  sinks.push(sink);
  return sink;
}
const mailing = (sink: { url: string }) => ({ SMTP_URL: sink.url, LEAD_NOTIFY_TO: OWNER });

async function submissionRow(id: number) {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<Array<{ status: string | null; error: string | null; spam: string | null }>>(
      `select notification_status as status, notification_error as error, spam_reason as spam
         from contact_submissions where id = ?`,
      [id],
    );
  return rows[0];
}
/** The owner's e-mail jobs holding a lead (its visitor's acknowledgement has jobs of its own). */
async function jobsFor(id: number) {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<Array<{ n: string }>>(
      `select count(*) as n from graphile_worker._private_jobs j
         join graphile_worker._private_tasks t on t.id = j.task_id, (select ?::int as id) s
        where t.identifier = '${NOTIFY_LEAD_TASK}' and ${JOB_HOLDS_LEAD}`,
      [id],
    );
  return Number(rows[0]?.n);
}
const eventually = { timeout: 20_000, interval: 100 };
const SITE = 'https://www.summitcoast.example';

/** The one e-mail of a lead, once it arrived. */
async function mailOf(sink: SmtpSink, id: number) {
  await vi.waitFor(() => expect(sink.messages.map(leadIdOf)).toContain(String(id)), eventually);
  const mails = sink.messages.filter((mail) => leadIdOf(mail) === String(id));
  expect(mails).toHaveLength(1);
  return mails[0] as (typeof sink.messages)[number];
}

/** Photos taken by a phone (GPS, serial), uploaded the way the form's island does: tickets, then one PUT each. */
async function uploadPhotos(baseUrl: string, count: number): Promise<string[]> {
  const sameSite = { 'sec-fetch-site': 'same-origin' };
  const response = await fetch(`${baseUrl}/contact/photos/tickets?count=${count}`, {
    method: 'POST',
    headers: sameSite,
  });
  const { tickets } = (await response.json()) as { tickets: Array<{ id: string; url: string }> };
  for (const ticket of tickets) {
    const photo = await phoneJpeg(80, 60);
    const put = await fetch(baseUrl + ticket.url, {
      method: 'PUT',
      body: new Uint8Array(photo),
      headers: sameSite,
    });
    expect(put.status).toBe(201);
  }
  return tickets.map((ticket) => ticket.id);
}

describe('new-lead e-mail', () => {
  it('sends exactly one e-mail with every field, escaped, replying to the visitor, and records it', async () => {
    const sink = await startSink();
    const app = await startApp(mailing(sink));
    const hostile = {
      ...lead,
      // A line break cannot reach the headers: the name is refused with one (tests/integration/text-fields.test.ts).
      name: 'Eve <b>Bold</b> Bcc: victim@example.com',
      message: 'Kitchen <script>alert(1)</script> & bath\nSecond line',
    };
    const sent = await app.http.post('/api/contact', hostile);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(TOASTS.contactSent.description);

    await vi.waitFor(() => expect(sink.messages).toHaveLength(1), eventually);
    const mail = sink.messages[0];
    if (!mail) throw new Error('no mail');
    expect(leadIdOf(mail)).toBe(String(sent.body.id));
    expect(mail.to?.[0]?.address).toBe(OWNER);
    expect(mail.replyTo?.[0]?.address).toBe(lead.email);
    expect(mail.subject).toBe('New lead: Eve <b>Bold</b> Bcc: victim@example.com (ADU Construction)');
    expect(mail.headers.some((header) => header.key === 'bcc')).toBe(false);
    for (const value of [
      lead.email,
      lead.phone,
      'ADU Construction',
      'Kitchen <script>alert(1)</script> & bath',
    ])
      expect(mail.text).toContain(value);
    expect(mail.html).toContain('Kitchen &lt;script&gt;alert(1)&lt;/script&gt; &amp; bath');
    expect(mail.html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail.html).not.toMatch(/<script|<b>/);

    await vi.waitFor(
      async () => expect((await submissionRow(sent.body.id))?.status).toBe('sent'),
      eventually,
    );
    await app.http.login();
    const listed = await app.http.get('/api/admin/contact-submissions');
    const card = listed.body.find((item: { id: number }) => item.id === sent.body.id);
    expect(card).toMatchObject({ notificationStatus: 'sent', spamReason: null });
    expect(card.notifiedAt).toBeTruthy();
    expect(await jobsFor(sent.body.id)).toBe(0);
  });

  it('carries the property address, the source line, the cleaned photos and the lead’s own link, escaped', async () => {
    const sink = await startSink();
    const app = await startApp({ ...mailing(sink), PUBLIC_URL: SITE });
    const photoIds = await uploadPhotos(app.baseUrl, 2);
    const address = `<img src=x onerror=alert(1)> 12 "Elm" St & Co, $& $' $1 Pasadena, CA 91101`;
    const campaign = `<b>spring</b> "$&" sale $'`;
    const sent = await app.http.post('/api/contact', {
      ...lead,
      name: 'Eve $& $` <i>Italic</i>',
      propertyAddress: address,
      photos: photoIds,
      landingPage: '/kitchen-remodeling',
      referrerHost: 'google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: campaign,
      gclid: 'Cj0KCQiA-test_click',
      deviceClass: 'phone',
      language: 'es-MX',
    });
    expect(sent.status, sent.text).toBe(200);
    const mail = await mailOf(sink, sent.body.id);
    const leadUrl = `${SITE}/admin/contact-forms/${sent.body.id}`;
    const lines = String(mail.text).split('\n');
    expect(lines).toContain(`Property address: ${address}`);
    expect(lines).toContain(
      `Source: google / cpc · campaign “${campaign}” · Google Ads click (gclid) · landed on /kitchen-remodeling · from google.com · phone, es-MX`,
    );
    expect(lines).toContain('Photos: 2 attached to this e-mail');
    expect(lines).toContain(`Open this lead in the panel: ${leadUrl}`);
    expect(lines).toContain('Name: Eve $& $` <i>Italic</i>');
    // The HTML part: every visitor value escaped, `$&` and `$'` kept as typed (no replacement pattern ran).
    expect(mail.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; 12 &quot;Elm&quot; St &amp; Co, $&amp; $&#39; $1 Pasadena, CA 91101',
    );
    expect(mail.html).toContain('campaign “&lt;b&gt;spring&lt;/b&gt; &quot;$&amp;&quot; sale $&#39;”');
    expect(mail.html).toContain('Eve $&amp; $` &lt;i&gt;Italic&lt;/i&gt;');
    expect(mail.html).toContain(`<a href="${leadUrl}"`);
    expect(mail.html).not.toMatch(/<img|<b>|<i>/);
    // The photos, attached as stored: cleaned of the phone's GPS, serial and EXIF.
    expect(mail.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['photo-2.jpg', 'image/jpeg'],
    ]);
    for (const file of mail.attachments) {
      const bytes = Buffer.from(file.content as ArrayBuffer);
      expect(await hiddenDataIn(bytes)).toEqual({ gps: false, serial: false, exif: false });
    }
    // Photos over the e-mail's budget are counted and left to the lead's page.
    const pool = new pg.Pool({ connectionString: orm.config.get('clientUrl') as string, max: 1 });
    try {
      const [first] = mail.attachments;
      const oneFits = await photosForMail(
        pool,
        sent.body.id,
        Buffer.from(first?.content as ArrayBuffer).length,
      );
      expect([oneFits.count, oneFits.attached.length]).toEqual([2, 1]);
      const noneFit = await photosForMail(pool, sent.body.id, 10);
      expect([noneFit.count, noneFit.attached.length]).toEqual([2, 0]);
    } finally {
      await pool.end();
    }
  });

  it('a lead without address, visit or photos gets none of those lines, but its link', async () => {
    const sink = await startSink();
    const app = await startApp({ ...mailing(sink), PUBLIC_URL: SITE });
    const sent = await app.http.post('/api/contact', { ...lead, name: 'Plain Visitor' });
    const mail = await mailOf(sink, sent.body.id);
    expect(String(mail.text)).not.toMatch(/^(Property address|Source|Photos):/m);
    expect(String(mail.text)).toContain(
      `Open this lead in the panel: ${SITE}/admin/contact-forms/${sent.body.id}`,
    );
    expect(mail.attachments).toEqual([]);
  });

  it('a row saved before the rules keeps CR/LF and direction overrides out of headers and lines', async () => {
    const quiet = await startApp();
    const sent = await quiet.http.post('/api/contact', { ...lead, name: 'Legacy Visitor' });
    await quiet.close();
    apps.splice(apps.indexOf(quiet), 1);
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `update contact_submissions set name = ?, property_address = ?, utm_source = ?, utm_campaign = ?
          where id = ?`,
        [
          'Eve\r\nBcc: victim@example.com\u202E',
          '1 Elm St\r\nBcc: other@example.com',
          'news\u2066letter',
          'fall\nSubject: forged',
          sent.body.id,
        ],
      );
    const sink = await startSink();
    await startApp(mailing(sink));
    const mail = await mailOf(sink, sent.body.id);
    expect(mail.subject).toBe('New lead: Eve Bcc: victim@example.com (ADU Construction)');
    expect(mail.headers.some((header) => header.key === 'bcc')).toBe(false);
    const lines = String(mail.text).split('\n');
    expect(lines).toContain('Property address: 1 Elm St Bcc: other@example.com');
    expect(lines).toContain('Source: news letter · campaign “fall Subject: forged”');
    expect(lines.some((line) => /^(Bcc|Subject):/.test(line))).toBe(false);
    expect(`${mail.text}${mail.html}${mail.subject}`).not.toMatch(/[\r\u202E\u2066]/);
  });

  it('keeps the e-mail while the mail server is down and sends it once the server is back', async () => {
    const port = await freePort();
    const app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, LEAD_NOTIFY_TO: OWNER });
    const sent = await app.http.post('/api/contact', { ...lead, name: 'Patient Visitor' });
    expect(sent.status).toBe(200);
    // The first attempt failed and was recorded; the job waits for its retry.
    await vi.waitFor(async () => expect((await submissionRow(sent.body.id))?.error).toBeTruthy(), eventually);
    expect((await submissionRow(sent.body.id))?.status).toBe('pending');
    expect(await jobsFor(sent.body.id)).toBe(1);

    const sink = await startSink(port);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(1), eventually);
    expect(leadIdOf(sink.messages[0] as never)).toBe(String(sent.body.id));
    await vi.waitFor(
      async () => expect((await submissionRow(sent.body.id))?.status).toBe('sent'),
      eventually,
    );
  });

  it('two jobs of one lead run at once (a catch-up beside a running job) send its e-mail once', async () => {
    // Saved with e-mail off: no job of the app's sends them; the task itself is run here, twice at once per lead.
    const app = await startApp();
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sent = await app.http.post('/api/contact', { ...lead, name: `Twin ${i}` });
      expect(sent.status).toBe(200);
      ids.push(sent.body.id);
    }
    const pool = new pg.Pool({ connectionString: orm.config.get('clientUrl') as string, max: 12 });
    const mailed: number[] = [];
    const mailer = {
      send: async (message: { headers: Record<string, string> }) => {
        mailed.push(Number(message.headers['X-Lead-Id']));
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const envelope = { from: OWNER, to: OWNER, company: 'Summit Coast', siteUrl: SITE };
    const task = notifyLeadTask(mailer as never, envelope, pool, orm.getMetadata());
    const job = { attempts: 1, max_attempts: 5 };
    try {
      const attempts = ids.flatMap((id) =>
        [0, 1].map(async () => {
          try {
            await task({ submissionId: id }, { job } as never);
          } catch {}
        }),
      );
      await Promise.all(attempts);
      // The other attempt of each lead found it taken (its job would try again later, and find it sent).
      expect(mailed.sort()).toEqual(ids.sort());
      for (const id of ids) expect((await submissionRow(id))?.status).toBe('sent');
    } finally {
      await pool.end();
    }
  });

  it('two app instances on one database send each e-mail once', async () => {
    const sink = await startSink();
    const [first, second] = [await startApp(mailing(sink)), await startApp(mailing(sink))];
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const sent = await app.http.post('/api/contact', { ...lead, name: `Visitor ${i}` });
      expect(sent.status).toBe(200);
      ids.push(sent.body.id);
    }
    await vi.waitFor(async () => {
      for (const id of ids) expect((await submissionRow(id))?.status).toBe('sent');
    }, eventually);
    const mailed = sink.messages.map(leadIdOf).filter((id) => ids.map(String).includes(id ?? ''));
    expect(mailed.sort()).toEqual(ids.map(String).sort());
  });

  it('says whether notifications are configured; without them leads are saved and wait', async () => {
    const quiet = await startApp();
    await quiet.http.login();
    expect((await quiet.http.get('/api/admin/notifications')).body).toEqual({
      configured: false,
      recipient: null,
    });
    const sent = await quiet.http.post('/api/contact', { ...lead, name: 'Unannounced Visitor' });
    expect(sent.status).toBe(200);
    expect(await submissionRow(sent.body.id)).toMatchObject({ status: 'pending', spam: null });
    // The operator sets SMTP_URL and LEAD_NOTIFY_TO and restarts.
    await quiet.close();
    apps.splice(apps.indexOf(quiet), 1);

    const sink = await startSink();
    const loud = await startApp(mailing(sink));
    await loud.http.login();
    expect((await loud.http.get('/api/admin/notifications')).body).toEqual({
      configured: true,
      recipient: OWNER,
    });
    // The lead that waited is e-mailed once an instance has somewhere to send it (the sign-in above sends the
    // owner an account e-mail too, which names no lead).
    await vi.waitFor(
      () =>
        expect(sink.messages.map(leadIdOf).filter((id) => id !== undefined)).toEqual([String(sent.body.id)]),
      eventually,
    );
    await vi.waitFor(
      async () => expect((await submissionRow(sent.body.id))?.status).toBe('sent'),
      eventually,
    );
    expect((await startApp().then((app) => app.http.get('/api/admin/notifications'))).status).toBe(401);
  });
});

describe('spam protection', () => {
  it('a filled honeypot or a too-fast form gets the normal answer, is kept as spam and never e-mailed', async () => {
    const sink = await startSink();
    const app = await startApp(mailing(sink));
    const honeypot = await app.http.post('/api/contact', {
      ...lead,
      name: 'Bot One',
      website: 'http://spam.example',
    });
    const hasty = await app.http.post('/api/contact', { ...lead, name: 'Bot Two', fillTimeMs: 900 });
    const person = await app.http.post('/api/contact', { ...lead, name: 'Careful Person', fillTimeMs: 3000 });
    const apiClient = await app.http.post('/api/contact', {
      ...lead,
      name: 'API Client',
      fillTimeMs: undefined,
    });
    for (const answer of [honeypot, hasty, person, apiClient]) {
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(TOASTS.contactSent.description);
    }
    expect(await submissionRow(honeypot.body.id)).toMatchObject({ spam: 'honeypot', status: 'skipped' });
    expect(await submissionRow(hasty.body.id)).toMatchObject({ spam: 'too-fast', status: 'skipped' });
    expect(await jobsFor(honeypot.body.id)).toBe(0);
    expect(await jobsFor(hasty.body.id)).toBe(0);

    await vi.waitFor(() => expect(sink.messages).toHaveLength(2), eventually);
    expect(sink.messages.map(leadIdOf).sort()).toEqual(
      [String(person.body.id), String(apiClient.body.id)].sort(),
    );

    await app.http.login();
    const inbox = (await app.http.get('/api/admin/contact-submissions')).body as Array<{ name: string }>;
    const spam = (await app.http.get('/api/admin/contact-submissions?folder=spam')).body as Array<{
      name: string;
      spamReason: string;
    }>;
    expect(inbox.map((item) => item.name)).toEqual(expect.arrayContaining(['Careful Person', 'API Client']));
    expect(inbox.map((item) => item.name)).not.toContain('Bot One');
    expect(spam.map((item) => [item.name, item.spamReason])).toEqual([
      ['Bot Two', 'too-fast'],
      ['Bot One', 'honeypot'],
    ]);
    expect((await app.http.get('/api/admin/contact-submissions?folder=junk')).status).toBe(400);
  });

  it('throttles one IP address across instances with a 429 that says how long to wait', async () => {
    const throttled = { CONTACT_RATE_LIMIT: '3', CONTACT_WINDOW_MINUTES: '15', TRUST_PROXY: 'loopback' };
    const [first, second] = [await startApp(throttled), await startApp(throttled)];
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (const app of [first, second, first]) {
      expect((await app.http.post('/api/contact', lead, from('203.0.113.9'))).status).toBe(200);
    }
    const refused = await second.http.post('/api/contact', lead, from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.contactThrottled(15));
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await first.http.post('/api/contact', lead, from('203.0.113.10'))).status).toBe(200);
  });

  it('a burst is saved in batches, yet every answer names its own row and the limit holds exactly', async () => {
    const app = await startApp({ CONTACT_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
    const visitors = Array.from({ length: 40 }, (_, i) =>
      app.http.post(
        '/api/contact',
        { ...lead, name: `Burst ${i}` },
        { 'x-forwarded-for': `198.51.100.${i + 1}` },
      ),
    );
    const sameAddress = Array.from({ length: 6 }, (_, i) =>
      app.http.post('/api/contact', { ...lead, name: `Eager ${i}` }, { 'x-forwarded-for': '203.0.113.77' }),
    );
    const answers = await Promise.all(visitors);
    const eager = await Promise.all(sameAddress);
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number; name: string }>>(
        "select id, name from contact_submissions where name like 'Burst %' or name like 'Eager %'",
      );
    const nameOf = new Map(rows.map((row) => [Number(row.id), row.name]));
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(nameOf.get(answer.body.id)).toBe(`Burst ${i}`);
    });
    expect(eager.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(rows.filter((row) => row.name.startsWith('Eager'))).toHaveLength(3);
  });
});
