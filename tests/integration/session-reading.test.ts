import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionOptions } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { readSession, type SessionData } from '../../src/server/services/session';
import { createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

/**
 * A session cookie's reading is kept after its first unseal (services/session.ts, `readSession`): what must not
 * change is who is let in.
 */
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

/** The cookie header with one character of the seal's encrypted part changed (the MAC no longer matches). */
function tampered(cookie: string) {
  const at = cookie.split('*').slice(0, 4).join('*').length + 5;
  return `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
}

describe('a session cookie read again', () => {
  it('still lets the owner in, never a changed copy, and not once the sign-in has ended', async () => {
    const owner = new HttpClient(app.baseUrl);
    await owner.login();
    for (let call = 0; call < 3; call++) expect((await owner.get('/api/auth/me')).status).toBe(200);

    const forger = new HttpClient(app.baseUrl);
    forger.cookie = tampered(owner.cookie);
    expect(forger.cookie).not.toBe(owner.cookie);
    expect((await forger.get('/api/auth/me')).status).toBe(401);

    // The same cookie, kept by someone else, after the owner signed out: its row is gone.
    const copy = new HttpClient(app.baseUrl);
    copy.cookie = owner.cookie;
    expect((await owner.post('/api/auth/logout', {})).status).toBe(200);
    expect((await copy.get('/api/auth/me')).status).toBe(401);
  });
});

describe('readSession', () => {
  const options = (password: string): SessionOptions => ({
    cookieName: 'scb_session',
    password,
    ttl: 60,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: false, path: '/' },
  });
  const mine = options('a-session-secret-of-this-server-0123456789');
  const other = options('the-session-secret-of-another-one-987654321');

  /** A server that reads the session with `serverOptions` and answers with what it holds; `?set=x` saves x. */
  async function sessionServer(serverOptions: SessionOptions, onRead?: (session: SessionData) => void) {
    const server = http.createServer(async (req, res) => {
      const session = await readSession(req, res, serverOptions);
      const body = JSON.stringify({ ...session });
      const set = new URL(req.url ?? '/', 'http://x').searchParams.get('set');
      if (set) {
        session.sessionId = set;
        await session.save();
      }
      onRead?.(session);
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string, cookie = '') => {
      const answer = await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} });
      return {
        data: (await answer.json()) as SessionData,
        setCookie: answer.headers.get('set-cookie') ?? '',
      };
    };
    return { server, get };
  }

  it('keeps each reading to itself, and to the server whose secret sealed it', async () => {
    // Every reading gets a ceremony it does not save.
    const first = await sessionServer(mine, (session) => {
      session.challengeId = 'unsaved';
    });
    const second = await sessionServer(other);
    try {
      const cookie = (await first.get('/?set=row-1')).setCookie.split(';')[0] ?? '';
      expect(cookie).toMatch(/^scb_session=Fe26\.2\*/);
      for (let read = 0; read < 3; read++)
        expect((await first.get('/', cookie)).data).toEqual({ sessionId: 'row-1' });
      expect((await second.get('/', cookie)).data).toEqual({});
      expect((await first.get('/', tampered(cookie))).data).toEqual({});
    } finally {
      first.server.close();
      second.server.close();
    }
  });
});
