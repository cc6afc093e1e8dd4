/**
 * The HTTP layer's own parsing, fuzzed: what the server reads of a request before any procedure runs (the
 * request line, the path and its escapes, the query) on every route prefix. Whatever arrives, the answer is a
 * status below 500 and the process goes on answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedPagePaths } from '../../src/common/routing/resolve';
import type { Orm } from '../../src/server/db/orm';
import type { startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';
import { WIDE_NET_MS } from '../support/nets';
import { rawRequest } from '../support/raw-http';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
/** Exceptions no handler caught: on main before this suite, one `GET /trpc/%ZZ` ended the process here. */
const uncaught: unknown[] = [];
const noteUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  process.on('uncaughtException', noteUncaught);
  ({ orm, app } = await startDemoSite());
});
afterAll(async () => {
  process.off('uncaughtException', noteUncaught);
  await app?.close();
  await orm?.close();
});

/** Every route prefix the server parses itself or hands on. */
const PREFIXES = [
  ...fixedPagePaths('en'),
  ...fixedPagePaths('es'),
  '/trpc/public.settings.list',
  '/trpc/public.portfolio.list',
  '/trpc/admin.portfolio.list',
  '/trpc/public.translations.list',
  '/es/portafolio/residencia-moderna-en-point-dume',
  '/api/translations/es',
  '/api/settings',
  '/api/portfolio',
  '/api/contact',
  '/api/admin/contact-submissions',
  '/api/openapi.json',
  '/objects/portfolio/missing.png',
  '/images/missing.jpg',
  '/api/uploads/missing',
  '/admin/preview',
  '/sitemap.xml',
  '/robots.txt',
  '/login',
  '/login/code',
  '/api/admin/backups/upload',
  '/admin',
  '/contact',
];

/** The spellings of one prefix: broken and overlong escapes, encoded separators and dots, NUL, doubled slashes. */
function spellingsOf(prefix: string): string[] {
  const last = prefix.slice(prefix.lastIndexOf('/') + 1);
  return [
    `${prefix}%ZZ`,
    `${prefix}%`,
    `${prefix}%E0%A4%A`,
    `${prefix}%C0%AF`,
    `${prefix}%ED%A0%80`,
    `${prefix}%FF`,
    `${prefix}%00`,
    `${prefix}/%2e%2e/%2e%2e/package.json`,
    `${prefix}/..%2f..%2fpackage.json`,
    `${prefix}%2C${last}`,
    `${prefix}%2c${last}?batch=1`,
    `/${prefix}`,
    `${prefix}//`,
    `${prefix}/${'%41'.repeat(2000)}`,
    `${prefix}?x=%ZZ`,
    `${prefix}?input=%`,
    `${prefix}?batch=1&input=%E0`,
    `${prefix}?${'a=%25&'.repeat(500)}`,
    `${prefix}?w=%ZZ&h=1`,
    `http://127.0.0.1${prefix}`,
    `http://other.example${prefix}%ZZ`,
    `HTTP://127.0.0.1${prefix}?batch=1`,
  ];
}

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'TRACE'];

describe('the HTTP layer under malformed requests', () => {
  it('answers every spelling on every prefix below 500, and keeps answering', {
    timeout: WIDE_NET_MS,
  }, async () => {
    const failures: string[] = [];
    const targets = [...PREFIXES.flatMap(spellingsOf), '*', 'no-slash', '/%'];
    for (const method of METHODS) {
      for (const target of targets) {
        const answer = await rawRequest(app.baseUrl, method, target);
        if (answer.status < 100 || answer.status >= 500) {
          failures.push(`${method} ${target.slice(0, 120)}: ${answer.status || 'no answer'}`);
        }
        const health = await rawRequest(app.baseUrl, 'GET', '/healthz');
        if (health.status !== 200) {
          failures.push(`after ${method} ${target.slice(0, 120)}: /healthz answered ${health.status}`);
          break;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  it('refuses a malformed escape in a path or query with a 400 that says so', async () => {
    for (const target of [
      '/trpc/%ZZ',
      '/trpc/public.settings.list%E0%A4%A',
      '/about?x=%',
      '/api/settings%',
    ]) {
      const answer = await rawRequest(app.baseUrl, 'GET', target);
      expect(answer.status, target).toBe(400);
    }
    const head = await rawRequest(app.baseUrl, 'HEAD', '/trpc/%');
    expect(head.status).toBe(400);
  });

  it('refuses methods no route serves with a 405 naming the ones it does', async () => {
    const answer = await rawRequest(app.baseUrl, 'TRACE', '/trpc/public.settings.list');
    expect(answer.status).toBe(405);
    expect(answer.head.toLowerCase()).toContain('allow: get, head, post');
  });

  it('reads an absolute-form request line as its path', async () => {
    const answer = await rawRequest(app.baseUrl, 'GET', 'http://127.0.0.1/about');
    expect(answer.status).toBe(200);
    const admin = await rawRequest(app.baseUrl, 'GET', 'http://127.0.0.1/api/admin/contact-submissions');
    expect(admin.status).toBe(401);
    expect(admin.head.toLowerCase()).toContain('cache-control: no-store');
  });

  it('never reaches an admin procedure through another spelling of its path', async () => {
    for (const target of [
      '/api/%61dmin/contact-submissions',
      '/api/ADMIN/contact-submissions',
      '/api//admin/contact-submissions',
      '/api/admin/contact-submissions/',
      '/trpc/admin%2Econtact.list',
      '/trpc/%61dmin.contact.list',
    ]) {
      const answer = await rawRequest(app.baseUrl, 'GET', target);
      expect([401, 404], `${target}: ${answer.body}`).toContain(answer.status);
    }
  });
});
