import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { headerOf, startPostmarkStandIn } from '../support/postmark-stand-in';

let orm: Orm;
const closing: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
});
afterEach(async () => {
  for (const item of closing.splice(0)) await item.close();
});
afterAll(async () => {
  await orm.close();
});

const TOKEN = 'postmark-server-token-for-the-test';
const OWNER = 'owner@example.com';
const SENDER = 'website@summitcoast.example';
const lead = {
  name: 'Ann Lee',
  email: 'ann.lee@example.com',
  phone: '(310) 555-0100',
  projectType: 'ADU Construction',
  message: 'A detached ADU.\n<b>Budget</b> is flexible.',
  fillTimeMs: 45_000,
};
// A safety net, not a speed check.
const eventually = { timeout: 30_000, interval: 100 };

async function setUp() {
  const api = await startPostmarkStandIn(TOKEN);
  closing.push(api);
  const app = await startTestApp(orm, {
    CONTACT_RATE_LIMIT: '1000',
    POSTMARK_SERVER_TOKEN: TOKEN,
    POSTMARK_API_URL: api.url,
    LEAD_NOTIFY_TO: OWNER,
    MAIL_FROM: `"Summit Coast Builders website" <${SENDER}>`,
  });
  closing.unshift(app);
  await app.http.login();
  return { api, app };
}
const statusOf = async (id: number) =>
  (
    await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ status: string; error: string | null }>>(
        'select notification_status as status, notification_error as error from contact_submissions where id = ?',
        [id],
      )
  )[0];

describe('e-mail through a transactional API (Postmark), chosen by POSTMARK_SERVER_TOKEN alone', () => {
  it("sends the owner's alert and the visitor's acknowledgement, and the panel says e-mail is on", async () => {
    const { api, app } = await setUp();
    expect((await app.http.get('/api/admin/notifications')).body).toEqual({
      configured: true,
      recipient: OWNER,
    });
    expect((await app.http.get('/api/admin/alerts')).body).toMatchObject({ emailSource: 'environment' });

    const sent = await app.http.post('/api/contact', lead);
    expect(sent.status).toBe(200);
    const id = sent.body.id as number;
    await vi.waitFor(() => expect(api.messages).toHaveLength(2), eventually);
    const alert = api.messages.find((message) => message.To === OWNER);
    if (!alert) throw new Error('no alert');
    expect(alert.From).toBe(`"Summit Coast Builders website" <${SENDER}>`);
    expect(alert.ReplyTo).toBe(`"Ann Lee" <${lead.email}>`);
    expect(alert.Subject).toContain('Ann Lee');
    expect(alert.HtmlBody).toContain('&lt;b&gt;Budget&lt;/b&gt;');
    expect(headerOf(alert, 'X-Lead-Id')).toBe(String(id));
    expect(headerOf(alert, 'Message-ID')).toMatch(new RegExp(`^<lead-${id}-\\d+@example\\.com>$`));
    expect(alert.MessageStream).toBe('outbound');
    const acknowledgement = api.messages.find((message) => message.To === lead.email);
    expect(acknowledgement?.Subject).toBe('We received your request - Summit Coast Builders');
    expect(acknowledgement && headerOf(acknowledgement, 'Auto-Submitted')).toBe('auto-replied');
    await vi.waitFor(async () => expect((await statusOf(id))?.status).toBe('sent'), eventually);

    const test = await app.http.post('/api/admin/alerts/test', {});
    expect(test.body.email).toEqual({
      ok: true,
      detail: expect.stringContaining('Postmark accepted it for'),
    });
  });

  it("an unconfirmed sender is refused in Postmark's words, on the test alert and on the lead, and retried", async () => {
    const { api, app } = await setUp();
    api.refuseSenders((from) => from.includes(SENDER));
    const test = await app.http.post('/api/admin/alerts/test', {});
    expect(test.body.email.ok).toBe(false);
    expect(test.body.email.detail).toContain('Postmark answered 422');
    expect(test.body.email.detail).toContain('is not a Sender Signature');

    const sent = await app.http.post('/api/contact', { ...lead, email: 'second@example.com' });
    const id = sent.body.id as number;
    await vi.waitFor(
      async () => expect((await statusOf(id))?.error).toContain('Postmark answered 422'),
      eventually,
    );
    expect((await statusOf(id))?.status).toBe('pending');
    const failures = await app.http.get('/api/admin/alerts/failures');
    expect(failures.body).toContainEqual(
      expect.objectContaining({ submissionId: id, channel: 'email', kind: 'first' }),
    );
  });
});
