import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type CompressedPage, compressedPageSize } from '../../src/server/http/page-cache/compressed-page';
import { pageKeyOf } from '../../src/server/http/page-cache/keys';
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

describe('page cache keys', () => {
  it('keys the public routes by their own spelling and the parameters their page reads', () => {
    expect(pageKeyOf('/')).toBe('/');
    expect(pageKeyOf('/?utm_source=mail&community=altadena')).toBe('/');
    expect(pageKeyOf('/wildfire-recovery?community=altadena&x=1')).toBe(
      '/wildfire-recovery?community=altadena',
    );
    expect(pageKeyOf('/wildfire-recovery')).toBe('/wildfire-recovery');
  });

  it('keeps nothing else: unknown paths, other spellings, unknown or repeated values, private pages', () => {
    for (const url of [
      '/nowhere',
      '/About',
      '/about/',
      '/wildfire-recovery?community=atlantis',
      '/wildfire-recovery?community=altadena&community=altadena',
      '/contact?sent=1',
      '/contact?failed=429',
      '/login',
      '/admin',
      '//about',
    ])
      expect(pageKeyOf(url), url).toBeNull();
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
    finish(1, { html: '<p>after</p>', reads: [SETTINGS_READ] });
    expect(await afterWrite).toBe('<p>after</p>');
    finish(0, { html: '<p>before</p>', reads: [SETTINGS_READ] });
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
    finish(2, { html: '<p>me</p>', reads: [{ procedure: 'public.auth.me', input: undefined }] });
    expect(await unknownRead).toBe('express');
    expect(store.size.entries).toBe(0);
  });
});
