import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvePage } from '../../src/common/routing/resolve';
import { ifNoneMatchHas } from '../../src/server/http/etag';
import { type CompressedPage, compressedPageSize } from '../../src/server/http/page-cache/compressed-page';
import { PageCache } from '../../src/server/http/page-cache/page-cache';
import { ResponseStore } from '../../src/server/http/response-cache/store';
import { PageReadFailed, type PublicPages, type RenderedPage } from '../../src/server/ssr/page-handler';

const SETTINGS_READ = { procedure: 'public.settings.list', input: undefined };

/** Renders held open until the test lets them finish, each showing the settings. */
function heldRenders() {
  const pending: Array<(page: RenderedPage | Error) => void> = [];
  const pages = {
    keepable: true,
    render: () =>
      new Promise<RenderedPage>((resolve, reject) => {
        pending.push((page) => (page instanceof Error ? reject(page) : resolve(page)));
      }),
  } as unknown as PublicPages;
  const finish = (index: number, result: RenderedPage | Error) => pending[index]?.(result);
  return { pages, pending, finish };
}

let server: http.Server | undefined;
afterEach(() => server?.close());

/** The page cache in front of a stand-in for Express that answers "express". */
async function serve(pages: PublicPages) {
  const store = new ResponseStore<CompressedPage>(1024 * 1024, 10, compressedPageSize);
  const cache = new PageCache(store, pages, [['x-frame-options', 'SAMEORIGIN']], pino({ level: 'silent' }));
  const arrived = { count: 0 };
  server = http.createServer((req, res) => {
    arrived.count++;
    cache.serve(req, res, () => res.end('express'));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { store, arrived, get: async (path: string) => (await fetch(base + path)).text() };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Where the page cache answers a request from: a kept page's key, a move, or nothing it keeps. */
function pageAddressOf(url: string): { key: string } | { movedTo: string } | null {
  const page = resolvePage(url);
  if (!page || 'movedTo' in page) return page;
  return page.key === null ? null : { key: page.key };
}

/** The key a browser's request ends up served from, after the one move it may be sent. */
function keyAfterMove(url: string): string | undefined {
  const address = pageAddressOf(url);
  const final = address && 'movedTo' in address ? pageAddressOf(address.movedTo) : address;
  return final && 'key' in final ? final.key : undefined;
}

describe('page cache addresses', () => {
  it('keys the public routes by their own spelling and the values their page reads', () => {
    const keys: Array<[string, string]> = [
      ['/', '/'],
      ['/?utm_source=mail&community=altadena', '/'],
      ['/wildfire-recovery', '/wildfire-recovery'],
      ['/wildfire-recovery?community=altadena&x=1', '/wildfire-recovery?community=altadena'],
      // As the page reads it: decoded.
      ['/wildfire-recovery?community=%61ltadena', '/wildfire-recovery?community=altadena'],
      ['/contact?sent=1', '/contact?sent=1'],
      ['/contact?failed=429', '/contact?failed=429'],
      // Tracking parameters are no other spelling: the canonical copy, no redirect (it would cost a round trip).
      ['/contact?utm_source=mail&utm_campaign=spring&gclid=abc&fbclid=def', '/contact'],
      ['/about?x=1', '/about'],
      // Each language's page is its own.
      ['/es', '/es'],
      ['/es/nosotros', '/es/nosotros'],
      [
        '/es/reconstruccion-tras-incendios?community=altadena',
        '/es/reconstruccion-tras-incendios?community=altadena',
      ],
      ['/es/portafolio?category=remodels&utm_source=x', '/es/portafolio?category=remodels'],
      ['/es/portafolio/malibu-modern-farmhouse', '/es/portafolio/malibu-modern-farmhouse'],
      ['/portfolio/malibu-modern-farmhouse', '/portfolio/malibu-modern-farmhouse'],
      ['/areas/pasadena', '/areas/pasadena'],
      ['/es/areas/pasadena', '/es/areas/pasadena'],
    ];
    for (const [url, key] of keys) expect(pageAddressOf(url), url).toEqual({ key });
  });

  it('moves other spellings of a page to its canonical address, keeping the parameters no page reads', () => {
    const moves: Array<[string, string]> = [
      ['/About', '/about'],
      ['/about/', '/about'],
      ['/ABOUT/?utm_source=mail&x=1', '/about?utm_source=mail&x=1'],
      ['//', '/'],
      ['/Wildfire-Recovery/?community=altadena', '/wildfire-recovery?community=altadena'],
      ['/wildfire-recovery?community=atlantis', '/wildfire-recovery'],
      ['/wildfire-recovery?utm_source=a&community=atlantis&x=1', '/wildfire-recovery?utm_source=a&x=1'],
      ['/wildfire-recovery?community=altadena&community=altadena', '/wildfire-recovery?community=altadena'],
      // The page reads the first value.
      ['/wildfire-recovery?community=altadena&community=atlantis', '/wildfire-recovery?community=altadena'],
      ['/wildfire-recovery?community=', '/wildfire-recovery'],
      ['/contact?sent=yes', '/contact'],
      ['/contact?x=1&sent=2', '/contact?x=1'],
      ['/contact?sent=1&failed=400', '/contact?sent=1'],
      ['/contact?failed=nope', '/contact'],
      ['/contact?failed=0', '/contact'],
      // A status the form does not send shows the text of one it does: that one's page.
      ['/contact?failed=0x190', '/contact?failed=400'],
      ['/contact?failed=422', '/contact?failed=400'],
      ['/contact?failed=599', '/contact?failed=500'],
      ['/contact?failed=404', '/contact?failed=413'],
      ['/contact?failed=-1', '/contact?failed=413'],
      ['/es/', '/es'],
      ['/ES/Nosotros/', '/es/nosotros'],
      ['/es/contacto?failed=422', '/es/contacto?failed=400'],
      ['/es/portafolio?category=atlantis', '/es/portafolio'],
    ];
    for (const [url, movedTo] of moves) {
      expect(pageAddressOf(url), url).toEqual({ movedTo });
      // One move is enough: where it points is a canonical address.
      expect(pageAddressOf(movedTo), movedTo).toHaveProperty('key');
    }
  });

  it('leaves alone what is not a public page: unknown paths, private pages, API, files', () => {
    for (const url of [
      '/nowhere',
      '/about//',
      '//about',
      '/%61bout',
      '/about%',
      '/login',
      '/admin',
      '/admin/preview?path=%2Fabout&theme=light&v=1',
      '/api/settings',
      '/trpc/public.settings.list',
      '/objects/uploads/a.jpg',
      '/images/hero.jpg',
      '/assets/index.js',
      '/robots.txt',
      '/sitemap.xml',
      '/es/about',
      '/es/nowhere',
      '/es/portafolio/_404',
      '/espanol',
    ])
      expect(pageAddressOf(url), url).toBeNull();
  });

  it('makes a bounded number of keys whatever query strings arrive', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      for (const url of [
        `/contact?failed=${i - 1000}`,
        `/contact?sent=${i}&failed=${i}`,
        `/wildfire-recovery?community=${i}`,
        `/About?q=${i}`,
      ]) {
        keys.add(keyAfterMove(url) ?? 'not a page');
      }
    }
    // The contact page with no outcome, sent, or one of six failures; the wildfire page; the about page.
    expect(keys.size).toBe(10);
  });

  it('matches If-None-Match as RFC 9110 asks: lists, weak tags, any', () => {
    expect(ifNoneMatchHas('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHas('"b", W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHas('*', '"a"')).toBe(true);
    expect(ifNoneMatchHas('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHas('"ab"', '"a"')).toBe(false);
    expect(ifNoneMatchHas(undefined, '"a"')).toBe(false);
  });
});

describe('page cache', () => {
  it('keeps nothing rendered across a write to its data, and lets later requests render afresh', async () => {
    const { pages, pending, finish } = heldRenders();
    const { store, get } = await serve(pages);
    const first = get('/');
    await until(() => pending.length === 1);
    store.invalidate(['settings']);
    const afterWrite = get('/');
    await until(() => pending.length === 2);
    finish(1, { html: '<p>after</p>', reads: [SETTINGS_READ], status: 200 });
    expect(await afterWrite).toBe('<p>after</p>');
    finish(0, { html: '<p>before</p>', reads: [SETTINGS_READ], status: 200 });
    expect(await first).toBe('<p>before</p>');
    expect(await get('/')).toBe('<p>after</p>');
    expect(pending).toHaveLength(2);
  });

  it('sends every request of a failed render on to Express, and keeps no page with a failed or unknown read', async () => {
    const { pages, pending, finish } = heldRenders();
    const { store, arrived, get } = await serve(pages);
    const waiting = [get('/about'), get('/about'), get('/about')];
    // All three must be waiting on the one render before it fails (a slow machine may deliver one late).
    await until(() => arrived.count === 3);
    expect(pending).toHaveLength(1);
    finish(0, new Error('a component broke on the server'));
    expect(await Promise.all(waiting)).toEqual(['express', 'express', 'express']);

    const failedRead = get('/about');
    await until(() => pending.length === 2);
    finish(1, new PageReadFailed('public.settings.list', 'error', new Error('database down')));
    expect(await failedRead).toBe('express');
    const unknownRead = get('/about');
    await until(() => pending.length === 3);
    finish(2, { html: '<p>me</p>', reads: [{ procedure: 'public.auth.me', input: undefined }], status: 200 });
    expect(await unknownRead).toBe('express');
    expect(store.size.entries).toBe(0);
  });
});
