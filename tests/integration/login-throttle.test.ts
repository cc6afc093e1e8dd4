import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Orm, openDatabase } from '../../src/server/db/orm';
import { LoginAttempt } from '../../src/server/entities';
import { setAdminPassword } from '../../src/server/services/admin-user';
import { HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let databaseUrl: string;
let app: Awaited<ReturnType<typeof startTestApp>>;

const PASSWORD = 'the right password for this account';

beforeAll(async () => {
  ({ orm, url: databaseUrl } = await createTestDatabase());
  // Behind a trusted proxy each test gives its callers addresses of their own, so the per-address limit of one
  // test does not spill into the next (and a forwarded address is what an attacker controls there).
  app = await startTestApp(orm, { TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** An account of its own for each test, so no test meets another's failures. */
async function account(username: string) {
  await setAdminPassword(orm.em.fork(), username, PASSWORD);
  return { username, password: PASSWORD };
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** How many attempts for this username had their password checked (neither refused by the throttle nor busy). */
async function passwordChecks(username: string) {
  return orm.em.fork().count(LoginAttempt, { username, throttled: false });
}

/** How many attempts the rows count: a checked one is a row, refused ones are counted into one. */
async function attemptsCounted(where: { username?: string; ip?: string; throttled?: boolean }) {
  const rows = await orm.em.fork().find(LoginAttempt, where);
  return rows.reduce((sum, row) => sum + row.attempts, 0);
}

describe('sign-in throttling holds however the guesses arrive', () => {
  it('a batch of 40 guesses with the right one last neither signs in nor checks more than 5 passwords', async () => {
    const { username } = await account('batch-target');
    const guesses = Array.from({ length: 40 }, (_, i) => ({
      json: { username, password: i === 39 ? PASSWORD : `wrong-${i}` },
    }));
    const client = new HttpClient(app.baseUrl);
    const paths = Array.from({ length: guesses.length }, () => 'public.auth.login').join(',');
    await client.post(`/trpc/${paths}?batch=1`, { ...guesses }, from('10.1.0.1'));
    expect(client.cookie).not.toMatch(/scb_session=/);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect(await passwordChecks(username)).toBeLessThanOrEqual(5);
  });

  it('30 parallel REST sign-ins: at most 5 are checked (401), the rest are refused with 429', async () => {
    const { username } = await account('parallel-target');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new HttpClient(app.baseUrl).post(
          '/api/auth/login',
          { username, password: `wrong-${i}` },
          from('10.2.0.1'),
        ),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect(await passwordChecks(username)).toBeLessThanOrEqual(5);
    // Every attempt is counted, the refused ones too.
    expect(await attemptsCounted({ username })).toBe(30);
  });

  it('guesses through both doors at once, from many addresses, share one limit per username', async () => {
    const { username } = await account('two-doors-target');
    const attempts = Array.from({ length: 24 }, (_, i) => {
      const client = new HttpClient(app.baseUrl);
      const credentials = { username, password: `wrong-${i}` };
      return i % 2 === 0
        ? client.post('/api/auth/login', credentials, from(`10.3.0.${i}`))
        : client.post('/trpc/public.auth.login', { json: credentials }, from(`10.3.0.${i}`));
    });
    const statuses = (await Promise.all(attempts)).map((result) => result.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(19);
    expect(await passwordChecks(username)).toBeLessThanOrEqual(5);
  });

  it('two instances on one database (each with its own connections) share one limit', async () => {
    const { username } = await account('two-instances-target');
    const otherOrm = await openDatabase(databaseUrl);
    const other = await startTestApp(otherOrm, { TRUST_PROXY: 'loopback' });
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          new HttpClient(i % 2 === 0 ? app.baseUrl : other.baseUrl).post(
            '/api/auth/login',
            { username, password: `wrong-${i}` },
            from(`10.7.0.${i}`),
          ),
        ),
      );
      expect(results.filter((result) => result.status === 401).length).toBeLessThanOrEqual(5);
      expect(await passwordChecks(username)).toBeLessThanOrEqual(5);
    } finally {
      await other.close();
      await otherOrm.close();
    }
  });

  it('one address guessing many usernames in parallel is held to its own limit of 20', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new HttpClient(app.baseUrl).post(
          '/api/auth/login',
          { username: `sprayed-${i}`, password: 'guess' },
          from('10.4.0.1'),
        ),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    // The others were refused: over the limit, or while too many password checks were already waiting.
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect(await orm.em.fork().count(LoginAttempt, { ip: '10.4.0.1', throttled: false })).toBeLessThanOrEqual(
      20,
    );
    expect(await attemptsCounted({ ip: '10.4.0.1' })).toBe(30);
  });
});

describe("the owner's known browser", () => {
  async function knownBrowser(credentials: { username: string; password: string }, ip: string) {
    const owner = new HttpClient(app.baseUrl);
    expect((await owner.post('/api/auth/login', credentials, from(ip))).status).toBe(200);
    expect(owner.cookie).toMatch(/scb_device=/);
    await owner.request('POST', '/api/auth/logout', undefined, from(ip));
    return owner;
  }

  it("still signs in after 20 failures on other usernames from the owner's own address", async () => {
    const credentials = await account('owner-same-ip');
    const ownerIp = '10.5.0.1';
    const owner = await knownBrowser(credentials, ownerIp);
    for (let i = 0; i < 21; i++) {
      const result = await new HttpClient(app.baseUrl).post(
        '/api/auth/login',
        { username: `someone-${i}`, password: 'guess' },
        from(ownerIp),
      );
      expect([401, 429]).toContain(result.status);
    }
    // A new browser at that address meets the address's limit ...
    expect(
      (await new HttpClient(app.baseUrl).post('/api/auth/login', credentials, from(ownerIp))).status,
    ).toBe(429);
    // ... the owner's known browser does not.
    expect((await owner.post('/api/auth/login', credentials, from(ownerIp))).status).toBe(200);
  });

  it('still signs in after 5 failures on its username from other browsers, at its address and elsewhere', async () => {
    const credentials = await account('owner-under-attack');
    const ownerIp = '10.6.0.1';
    const owner = await knownBrowser(credentials, ownerIp);
    for (const ip of [ownerIp, ownerIp, ownerIp, '10.6.0.2', '10.6.0.3', '10.6.0.4']) {
      await new HttpClient(app.baseUrl).post(
        '/api/auth/login',
        { username: credentials.username, password: 'guess' },
        from(ip),
      );
    }
    expect(
      (await new HttpClient(app.baseUrl).post('/api/auth/login', credentials, from('10.6.0.9'))).status,
    ).toBe(429);
    expect((await owner.post('/api/auth/login', credentials, from(ownerIp))).status).toBe(200);
    // Its own failures still count against it.
    for (let i = 0; i < 5; i++) {
      const result = await owner.post(
        '/api/auth/login',
        { ...credentials, password: `wrong-${i}` },
        from(ownerIp),
      );
      expect(result.status).toBe(401);
    }
    expect((await owner.post('/api/auth/login', credentials, from(ownerIp))).status).toBe(429);
  });

  it('counts every attempt: successes, failures and refusals', async () => {
    const attempts = await orm.em.fork().find(LoginAttempt, { username: 'owner-under-attack' });
    expect(attempts.filter((attempt) => attempt.succeeded).length).toBe(2);
    expect(attempts.filter((attempt) => !attempt.succeeded && !attempt.throttled).length).toBe(10);
    expect(await attemptsCounted({ username: 'owner-under-attack', throttled: true })).toBe(3);
  });
});
