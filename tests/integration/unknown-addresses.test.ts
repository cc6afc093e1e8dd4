import type { IncomingHttpHeaders } from 'node:http';
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
import { bytesOf } from '../support/raw-http';

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

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, {}, { pageRenderer });
  await seedDemoContent(orm.em.fork(), app.storage);
  await app.http.login();
  // Demo content was written behind the app's back: a write drops what was read before it.
  await app.http.put('/api/settings/hero_title', { value: 'Unknown Addresses' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

describe('addresses no page has', () => {
  it('are answered from the page cache: one 404 page per kind, rendered once, the same for every address', async () => {
    for (const kind of ['page', 'project', 'area'] as const) {
      const first = await get(UNKNOWN[kind](), { 'accept-encoding': 'br' });
      expect(first.status, kind).toBe(404);
      const rendered = rendersOf(notFoundUrlOf(kind, null));
      expect(rendered, kind).toBe(1);
      for (const method of ['GET', 'HEAD']) {
        const again = await get(UNKNOWN[kind](), { 'accept-encoding': 'br' }, method);
        expect(again.status, `${method} ${kind}`).toBe(404);
        expect(again.headers['content-encoding']).toBe('br');
        if (method === 'GET') expect(again.body.equals(first.body), kind).toBe(true);
        else expect(again.body.length).toBe(0);
      }
      expect(rendersOf(notFoundUrlOf(kind, null)), kind).toBe(rendered);
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
    const comparable = ({
      date,
      etag,
      'content-length': _,
      'transfer-encoding': __,
      ...rest
    }: IncomingHttpHeaders) => rest;
    expect(comparable(cached.headers)).toEqual(comparable(express.headers));
  });

  it('suggest the closest project, one kept page per suggestion', async () => {
    const projects = (await app.http.get('/api/portfolio')).body as Project[];
    const target = projects[0] as Project;
    const typo = (n: number) => `/portfolio/${target.slug.slice(0, -2)}${'zz'.repeat(n)}`;
    const first = await get(typo(1));
    expect(first.status).toBe(404);
    expect(first.body.toString()).toContain(`href="/portfolio/${target.slug}"`);
    const rendered = rendersOf(notFoundUrlOf('project', target.slug));
    expect(rendered).toBe(1);
    const second = await get(typo(2));
    expect(second.body.equals(first.body)).toBe(true);
    expect(rendersOf(notFoundUrlOf('project', target.slug))).toBe(rendered);
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
    for (const address of [
      '/api/no-such-thing',
      '/trpc/no.such',
      '/assets/none.js',
      '/objects/none',
      '/%61bout',
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
      expect(String(answer.headers.etag ?? 'W/'), address).toMatch(/^W\//);
    }
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
