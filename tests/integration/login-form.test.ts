import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, LOGIN_PAGE_TEXTS, MESSAGES, REFUSALS } from '../../src/common/messages';
import type { Orm } from '../../src/server/db/orm';
import { User } from '../../src/server/entities';
import { setAdminPassword } from '../../src/server/services/admin-user';
import { ADMIN, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { rootOf } from '../support/html';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm);
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codeNow = () =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(SECRET) }).generate();

describe('/login without any script', () => {
  it('is drawn by the server: a form that posts, in the panel shell, never kept by a cache', async () => {
    const page = await new HttpClient(app.baseUrl).get('/login');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const root = rootOf(page.text);
    expect(root).toContain('<h1>Admin Login</h1>');
    expect(root).toContain(`<form method="post" action="/login" data-server-login="password">`);
    expect(root).toMatch(
      /<input id="login-username" name="username" autocomplete="username webauthn"[^>]* required>/,
    );
    expect(root).toMatch(/<input id="login-password" name="password" type="password"[^>]* required>/);
    expect(root).toContain(LOGIN_PAGE_TEXTS.noticeTitle);
    // The panel's script is still loaded, to take the form over, once the form is painted (as a public page's).
    expect(page.text).toMatch(/<script data-modules="\/assets\/admin-[\w-]+\.js /);
    expect(page.text).not.toMatch(/<script type="module"/);
  });

  it('a wrong password is said on the page, the typed name kept and escaped; a post from another site is refused', async () => {
    const client = new HttpClient(app.baseUrl);
    const wrong = await client.postForm('/login', { username: '<b>admin</b>"', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain(`role="alert">${MESSAGES.invalidCredentials}</p>`);
    expect(wrong.text).toContain('value="&lt;b&gt;admin&lt;/b&gt;&quot;"');
    expect(wrong.text).not.toContain('<b>admin</b>');

    const empty = await client.postForm('/login', { username: '', password: '' });
    expect(empty.status).toBe(400);
    expect(rootOf(empty.text)).toContain('role="alert">');

    const foreign = await client.postForm('/login', ADMIN, { 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toBe(REFUSALS.formFromElsewhere);
    expect((await client.get('/api/auth/me')).status).toBe(401);

    const big = await client.postForm('/login', { username: 'a'.repeat(20_000), password: 'x' });
    expect(big.status).toBe(413);
    // What the form parser reads before any procedure: broken escapes, a field sent twice, a NUL, no fields.
    const raw = (body: string) =>
      client.request(
        'POST',
        '/login',
        body,
        {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
        'manual',
      );
    for (const [body, status] of [
      ['username=%ZZ&password=%E0%A4', 401],
      ['username=a&username=b&password=x', 400],
      ['username=a%00b&password=x', 400],
      ['', 400],
      [`${'x=1&'.repeat(50)}username=a`, 413],
    ] as const) {
      const answer = await raw(body);
      expect(answer.status, body.slice(0, 40)).toBe(status);
      expect(answer.text, body.slice(0, 40)).toContain('data-server-login="password"');
    }
  });

  it('the right password signs in and opens the panel; /login then sends there', async () => {
    const client = new HttpClient(app.baseUrl);
    const signedIn = await client.postForm('/login', ADMIN);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/admin');
    expect((await client.get('/api/auth/me')).body).toMatchObject({ username: ADMIN.username, step: 'done' });
    const again = await client.request('GET', '/login', undefined, {}, 'manual');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/admin');
  });

  it('with an authenticator: the code step is a form too, a wrong code said, the right one signs in', async () => {
    const user = await setAdminPassword(orm.em.fork(), 'guarded-form', ADMIN.password);
    await orm.em.fork().nativeUpdate(User, { id: user.id }, { totpSecret: SECRET });
    const client = new HttpClient(app.baseUrl);
    // A code with no sign-in under way starts again with the password.
    const early = await client.postForm('/login/code', { code: '123456' });
    expect(early.status).toBe(401);
    expect(early.text).toContain('data-server-login="password"');

    const password = await client.postForm('/login', { username: 'guarded-form', password: ADMIN.password });
    expect(password.status).toBe(303);
    expect(password.headers.get('location')).toBe('/login');
    const codePage = await client.get('/login');
    expect(codePage.text).toContain('<form method="post" action="/login/code" data-server-login="code">');
    expect(codePage.text).toContain('autocomplete="one-time-code"');

    const wrong = await client.postForm('/login/code', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(ACCOUNT.wrongCode);
    expect(wrong.text).toContain('data-server-login="code"');

    const right = await client.postForm('/login/code', { code: codeNow() });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/admin');
    expect((await client.get('/api/auth/me')).body).toMatchObject({ username: 'guarded-form', step: 'done' });
  });
});
