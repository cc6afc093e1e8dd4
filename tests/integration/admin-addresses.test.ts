import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import { OWNER_MARKER_COOKIE } from '../../src/common/panel-addresses';
import { PREVIEW_PATH } from '../../src/common/preview';
import type { Orm } from '../../src/server/db/orm';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  // The real shells (src/client/admin.html), so the answer can be told from a public page.
  app = await startTestApp(orm, {}, { pageRenderer: bundledRenderer(path.resolve('src/client'), render) });
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const isAdminShell = (html: string) =>
  html.includes('<title>Admin Panel</title>') &&
  html.includes('<meta name="robots" content="noindex, nofollow"');

describe('the admin panel’s addresses', () => {
  it('answers every /admin/<tab> address with the panel’s shell: 200, no-store, noindex', async () => {
    const visitor = new HttpClient(app.baseUrl);
    const addresses = [
      '/admin',
      '/admin/page-content',
      '/admin/page-content/about',
      '/admin/wildfire-recovery/altadena',
      // A lead's own address: alerts link to it.
      '/admin/contact-forms/12',
      '/Admin/Backups/',
      // An address naming no tab is the panel too: it shows its default tab.
      '/admin/no/such/tab',
    ];
    for (const address of addresses) {
      // Twice: the second would be a kept copy if anything had kept one.
      for (const round of [1, 2]) {
        const answer = await visitor.get(address);
        expect(answer.status, `${address} #${round}`).toBe(200);
        expect(answer.headers.get('cache-control'), address).toBe('no-store');
        expect(isAdminShell(answer.text), address).toBe(true);
      }
    }
  });

  it('leaves the live preview its own route, and paths that only begin like /admin to the 404 page', async () => {
    const visitor = new HttpClient(app.baseUrl);
    const preview = await visitor.get(`${PREVIEW_PATH}?path=/about`);
    expect(preview.status).toBe(401);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const lookalike = await visitor.get('/administrator');
    expect(lookalike.status).toBe(404);
    expect(isAdminShell(lookalike.text)).toBe(false);
  });
});

describe('the owner marker cookie', () => {
  const markerOf = (setCookies: string[]) =>
    setCookies.find((cookie) => cookie.startsWith(`${OWNER_MARKER_COOKIE}=`));

  it('is set readable by the page at sign-in, holding no secret, and cleared at sign-out', async () => {
    const owner = new HttpClient(app.baseUrl);
    const signIn = await owner.login();
    const set = markerOf(signIn.headers.getSetCookie());
    expect(set).toMatch(new RegExp(`^${OWNER_MARKER_COOKIE}=1;`));
    expect(set).not.toMatch(/HttpOnly/i);
    expect(set).toMatch(/Path=\/(;|$)/);
    expect(set).toMatch(/SameSite=Lax/i);
    // The session cookie beside it stays HttpOnly.
    expect(signIn.headers.getSetCookie().find((cookie) => cookie.startsWith('scb_session='))).toMatch(
      /HttpOnly/i,
    );

    const signOut = await owner.post('/api/auth/logout');
    expect(signOut.status).toBe(200);
    expect(markerOf(signOut.headers.getSetCookie())).toMatch(/Max-Age=0/i);
  });

  it('grants nothing: a visitor who sets it by hand is still refused every admin call', async () => {
    const forger = new HttpClient(app.baseUrl);
    forger.cookie = `${OWNER_MARKER_COOKIE}=1`;
    expect((await forger.get('/api/admin/contact-submissions')).status).toBe(401);
    expect((await forger.get('/api/auth/me')).status).toBe(401);
    expect((await forger.get(`${PREVIEW_PATH}?path=/about`)).status).toBe(401);
  });

  it('is not set by a refused sign-in', async () => {
    const stranger = new HttpClient(app.baseUrl);
    const refused = await stranger.post('/api/auth/login', {
      username: 'owner',
      password: 'not the password',
    });
    expect(refused.status).toBe(401);
    expect(markerOf(refused.headers.getSetCookie())).toBeUndefined();
  });
});
