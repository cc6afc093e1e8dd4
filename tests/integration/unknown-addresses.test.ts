import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import { NOT_FOUND_MESSAGES } from '../../src/common/messages';
import { type NotFoundKind, notFoundUrlOf } from '../../src/common/not-found';
import type { Project } from '../../src/common/schemas/portfolio';
import type { Orm } from '../../src/server/db/orm';
import { seedDemoContent } from '../../src/server/db/seed';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { describedPhotos } from '../support/photos';
import { bytesOf, rawRequest } from '../support/raw-http';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

/** The real render from source, counting the URLs it renders: a page-cache hit renders nothing. */
const renders: string[] = [];
const pageRenderer = bundledRenderer(path.resolve('src/client'), (input) => {
  renders.push(input.url);
  return render(input);
});
const rendersOf = (url: string) => renders.filter((rendered) => rendered === url).length;

/** Letters only, so no unknown address shares a word or a digit with a project's slug (no suggestion). */
let counter = 0;
const unique = () => {
  counter++;
  return `qx${counter.toString(26).replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? 'z')}zq`;
};

const UNKNOWN: Record<NotFoundKind, () => string> = {
  page: () => `/no-such-${unique()}`,
  project: () => `/portfolio/${unique()}`,
  area: () => `/areas/${unique()}`,
};

const get = (requestPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  bytesOf(`${app.baseUrl}${requestPath}`, headers, method);

/**
 * The built client this server serves: a file no rule of the server names (a search engine's verification file),
 * one whose name needs an escape, and a dotfile, which the file server never sends.
 */
let clientDir: string;
const VERIFICATION_FILE = 'google5f3a9c1d.html';
const ESCAPED_FILE = 'downloads/price%20list.pdf';

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'scb-unknown-addresses-'));
  writeFileSync(path.join(clientDir, VERIFICATION_FILE), `google-site-verification: ${VERIFICATION_FILE}`);
  mkdirSync(path.join(clientDir, 'downloads'));
  writeFileSync(path.join(clientDir, 'downloads', 'price list.pdf'), '%PDF-1.4 prices');
  writeFileSync(path.join(clientDir, '.env'), 'NOT_FOR_VISITORS=1');
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, { CLIENT_DIR: clientDir }, { pageRenderer });
  await seedDemoContent(orm.em.fork(), app.storage);
  await app.http.login();
  // Demo content was written behind the app's back: a write drops what was read before it.
  await app.http.put('/api/settings/hero_title', { value: 'Unknown Addresses' });
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** An answer's headers but those of the moment (date) and of the transfer. */
const comparable = ({ date, 'content-length': _, 'transfer-encoding': __, ...rest }: IncomingHttpHeaders) =>
  rest;

describe('addresses no page has', () => {
  it('are answered from the page cache: one 404 page per kind, rendered once, the same for every address', async () => {
    for (const kind of ['page', 'project', 'area'] as const) {
      const first = await get(UNKNOWN[kind](), { 'accept-encoding': 'br' });
      expect(first.status, kind).toBe(404);
      const rendered = rendersOf(notFoundUrlOf(kind, 'en', null));
      expect(rendered, kind).toBe(1);
      for (const method of ['GET', 'HEAD']) {
        const again = await get(UNKNOWN[kind](), { 'accept-encoding': 'br' }, method);
        expect(again.status, `${method} ${kind}`).toBe(404);
        expect(again.headers['content-encoding']).toBe('br');
        if (method === 'GET') expect(again.body.equals(first.body), kind).toBe(true);
        else expect(again.body.length).toBe(0);
      }
      expect(rendersOf(notFoundUrlOf(kind, 'en', null)), kind).toBe(rendered);
    }
  });

  it('say so in plain words, noindex, with no canonical address, and the headers of the Express answer', async () => {
    const cached = await get('/no/such/place', { 'accept-encoding': 'identity' });
    const html = cached.body.toString();
    expect(cached.status).toBe(404);
    expect(html).toContain(NOT_FOUND_MESSAGES.title);
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('/no/such/place');
    // With the cache off (its invalidation listener gone), Express answers the same page.
    app.pageStore.disable();
    const express = await get('/no/such/place', { 'accept-encoding': 'identity' });
    app.pageStore.enable();
    expect(express.status).toBe(404);
    expect(express.body.toString()).toBe(html);
    const { etag: _, ...cachedHeaders } = comparable(cached.headers);
    const { etag: __, ...expressHeaders } = comparable(express.headers);
    expect(cachedHeaders).toEqual(expressHeaders);
  });

  it('suggest the closest project, one kept page per suggestion', async () => {
    const projects = (await app.http.get('/api/portfolio')).body as Project[];
    const target = projects[0] as Project;
    const typo = (n: number) => `/portfolio/${target.slug.slice(0, -2)}${'zz'.repeat(n)}`;
    const first = await get(typo(1));
    expect(first.status).toBe(404);
    expect(first.body.toString()).toContain(`href="/portfolio/${target.slug}"`);
    const rendered = rendersOf(notFoundUrlOf('project', 'en', target.slug));
    expect(rendered).toBe(1);
    const second = await get(typo(2));
    expect(second.body.equals(first.body)).toBe(true);
    expect(rendersOf(notFoundUrlOf('project', 'en', target.slug))).toBe(rendered);
  });

  it('keep the cache bounded: distinct addresses make no new entry', async () => {
    for (const kind of ['page', 'project', 'area'] as const) await get(UNKNOWN[kind]());
    const entries = app.pageStore.size.entries;
    for (let i = 0; i < 150; i++) {
      const kind = (['page', 'project', 'area'] as const)[i % 3] as NotFoundKind;
      expect((await get(`${UNKNOWN[kind]()}?n=${i}`)).status).toBe(404);
    }
    expect(app.pageStore.size.entries).toBe(entries);
  });

  it('answer 300 addresses 20 at a time, each a 404, with one render at most per kind', async () => {
    const before = renders.length;
    const addresses = Array.from({ length: 300 }, (_, i) =>
      UNKNOWN[(['page', 'project', 'area'] as const)[i % 3] as NotFoundKind](),
    );
    for (let i = 0; i < addresses.length; i += 20) {
      const statuses = await Promise.all(
        addresses.slice(i, i + 20).map(async (each) => (await get(each)).status),
      );
      expect(statuses.every((status) => status === 404)).toBe(true);
    }
    expect(renders.length - before).toBeLessThanOrEqual(3);
  });

  it('still move (301) when the owner moved them, at once, and are 404 again once the move is removed', async () => {
    const address = `/old-site-${unique()}`;
    expect((await get(address)).status).toBe(404);
    const moved = await app.http.post('/api/admin/redirects', { fromPath: address, toPath: '/about' });
    expect(moved.status, moved.text).toBe(200);
    const answer = await get(address);
    expect([answer.status, answer.headers.location]).toEqual([301, '/about']);
    expect((await app.http.delete(`/api/admin/redirects/${moved.body.id}`)).status).toBe(200);
    expect((await get(address)).status).toBe(404);
  });

  it("move a project's earlier slug to its page", async () => {
    const created = (await createProject('Quiet Canyon Studio')).body as Project;
    expect((await get('/portfolio/quiet-canyon-studio')).status).toBe(200);
    const { id, title, description, category, imageUrls } = created;
    const renamed = await app.http.put(`/api/admin/portfolio/${id}`, {
      title,
      description,
      category,
      imageUrls,
      slug: 'quiet-canyon-studio-home',
    });
    expect(renamed.status, renamed.text).toBe(200);
    const answer = await get('/portfolio/quiet-canyon-studio');
    expect([answer.status, answer.headers.location]).toEqual([301, '/portfolio/quiet-canyon-studio-home']);
  });

  it('serve the page of a project created at an address that was a 404', async () => {
    const address = '/portfolio/lately-added-garden-room';
    expect((await get(address)).status).toBe(404);
    expect((await createProject('Lately Added Garden Room')).status).toBe(200);
    const page = await get(address, { 'accept-encoding': 'identity' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('Lately Added Garden Room');
  });

  it('leave every address the server answers itself to Express', async () => {
    const answers: Array<[string, number]> = [
      ['/healthz', 200],
      ['/HEALTHZ/', 200],
      ['/api/settings', 200],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/login', 200],
      ['/admin', 200],
    ];
    for (const [address, status] of answers) {
      const answer = await get(address);
      expect(answer.status, address).toBe(status);
      expect(answer.body.toString(), address).not.toContain(NOT_FOUND_MESSAGES.title);
    }
    // Files, escapes and the API's own 404s are Express's (its 404 page has a weak ETag: compression picks the
    // coding), never a copy this cache keeps (a strong one per coding).
    for (const address of ['/api/no-such-thing', '/trpc/no.such', '/assets/none.js', '/objects/none']) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
      expect(String(answer.headers.etag ?? 'W/'), address).toMatch(/^W\//);
    }
  });

  it('answer a file that is not there with a short 404 that names no folder of the server, drawing no page', async () => {
    const before = renders.length;
    for (const address of [
      '/assets/none.js',
      '/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `/assets/${'x'.repeat(5000)}.js`,
      '/images/none.jpg',
      '/objects/none',
      '/objects/none.jpg',
      '/contact/photos/none',
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
      const body = answer.body.toString();
      expect(body.length, address).toBeLessThan(100);
      expect(body, address).not.toMatch(/ENOENT|ENAMETOOLONG|dist|\/tmp|\/app\//);
    }
    expect(renders.length).toBe(before);
  });
});

describe('addresses no page has with a dot or an escape (what scanners send)', () => {
  it('are answered from the kept 404 page, bytes and headers, with no render: 300 distinct, 20 at a time', async () => {
    const kept = {
      page: await get(UNKNOWN.page(), { 'accept-encoding': 'br' }),
      area: await get(UNKNOWN.area(), { 'accept-encoding': 'br' }),
    };
    const before = renders.length;
    const entries = app.pageStore.size.entries;
    const addresses: Array<[string, keyof typeof kept]> = [
      ['/wp-login.php', 'page'],
      ['/.env', 'page'],
      ['/.git/config', 'page'],
      ['/old.html', 'page'],
      ['/x%20y', 'page'],
      ['/%61bout', 'page'],
      ['/wp-admin/setup-config.php?step=1', 'page'],
      ['/static/..%2f..%2fetc%2fpasswd', 'page'],
      [`/areas/${unique()}.html`, 'area'],
      ...Array.from({ length: 300 }, (_, i): [string, 'page'] => [`/x-${i}-${unique()}.php`, 'page']),
    ];
    for (let i = 0; i < addresses.length; i += 20) {
      await Promise.all(
        addresses.slice(i, i + 20).map(async ([address, kind]) => {
          const answer = await get(address, { 'accept-encoding': 'br' });
          expect(answer.status, address).toBe(404);
          expect(answer.body.equals(kept[kind].body), address).toBe(true);
          expect(comparable(answer.headers), address).toEqual(comparable(kept[kind].headers));
        }),
      );
    }
    expect(renders.length - before).toBe(0);
    expect(app.pageStore.size.entries).toBe(entries);
  });

  it('never send a dotfile of the build', async () => {
    const answer = await get('/.env', { 'accept-encoding': 'identity' });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('NOT_FOR_VISITORS');
  });

  it('still move (301) when the owner moved them', async () => {
    const moves = [
      { fromPath: '/old-page.html', request: '/Old-Page.html' },
      // Kept as a browser sends it (escaped), and asked for so.
      { fromPath: '/café-menu.php', request: '/caf%C3%A9-menu.php' },
    ];
    for (const { fromPath, request } of moves) {
      expect((await get(request)).status, request).toBe(404);
      const moved = await app.http.post('/api/admin/redirects', { fromPath, toPath: '/about' });
      expect(moved.status, moved.text).toBe(200);
      const answer = await get(request);
      expect([answer.status, answer.headers.location], request).toEqual([301, '/about']);
      expect((await app.http.delete(`/api/admin/redirects/${moved.body.id}`)).status).toBe(200);
      expect((await get(request)).status, request).toBe(404);
    }
  });

  it("leave the build's files to the file server, however their path is spelled", async () => {
    const files = [
      `/${VERIFICATION_FILE}`,
      `/${VERIFICATION_FILE.replace('.', '%2E')}`,
      `/${ESCAPED_FILE}`,
      `/downloads/./price%20list.pdf`,
    ];
    for (const file of files) {
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      expect(answer.body.toString(), file).not.toContain(NOT_FOUND_MESSAGES.title);
    }
    // As written, past any client's URL parsing: the file server resolves `..` itself.
    const climbed = await rawRequest(app.baseUrl, 'GET', `/no-such-folder/../${VERIFICATION_FILE}`);
    expect(climbed.status).toBe(200);
    expect(climbed.body).toContain('google-site-verification');
    expect((await get('/robots.txt')).status).toBe(200);
    // An escape no one can decode is the file server's own refusal, never a failure.
    const undecodable = await rawRequest(app.baseUrl, 'GET', '/x%ZZ.php');
    expect(undecodable.status).toBeGreaterThanOrEqual(400);
    expect(undecodable.status).toBeLessThan(500);
  });
});

function createProject(title: string) {
  return app.http.post('/api/admin/portfolio', {
    title,
    description: 'A room that was not there before.',
    category: 'Remodels',
    imageUrls: ['/images/hero.jpg'],
    imageDetails: describedPhotos(['/images/hero.jpg']),
  });
}
