import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { LoginAttempt } from '../../src/server/entities';
import { ADMIN, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm);
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

describe('sign-in', () => {
  it('answers 401 to /api/auth/me when signed out', async () => {
    const result = await new HttpClient(app.baseUrl).get('/api/auth/me');
    expect(result.status).toBe(401);
  });

  it('names the missing fields', async () => {
    const client = new HttpClient(app.baseUrl);
    const result = await client.post('/api/auth/login', {});
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('Username is required');
    expect(result.body.message).toContain('Password is required');
    const blank = await client.post('/api/auth/login', { username: '  ', password: '' });
    expect(blank.body.data.fieldErrors).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('says only "Invalid credentials" for a wrong password or an unknown user', async () => {
    const client = new HttpClient(app.baseUrl);
    const wrongPassword = await client.post('/api/auth/login', {
      username: ADMIN.username,
      password: 'nope-nope',
    });
    const unknownUser = await client.post('/api/auth/login', { username: 'ghost', password: ADMIN.password });
    for (const result of [wrongPassword, unknownUser]) {
      expect(result.status).toBe(401);
      expect(result.body.message).toBe('Invalid credentials');
    }
    expect(client.cookie).toBe('');
  });

  it('signs in with a hardened session cookie and reports the user', async () => {
    const client = new HttpClient(app.baseUrl);
    const login = await client.login();
    expect(login.body).toMatchObject({ username: ADMIN.username });
    expect(typeof login.body.createdAt).toBe('string');
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(ADMIN.username);
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('logout (a bodiless POST) ends the session and a copied cookie stops working', async () => {
    const client = new HttpClient(app.baseUrl);
    await client.login();
    const copied = new HttpClient(app.baseUrl);
    copied.cookie = client.cookie;
    const logout = await client.request('POST', '/api/auth/logout');
    expect(logout.status).toBe(200);
    expect((await copied.get('/api/auth/me')).status).toBe(401);
    expect((await copied.get('/api/admin/contact-submissions')).status).toBe(401);
  });

  it('records every attempt', async () => {
    const attempts = await orm.em.fork().find(LoginAttempt, { username: ADMIN.username });
    expect(attempts.some((attempt) => attempt.succeeded)).toBe(true);
    expect(attempts.some((attempt) => !attempt.succeeded)).toBe(true);
  });
});

describe('throttling', () => {
  it('refuses a username after 5 failures in 15 minutes with 429 and when to retry, even with the right password', async () => {
    const client = new HttpClient(app.baseUrl);
    const username = 'throttle-target';
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/login', { username, password: `wrong-${i}` })).status).toBe(401);
    }
    const refused = await client.post('/api/auth/login', { username, password: 'anything' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Try again in 15 minutes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps a browser that signed in before out of the lockout that failures from elsewhere cause', async () => {
    const owner = new HttpClient(app.baseUrl);
    await owner.login(ADMIN);
    expect(owner.cookie).toMatch(/scb_device=/);
    await owner.request('POST', '/api/auth/logout');
    expect(owner.cookie).not.toMatch(/scb_session=/);
    const em = orm.em.fork();
    await em.nativeDelete(LoginAttempt, { username: ADMIN.username, succeeded: false });
    for (let i = 0; i < 5; i++)
      em.create(LoginAttempt, { username: ADMIN.username, ip: `10.7.7.${i}`, succeeded: false });
    await em.flush();
    try {
      // A new browser (no device cookie) is refused while the username is under attack ...
      const stranger = new HttpClient(app.baseUrl);
      expect((await stranger.post('/api/auth/login', ADMIN)).status).toBe(429);
      // ... the owner's known browser signs in, and a device cookie sealed for another username does not count.
      expect((await owner.post('/api/auth/login', ADMIN)).status).toBe(200);
      const forged = new HttpClient(app.baseUrl);
      forged.cookie = 'scb_device=Fe26.2**forged';
      expect((await forged.post('/api/auth/login', ADMIN)).status).toBe(429);
      // Its own failures still count against it, from its own address.
      for (let i = 0; i < 5; i++)
        expect((await owner.post('/api/auth/login', { ...ADMIN, password: `wrong-${i}` })).status).toBe(401);
      expect((await owner.post('/api/auth/login', ADMIN)).status).toBe(429);
    } finally {
      await orm.em.fork().nativeDelete(LoginAttempt, { username: ADMIN.username, succeeded: false });
    }
  });

  it('refuses an IP after 20 failures across usernames', async () => {
    const fresh = await startTestApp(orm);
    try {
      const em = orm.em.fork();
      for (let i = 0; i < 20; i++)
        em.create(LoginAttempt, { username: `user-${i}`, ip: '10.9.9.9', succeeded: false });
      await em.flush();
      // The test client comes from 127.0.0.1, so it is not throttled by those rows ...
      expect((await fresh.http.post('/api/auth/login', ADMIN)).status).toBe(200);
      // ... but a new browser is, by the same count from its own address ...
      for (let i = 0; i < 20; i++) {
        em.create(LoginAttempt, { username: `other-${i}`, ip: '127.0.0.1', succeeded: false });
      }
      await em.flush();
      expect((await new HttpClient(fresh.baseUrl).post('/api/auth/login', ADMIN)).status).toBe(429);
      // ... while the browser that signed in before is held to its own failures only.
      expect((await fresh.http.post('/api/auth/login', ADMIN)).status).toBe(200);
    } finally {
      await orm.em.fork().nativeDelete(LoginAttempt, { ip: ['10.9.9.9', '127.0.0.1'] });
      await fresh.close();
    }
  });
});
