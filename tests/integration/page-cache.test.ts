import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../src/client/entry-server';
import { COMMUNITIES } from '../../src/common/constants';
import { TOASTS } from '../../src/common/messages';
import { notFoundUrlOf } from '../../src/common/not-found';
import { fixedPagePaths } from '../../src/common/routing/resolve';
import type { Orm } from '../../src/server/db/orm';
import { seedDemoContent } from '../../src/server/db/seed';
import { createLogger } from '../../src/server/services/logging';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { escapeHtml } from '../support/html';
import { WIDE_NET_MS } from '../support/nets';
import { describedPhotos } from '../support/photos';
import { bytesOf } from '../support/raw-http';

let orm: Orm;
let url: string;
let a: Awaited<ReturnType<typeof startTestApp>>;
let b: Awaited<ReturnType<typeof startTestApp>>;
const logLines: string[] = [];

/** The real render from source, counting the URLs it renders. */
function countingRenderer() {
  const renders: string[] = [];
  const pageRenderer = bundledRenderer(path.resolve('src/client'), (input) => {
    renders.push(input.url);
    return render(input);
  });
  return {
    pageRenderer,
    count: (pageUrl: string) => renders.filter((rendered) => rendered === pageUrl).length,
  };
}
const rendersOfA = countingRenderer();
const rendersOfB = countingRenderer();

/** A request to one of the apps, its bytes as sent. */
const rawRequest = (
  baseUrl: string,
  requestPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
) => bytesOf(`${baseUrl}${requestPath}`, headers, method);

const text = async (requestPath: string, app = a) => (await app.http.get(requestPath)).text;

beforeAll(async () => {
  ({ orm, url } = await createTestDatabase());
  await createAdmin(orm);
  const logger = createLogger('info', { write: (line: string) => void logLines.push(line) });
  a = await startTestApp(orm, {}, { pageRenderer: rendersOfA.pageRenderer, logger });
  b = await startTestApp(orm, {}, { pageRenderer: rendersOfB.pageRenderer });
  await seedDemoContent(orm.em.fork(), a.storage);
  await a.http.login();
  // Demo content was written behind the apps' backs: start from pages rendered with it.
  await a.http.put('/api/settings/hero_title', { value: 'Built Before' });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await orm.close();
});

describe('the page cache', () => {
  it('renders a public page once and answers the next requests from memory, one log line each', async () => {
    const first = await a.http.get('/');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Built Before');
    const rendered = rendersOfA.count('/');
    const second = await a.http.get('/');
    const withTracking = await a.http.get('/?utm_source=newsletter');
    const head = await rawRequest(a.baseUrl, '/', {}, 'HEAD');
    expect(rendersOfA.count('/')).toBe(rendered);
    expect(second.text).toBe(first.text);
    expect(withTracking.text).toBe(first.text);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    await vi.waitFor(() => {
      const lines = logLines.map((line) => JSON.parse(line)).filter((line) => line.path === '/');
      expect(lines.filter((line) => line.method === 'GET' && line.status === 200)).toHaveLength(3);
    });
  });

  it('answers 304 to the ETag it sent', async () => {
    const page = await rawRequest(a.baseUrl, '/portfolio', { 'accept-encoding': 'br' });
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await rawRequest(a.baseUrl, '/portfolio', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(rendersOfA.count('/portfolio')).toBe(1);
  });

  it('keeps brotli, gzip and plain copies of the same HTML', async () => {
    const br = await rawRequest(a.baseUrl, '/about', { 'accept-encoding': 'br' });
    const gzip = await rawRequest(a.baseUrl, '/about', { 'accept-encoding': 'gzip' });
    const plain = await rawRequest(a.baseUrl, '/about', { 'accept-encoding': 'identity' });
    const chrome = await rawRequest(a.baseUrl, '/about', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(chrome.headers['content-encoding']).toBe('br');
    const html = plain.body.toString();
    expect(html).toContain('<div id="root">');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(rendersOfA.count('/about')).toBe(1);
  });

  it('sends what the Express answer of the same page sends: security headers, type, caching, Vary', async () => {
    // With the cache off (as while its invalidation listener is gone), Express renders the page.
    a.pageStore.disable();
    const express = await rawRequest(a.baseUrl, '/about', { 'accept-encoding': 'br' });
    a.pageStore.enable();
    await rawRequest(a.baseUrl, '/about', { 'accept-encoding': 'br' });
    const rendered = rendersOfA.count('/about');
    const cached = await rawRequest(a.baseUrl, '/about', { 'accept-encoding': 'br' });
    expect(rendersOfA.count('/about')).toBe(rendered);
    expect(express.status).toBe(200);
    const comparable = (headers: IncomingHttpHeaders) => {
      const {
        date: _date,
        etag: _etag,
        'content-length': _length,
        'transfer-encoding': _chunked,
        ...rest
      } = headers;
      return rest;
    };
    expect(comparable(cached.headers)).toEqual(comparable(express.headers));
    expect(cached.headers['content-security-policy']).toContain("default-src 'self'");
    expect(cached.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(cached.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(cached.headers.vary).toBe('Accept-Encoding');
    // Express's compression sends one ETag in whichever coding it picks: a weak one, as RFC 9110 asks.
    expect(express.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(cached.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('gives each content-coding its own strong ETag, and answers 304 to each under its own coding', async () => {
    const codings = { br: 'br', gzip: 'gzip', identity: 'identity' } as const;
    const etags: Record<string, string> = {};
    for (const [coding, acceptEncoding] of Object.entries(codings)) {
      const page = await rawRequest(a.baseUrl, '/portfolio', { 'accept-encoding': acceptEncoding });
      expect(page.headers.vary).toBe('Accept-Encoding');
      etags[coding] = page.headers.etag as string;
      expect(etags[coding], coding).toMatch(/^"[^"]+"$/);
    }
    expect(new Set(Object.values(etags)).size).toBe(3);
    for (const [coding, acceptEncoding] of Object.entries(codings)) {
      const etag = etags[coding] as string;
      const again = await rawRequest(a.baseUrl, '/portfolio', {
        'accept-encoding': acceptEncoding,
        'if-none-match': `"elsewhere", ${etag}`,
      });
      expect(again.status, coding).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Accept-Encoding');
      // The same tag under another coding names other bytes: the full page.
      const other = coding === 'br' ? 'gzip' : 'br';
      const otherCoding = await rawRequest(a.baseUrl, '/portfolio', {
        'accept-encoding': other,
        'if-none-match': etag,
      });
      expect(otherCoding.status, `${coding} tag under ${other}`).toBe(200);
      expect(otherCoding.headers['content-encoding']).toBe(other);
    }
  });

  it('answers the public reads of the response cache in one coding, whatever the browser takes, under one ETag', async () => {
    const br = await rawRequest(a.baseUrl, '/api/settings', { 'accept-encoding': 'br' });
    const plain = await rawRequest(a.baseUrl, '/api/settings', { 'accept-encoding': 'identity' });
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.body.equals(plain.body)).toBe(true);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('moves other spellings of a page to its canonical address, which answers from the cache', async () => {
    const canonical = await rawRequest(a.baseUrl, '/about', { 'accept-encoding': 'br' });
    const rendered = rendersOfA.count('/about');
    const moves: Array<[string, string]> = [
      ['/About', '/about'],
      ['/about/', '/about'],
      ['/ABOUT/?utm_source=mail', '/about?utm_source=mail'],
      ['/wildfire-recovery?community=atlantis', '/wildfire-recovery'],
      ['/wildfire-recovery?community=altadena&community=altadena', '/wildfire-recovery?community=altadena'],
      ['/contact?sent=yes&gclid=abc', '/contact?gclid=abc'],
      ['/contact?failed=0x190', '/contact?failed=400'],
    ];
    for (const [spelling, location] of moves) {
      for (const method of ['GET', 'HEAD']) {
        const moved = await rawRequest(a.baseUrl, spelling, {}, method);
        expect(moved.status, `${method} ${spelling}`).toBe(301);
        expect(moved.headers.location, spelling).toBe(location);
        expect(moved.body.length).toBe(0);
        expect(moved.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
    }
    const followed = await rawRequest(a.baseUrl, '/about?utm_source=mail', { 'accept-encoding': 'br' });
    expect(followed.status).toBe(200);
    expect(followed.body.equals(canonical.body)).toBe(true);
    expect(rendersOfA.count('/about')).toBe(rendered);
  });

  it('serves the canonical copy to parameters no page reads (tracking), without a redirect or a render', async () => {
    const canonical = await rawRequest(a.baseUrl, '/portfolio', { 'accept-encoding': 'br' });
    const rendered = rendersOfA.count('/portfolio');
    for (const query of [
      '?utm_source=mail&utm_campaign=spring',
      '?gclid=abc',
      '?fbclid=def',
      '?x=1',
      '?sent=1',
    ]) {
      const page = await rawRequest(a.baseUrl, `/portfolio${query}`, { 'accept-encoding': 'br' });
      expect(page.status, query).toBe(200);
      expect(page.body.equals(canonical.body), query).toBe(true);
    }
    expect(rendersOfA.count('/portfolio')).toBe(rendered);
  });

  it("keeps the contact page's outcomes after a form sent without JavaScript, one copy per outcome", async () => {
    const sent = await a.http.get('/contact?sent=1&utm_source=mail');
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(TOASTS.contactSent.title);
    const failed = await a.http.get('/contact?failed=400');
    expect(failed.text).toContain(TOASTS.contactFailed);
    expect(failed.text).not.toContain(TOASTS.contactSent.title);
    expect((await a.http.get('/contact')).text).not.toContain(TOASTS.contactSent.title);
    const renders = [rendersOfA.count('/contact?sent=1'), rendersOfA.count('/contact?failed=400')];
    await a.http.get('/contact?sent=1');
    await a.http.get('/contact?failed=400&gclid=abc');
    expect([rendersOfA.count('/contact?sent=1'), rendersOfA.count('/contact?failed=400')]).toEqual(renders);
    expect(renders).toEqual([1, 1]);
  });

  it('answers 404 to paths that are no spelling of a page, as before', async () => {
    for (const requestPath of ['/no/such/page', '/about//', '/%61bout', '/about/more', '/About/More?x=1']) {
      const page = await rawRequest(a.baseUrl, requestPath);
      expect(page.status, requestPath).toBe(404);
      expect(page.body.toString(), requestPath).toContain('<div id="root">');
    }
  });

  it('shares one render among concurrent first requests', async () => {
    const before = rendersOfA.count('/services');
    const pages = await Promise.all(Array.from({ length: 20 }, () => a.http.get('/services')));
    expect(pages.every((page) => page.status === 200 && page.text === pages[0]?.text)).toBe(true);
    expect(rendersOfA.count('/services') - before).toBe(1);
  });

  it('shows every kind of admin write on the very next load', async () => {
    const warm = async (requestPath: string) => {
      await text(requestPath);
      const count = rendersOfA.count(requestPath);
      const kept = await text(requestPath);
      expect(rendersOfA.count(requestPath)).toBe(count);
      return kept;
    };

    expect(await warm('/')).not.toContain('Written Right Now');
    await a.http.put('/api/settings/hero_title', { value: 'Written Right Now' });
    expect(await text('/')).toContain('Written Right Now');

    expect(await warm('/portfolio')).not.toContain('Freshly Added Project');
    const project = await a.http.post('/api/admin/portfolio', {
      title: 'Freshly Added Project',
      description: 'Seen at once',
      category: 'Remodels',
      imageUrls: ['/images/hero.jpg'],
      imageDetails: describedPhotos(['/images/hero.jpg']),
      featured: true,
    });
    expect(project.status).toBe(200);
    expect(await text('/portfolio')).toContain('Freshly Added Project');
    expect(await text('/')).toContain('Freshly Added Project');

    expect(await warm('/')).not.toContain('Freshly Quoted Client');
    const testimonial = await a.http.post('/api/admin/testimonials', {
      clientName: 'Freshly Quoted Client',
      projectType: 'Other',
      content: 'Seen at once',
      rating: 5,
      featured: true,
    });
    expect(testimonial.status).toBe(200);
    expect(await text('/')).toContain('Freshly Quoted Client');

    expect(await warm('/about')).not.toContain('Freshly Added Section');
    const section = await a.http.post('/api/admin/page-sections', {
      pageId: 'about',
      sectionType: 'content',
      title: 'Freshly Added Section',
    });
    expect(section.status).toBe(200);
    expect(await text('/about')).toContain('Freshly Added Section');
    await a.http.put(`/api/admin/page-sections/${section.body.id}`, { isActive: false });
    expect(await text('/about')).not.toContain('Freshly Added Section');
  });

  // A safety net for a slow hour, not a speed check: a few hundred requests, the booking page rendered each time (it
  // is never kept).
  it('keeps a bounded set of pages whatever paths and query strings arrive', {
    timeout: WIDE_NET_MS,
  }, async () => {
    // Hundreds of spellings of a few pages: a store that kept each spelling would hold hundreds of copies.
    for (let i = 0; i < 300; i++) {
      const route = fixedPagePaths()[i % fixedPagePaths().length];
      expect((await a.http.get(`${route}?q=${i}&community=${COMMUNITIES[i % 2]?.id}`)).status).toBe(200);
    }
    for (let i = 0; i < 100; i++) {
      const unknown = [`/no/such/page-${i}`, `/wildfire-recovery?community=nowhere-${i}`][i % 2] as string;
      await a.http.get(unknown);
    }
    // The public routes, the wildfire page once per community, and the one 404 page of an unknown address.
    expect(a.pageStore.size.entries).toBeGreaterThan(0);
    expect(a.pageStore.size.entries).toBeLessThanOrEqual(fixedPagePaths().length + COMMUNITIES.length + 1);
    expect(rendersOfA.count('/no/such/page-0')).toBe(0);
    const notFound = rendersOfA.count(notFoundUrlOf('page', 'en', null));
    expect((await a.http.get('/no/such/page-0')).status).toBe(404);
    expect(rendersOfA.count(notFoundUrlOf('page', 'en', null))).toBe(notFound);
  });

  it('never keeps /login or /admin', async () => {
    const entries = a.pageStore.size.entries;
    for (const requestPath of ['/login', '/admin', '/login', '/admin']) {
      const page = await a.http.get(requestPath);
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
    expect(a.pageStore.size.entries).toBe(entries);
  });

  it('drops the copy of a second instance when the first one writes', async () => {
    expect(await text('/', b)).toContain('Written Right Now');
    const rendered = rendersOfB.count('/');
    await text('/', b);
    expect(rendersOfB.count('/')).toBe(rendered);
    await a.http.put('/api/settings/hero_title', { value: 'Written On The First' });
    // A safety net for a loaded machine, not a speed check: a kept page has no expiry, so without the first
    // instance's word it would never change.
    await vi.waitFor(async () => expect(await text('/', b)).toContain(escapeHtml('Written On The First')), {
      timeout: 30_000,
    });
  });

  it('is off while its invalidation listener is gone, and keeps pages again once it is back', async () => {
    await text('/contact', b);
    expect(b.pageStore.size.entries).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()",
    );
    await client.end();
    await vi.waitFor(() => expect(b.pageStore.isEnabled).toBe(false), { timeout: 2000 });
    expect(b.pageStore.size.entries).toBe(0);
    await a.http.put('/api/settings/company_name', { value: 'Written While Deaf' });
    const rendered = rendersOfB.count('/contact');
    expect(await text('/contact', b)).toContain('Written While Deaf');
    expect(rendersOfB.count('/contact')).toBe(rendered + 1);
    // Another spelling still moves: where a page is does not depend on whether it is kept.
    const moved = await rawRequest(b.baseUrl, '/Contact/');
    expect([moved.status, moved.headers.location]).toEqual([301, '/contact']);
    await vi.waitFor(() => expect(b.pageStore.isEnabled).toBe(true), { timeout: 10_000 });
    await text('/contact', b);
    expect(b.pageStore.size.entries).toBeGreaterThan(0);
  });
});
