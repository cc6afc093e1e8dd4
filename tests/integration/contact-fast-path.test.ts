import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

// POST /api/contact is answered before Express when all is plain; these prove it answers as the REST door does.
let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
const lead = { name: 'Ann Lee', email: 'ann@example.com', phone: '310 555 0100', message: 'Hello' };
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm, { CONTACT_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

describe('POST /api/contact', () => {
  it('carries the same security headers as an answer from Express', async () => {
    const saved = await app.http.post('/api/contact', lead);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-type')).toMatch(/^application\/json/);
    const fromExpress = await app.http.get('/api/openapi.json');
    for (const name of HELMET_HEADERS) {
      expect(saved.headers.get(name), name).toBeTruthy();
      expect(saved.headers.get(name), name).toBe(fromExpress.headers.get(name));
    }
  });

  it('accepts a JSON body whatever its charset parameter', async () => {
    const saved = await app.http.post('/api/contact', JSON.stringify(lead), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: expect.any(Number) });
  });

  it('answers a body that is not JSON as the REST adapter does', async () => {
    const broken = await app.http.post('/api/contact', '{"name": ', { 'content-type': 'application/json' });
    const elsewhere = await app.http.post('/api/auth/login', '{"name": ', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ message: 'Failed to parse request body', code: 'PARSE_ERROR' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual(broken.body);
  });

  it('leaves invalid input, oversized bodies and chunked bodies to the REST door', async () => {
    const invalid = await app.http.post('/api/contact', { ...lead, email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('email: Email must be a valid email address');

    const huge = await app.http.post('/api/contact', { ...lead, message: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);

    const chunked = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([JSON.stringify(lead)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(200);
  });

  it('takes the visitor address from X-Forwarded-For only when the proxy is trusted', async () => {
    const direct = await startTestApp(orm, { CONTACT_RATE_LIMIT: '2' });
    try {
      // A fresh database address for this app: every request below comes from 127.0.0.1, whatever it claims.
      await orm.em
        .fork()
        .getConnection()
        .execute("delete from contact_submissions where client_ip = '127.0.0.1'");
      const claims = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
      const statuses = [];
      for (const address of claims) {
        statuses.push((await direct.http.post('/api/contact', lead, { 'x-forwarded-for': address })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await direct.close();
    }
  });
});
