import { describe, expect, it } from 'vitest';
import { cacheTargetOf } from '../../src/server/http/response-cache/requests';
import { type CachedResponse, ResponseStore, responseSize } from '../../src/server/http/response-cache/store';

const response = (tags: string[], bytes = 10): CachedResponse => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(bytes),
  etag: '"x"',
  tags,
});

const batch = (procedures: string, input: unknown) =>
  `/trpc/${procedures}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;

describe('cache keys', () => {
  it('keys the public REST reads by procedure and canonical input, ignoring the query string', () => {
    expect(cacheTargetOf('GET', '/api/settings?x=1', {})).toEqual({
      key: 'rest public.settings.list',
      tags: ['settings'],
    });
    expect(cacheTargetOf('GET', '/api/portfolio/category/All%20Projects', {})?.key).toBe(
      'rest public.portfolio.byCategory(All Projects)',
    );
    expect(cacheTargetOf('GET', '/api/page-sections/about', {})?.tags).toEqual(['sections']);
  });

  it('refuses unknown inputs, writes, admin and session reads', () => {
    expect(cacheTargetOf('GET', '/api/portfolio/category/Castles', {})).toBeNull();
    expect(cacheTargetOf('GET', '/api/page-sections/%E0%A4%A', {})).toBeNull();
    expect(cacheTargetOf('POST', '/api/contact', {})).toBeNull();
    expect(cacheTargetOf('GET', '/api/auth/me', {})).toBeNull();
    expect(cacheTargetOf('GET', '/api/admin/contact-submissions', {})).toBeNull();
    expect(cacheTargetOf('GET', '/objects/portfolio/x', {})).toBeNull();
  });

  it('keys a batched /trpc read by all its calls and unions their tags', () => {
    const target = cacheTargetOf(
      'GET',
      batch('public.settings.list,public.pageSections.active', {
        0: {},
        1: { json: { pageId: 'homepage' } },
      }),
      {},
    );
    expect(target).toEqual({
      key: 'trpc batch public.settings.list,public.pageSections.active(homepage)',
      tags: ['settings', 'sections'],
    });
  });

  it('does not cache a batch with any uncacheable call, bad input or a streaming request', () => {
    expect(cacheTargetOf('GET', batch('public.settings.list,public.auth.me', {}), {})).toBeNull();
    expect(
      cacheTargetOf('GET', batch('public.pageSections.active', { 0: { json: { pageId: 'x' } } }), {}),
    ).toBeNull();
    expect(
      cacheTargetOf(
        'GET',
        batch('public.pageSections.active', { 0: { json: { pageId: 'about', extra: 1 } } }),
        {},
      ),
    ).toBeNull();
    expect(cacheTargetOf('GET', '/trpc/public.settings.list?batch=1&input=%7Bnot-json', {})).toBeNull();
    expect(
      cacheTargetOf('GET', batch('public.settings.list', {}), { 'trpc-accept': 'application/jsonl' }),
    ).toBeNull();
  });
});

describe('response store', () => {
  it('drops the entries of an invalidated tag only', () => {
    const store = new ResponseStore(1000, 10, responseSize);
    store.set('a', response(['settings']), store.snapshot(['settings']));
    store.set('b', response(['portfolio']), store.snapshot(['portfolio']));
    store.invalidate(['settings']);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeDefined();
  });

  it('never stores a response computed across an invalidation or an outage', () => {
    const store = new ResponseStore(1000, 10, responseSize);
    const before = store.snapshot(['settings']);
    store.invalidate(['settings']);
    store.set('a', response(['settings']), before);
    expect(store.get('a')).toBeUndefined();
    const beforeOutage = store.snapshot(['portfolio']);
    store.disable();
    store.enable();
    store.set('b', response(['portfolio']), beforeOutage);
    expect(store.get('b')).toBeUndefined();
  });

  it('evicts the least recently used entries past its byte and entry caps', () => {
    const store = new ResponseStore(100, 3, responseSize);
    for (const key of ['a', 'b', 'c']) store.set(key, response(['t'], 20), store.snapshot(['t']));
    store.get('a');
    store.set('d', response(['t'], 20), store.snapshot(['t']));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    store.set('e', response(['t'], 20), store.snapshot(['t']));
    store.set('f', response(['t'], 25), store.snapshot(['t']));
    expect(store.size.entries).toBeLessThanOrEqual(3);
    expect(store.size.bytes).toBeLessThanOrEqual(100);
    store.set('huge', response(['t'], 60), store.snapshot(['t']));
    expect(store.get('huge')).toBeUndefined();
  });

  it('stores nothing while disabled', () => {
    const store = new ResponseStore(1000, 10, responseSize);
    store.disable();
    store.set('a', response(['t']), store.snapshot(['t']));
    expect(store.get('a')).toBeUndefined();
  });
});
