import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission, SiteSetting } from '../../src/server/entities';
import { ADMIN, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

// Half an emoji (a lone UTF-16 surrogate, as JSON's \ud83d escape can carry one) is taken as U+FFFD: the lead is
// saved, never lost to a 500 (PostgreSQL's JSON refused it), and whole emoji stay as typed.
let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, { CONTACT_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** A contact request as JSON text, `name` and `message` written into it as they are (JSON escapes included). */
const leadJson = (name: string, message = 'Hello') =>
  `{"name":"${name}","email":"jo@example.com","phone":"310 555 0100","message":"${message}"}`;

const savedLead = (name: string) => orm.em.fork().findOne(ContactSubmission, { name });

/** A JSON post without a Content-Length (chunked), which the contact fast path leaves to the REST door. */
function postChunked(url: string, body: string) {
  return fetch(app.baseUrl + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new Blob([body]).stream(),
    duplex: 'half',
  } as RequestInit);
}

describe('a lone surrogate in a contact request', () => {
  it('is saved as U+FFFD through every door', async () => {
    const answers = {
      'fast path': (await app.http.post('/api/contact', leadJson('Fast \\ud83d'))).status,
      'REST door': (await postChunked('/api/contact', leadJson('Rest', 'Cut \\udc00 short'))).status,
      '/trpc': (await app.http.post('/trpc/public.contact.submit', `{"json":${leadJson('Rpc \\ud83d')}}`))
        .status,
    };
    expect(answers).toEqual({ 'fast path': 200, 'REST door': 200, '/trpc': 200 });
    expect(await savedLead('Fast \ufffd')).not.toBeNull();
    expect(await savedLead('Rest')).toMatchObject({ message: 'Cut \ufffd short' });
    expect(await savedLead('Rpc \ufffd')).not.toBeNull();
  });

  it('leaves whole emoji (surrogate pairs) as typed', async () => {
    const result = await app.http.post('/api/contact', leadJson('José \\ud83d\\ude00', 'Hi 😀'));
    expect(result.status).toBe(200);
    expect(await savedLead('José 😀')).toMatchObject({ message: 'Hi 😀' });
  });
});

describe('a lone surrogate in an admin field', () => {
  it('is stored as U+FFFD on both doors', async () => {
    const admin = new HttpClient(app.baseUrl);
    await admin.login(ADMIN);
    const rest = await admin.put('/api/settings/hero_title', '{"value":"Homes \\udc00 built"}');
    expect(rest.status).toBe(200);
    expect(rest.body.value).toBe('Homes \ufffd built');
    const rpc = await admin.post(
      '/trpc/admin.settings.update',
      '{"json":{"key":"hero_subtitle","value":"Since \\ud83d 1990"}}',
    );
    expect(rpc.status).toBe(200);
    const stored = await orm.em.fork().find(SiteSetting, { key: ['hero_title', 'hero_subtitle'] });
    expect(Object.fromEntries(stored.map((setting) => [setting.key, setting.value]))).toEqual({
      hero_title: 'Homes \ufffd built',
      hero_subtitle: 'Since \ufffd 1990',
    });
  });
});
