import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveSetting, splitLines } from '../../src/common/settings';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { leadIdOf, type SmtpSink, startSmtpSink } from '../support/smtp-sink';

let orm: Orm;
const closing: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
});
// Apps first (each takes jobs from the shared queue), then the mail stand-ins.
afterEach(async () => {
  for (const item of closing.splice(0)) await item.close();
  await sql('delete from alert_settings');
});
afterAll(async () => {
  await orm.close();
});

const OWNER = 'owner@example.com';
const lead = {
  name: 'Maria Gomez',
  phone: '(626) 555-0142',
  projectType: 'Fire Rebuild: Altadena',
  message: 'Our house in Altadena burned.\n<script>alert(1)</script> We want to rebuild.',
  fillTimeMs: 45_000,
};
// A safety net, not a speed check: `npm run loadtest` measures the time to the acknowledgement.
const eventually = { timeout: 45_000, interval: 100 };

function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return orm.em.fork().getConnection().execute<T[]>(text, params);
}

async function startApp(sink: SmtpSink, overrides: Record<string, string> = {}) {
  const app = await startTestApp(orm, {
    CONTACT_RATE_LIMIT: '1000',
    SMTP_URL: sink.url,
    LEAD_NOTIFY_TO: OWNER,
    ...overrides,
  });
  closing.unshift(app);
  return app;
}
async function sink() {
  const started = await startSmtpSink();
  closing.push(started);
  return started;
}
const receiptOf = async (id: number) =>
  (
    await sql<{ status: string; error: string | null }>(
      `select status, error from lead_alerts where submission_id = ? and channel = 'email' and kind = 'receipt'`,
      [id],
    )
  )[0];
const to = (email: { to?: Array<{ address?: string }> }) => email.to?.[0]?.address;

describe("the visitor's acknowledgement", () => {
  it('goes at once in English: what happens next, hours, phone, license and what was sent, escaped; once across two instances', async () => {
    const mail = await sink();
    const [first, second] = [await startApp(mail), await startApp(mail)];
    const sent = await first.http.post('/api/contact', { ...lead, email: 'maria.g@example.com' });
    expect(sent.status).toBe(200);
    const id = sent.body.id as number;

    await vi.waitFor(
      () => expect(mail.acknowledgements.map(to)).toContain('maria.g@example.com'),
      eventually,
    );
    const ack = mail.acknowledgements.find((email) => to(email) === 'maria.g@example.com');
    if (!ack) throw new Error('no acknowledgement');
    expect(ack.subject).toBe('We received your request - Summit Coast Builders');
    expect(leadIdOf(ack)).toBe(String(id));
    const text = ack.text ?? '';
    expect(text).toContain('Hello Maria Gomez,');
    expect(text).toContain('What happens next');
    for (const line of splitLines(resolveSetting(new Map(), 'contact_office_hours', 'en')))
      expect(text).toContain(line);
    const phone = resolveSetting(new Map(), 'contact_phone', 'en');
    expect(text).toContain(phone);
    // One tap from the e-mail on a phone.
    expect(ack.html).toContain(`<a href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a>`);
    expect(text).toMatch(/California contractor license #\d+/);
    // What was sent: the fields as the form named them, the message quoted line by line.
    expect(text).toContain('Project type: Fire Rebuild: Altadena');
    expect(text).toContain('> Our house in Altadena burned.');
    expect(ack.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(ack.html).not.toContain('<script>');
    // A reply reaches the business's public address, not the alert recipients'.
    expect(ack.replyTo?.[0]?.address).toBe(resolveSetting(new Map(), 'contact_email', 'en'));
    // The owner's alert went too, as ever.
    await vi.waitFor(() => expect(mail.messages.map(leadIdOf)).toContain(String(id)), eventually);

    await vi.waitFor(async () => expect((await receiptOf(id))?.status).toBe('sent'), eventually);
    // Both instances took jobs from the queue the whole time: still one acknowledgement.
    await second.http.get('/health');
    expect(mail.acknowledgements.filter((email) => to(email) === 'maria.g@example.com')).toHaveLength(1);
  });

  it("a Spanish page's visitor is answered in Spanish, with the Spanish office hours and his project's name", async () => {
    const mail = await sink();
    const app = await startApp(mail);
    const sent = await app.http.post('/api/contact', {
      ...lead,
      name: 'María Gómez',
      email: 'maria.es@example.com',
      pageLanguage: 'es',
    });
    expect(sent.status).toBe(200);
    await vi.waitFor(
      () => expect(mail.acknowledgements.map(to)).toContain('maria.es@example.com'),
      eventually,
    );
    const ack = mail.acknowledgements.find((email) => to(email) === 'maria.es@example.com');
    expect(ack?.subject).toBe('Recibimos su solicitud - Summit Coast Builders');
    const text = ack?.text ?? '';
    expect(text).toContain('Hola, María Gómez:');
    expect(text).toContain('Gracias por comunicarse con Summit Coast Builders.');
    for (const line of splitLines(resolveSetting(new Map(), 'contact_office_hours', 'es')))
      expect(text).toContain(line);
    expect(text).toMatch(/Licencia de contratista de California n\.º \d+/);
    expect(text).toContain('Reconstrucción tras incendio: Altadena');
    expect(text).not.toContain('What happens next');
    expect(ack?.html).toContain('lang="es"');
  });

  it('goes to an address once a day, however many requests name it at once', async () => {
    const mail = await sink();
    const app = await startApp(mail);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        app.http.post('/api/contact', { ...lead, name: `Flood ${index}`, email: 'Victim@Example.com' }),
      ),
    );
    const ids = answers.map((answer) => answer.body.id as number);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await vi.waitFor(async () => {
      const states = await Promise.all(ids.map(receiptOf));
      expect(states.every((state) => state && state.status !== 'sending')).toBe(true);
    }, eventually);
    const states = await Promise.all(ids.map(receiptOf));
    expect(states.filter((state) => state?.status === 'sent')).toHaveLength(1);
    expect(states.filter((state) => state?.error === 'this address already got one today')).toHaveLength(11);
    expect(
      mail.acknowledgements.filter((email) => to(email)?.toLowerCase() === 'victim@example.com'),
    ).toHaveLength(1);
  });

  it('the owner turns it off (and a save that leaves the setting out keeps it); the lead says why none went', async () => {
    const mail = await sink();
    const app = await startApp(mail);
    await app.http.login();
    const settings = {
      recipients: [],
      smtpHost: '',
      smtpPort: null,
      smtpSecurity: 'starttls',
      smtpUsername: '',
      mailFrom: '',
      reminderMinutes: 0,
    };
    expect((await app.http.get('/api/admin/alerts')).body.acknowledgeVisitors).toBe(true);
    expect(
      (await app.http.put('/api/admin/alerts', { ...settings, acknowledgeVisitors: false })).status,
    ).toBe(200);
    expect((await app.http.put('/api/admin/alerts', settings)).status).toBe(200);
    expect((await app.http.get('/api/admin/alerts')).body.acknowledgeVisitors).toBe(false);
    const refused = await app.http.put('/api/admin/alerts', { ...settings, acknowledgeVisitors: 'no' });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.text).toContain('acknowledgeVisitors');

    const sent = await app.http.post('/api/contact', { ...lead, email: 'quiet@example.com' });
    const id = sent.body.id as number;
    await vi.waitFor(() => expect(mail.messages.map(leadIdOf)).toContain(String(id)), eventually);
    await vi.waitFor(
      async () =>
        expect(await receiptOf(id)).toEqual({ status: 'skipped', error: 'acknowledgements are turned off' }),
      eventually,
    );
    expect(mail.acknowledgements).toHaveLength(0);
    const shown = await app.http.get(`/api/admin/alerts/leads/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toContainEqual(
      expect.objectContaining({
        kind: 'receipt',
        status: 'skipped',
        note: 'acknowledgements are turned off',
      }),
    );
  });
});
