import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let url: string;
let a: Awaited<ReturnType<typeof startTestApp>>;
let b: Awaited<ReturnType<typeof startTestApp>>;

/** Changes a setting behind the app's back, so only a cache miss can see it. */
async function writeDirectly(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql, params);
  await client.end();
}

const heroOf = (body: Array<{ key: string; value: string }>) =>
  body.find((row) => row.key === 'hero_title')?.value;

beforeAll(async () => {
  ({ orm, url } = await createTestDatabase());
  await createAdmin(orm);
  a = await startTestApp(orm);
  b = await startTestApp(orm);
  await a.http.login();
  await a.http.put('/api/settings/hero_title', { value: 'First' });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await orm.close();
});

describe('response cache', () => {
  it('answers a repeated read from memory, without the database', async () => {
    expect(heroOf((await a.http.get('/api/settings')).body)).toBe('First');
    await writeDirectly("update site_settings set value = 'Changed behind the app' where key = 'hero_title'");
    expect(heroOf((await a.http.get('/api/settings')).body)).toBe('First');
    await a.http.put('/api/settings/hero_title', { value: 'Second' });
    expect(heroOf((await a.http.get('/api/settings')).body)).toBe('Second');
  });

  it('sends a strong ETag, answers 304 to If-None-Match, and lets browsers revalidate', async () => {
    const first = await a.http.get('/api/portfolio');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${a.baseUrl}/api/portfolio`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const hit = await a.http.get('/api/portfolio');
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('drops exactly the reads each kind of admin write changes', async () => {
    const reads = [
      '/api/portfolio',
      '/api/testimonials/featured',
      '/api/page-sections/about',
      '/api/settings',
    ];
    const snapshot = async () => Promise.all(reads.map(async (path) => (await a.http.get(path)).text));
    const before = await snapshot();
    const created = await a.http.post('/api/admin/testimonials', {
      clientName: 'Cache Test',
      projectType: 'Other',
      content: 'Fresh',
      featured: true,
    });
    const after = await snapshot();
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]).toContain('Cache Test');
    expect([after[0], after[2], after[3]]).toEqual([before[0], before[2], before[3]]);
    await a.http.delete(`/api/admin/testimonials/${created.body.id}`);
    expect((await a.http.get('/api/testimonials/featured')).text).not.toContain('Cache Test');

    await a.http.post('/api/admin/page-sections', {
      pageId: 'about',
      sectionType: 'content',
      title: 'Cached?',
    });
    expect((await a.http.get('/api/page-sections/about')).text).toContain('Cached?');
  });

  it('caches the browser’s batched /trpc reads and invalidates them too', async () => {
    const path =
      '/trpc/public.settings.list,public.portfolio.byCategory?batch=1&input=' +
      encodeURIComponent(JSON.stringify({ 0: {}, 1: { json: { category: 'All Projects' } } }));
    const first = await a.http.get(path);
    expect(first.status).toBe(200);
    expect(a.store.size.entries).toBeGreaterThan(0);
    const hit = await a.http.get(path);
    expect(hit.text).toBe(first.text);
    await a.http.put('/api/settings/hero_title', { value: 'Third' });
    expect((await a.http.get(path)).text).toContain('Third');
  });

  it('never caches session-dependent or admin answers, nor batches that mix them in', async () => {
    const entries = a.store.size.entries;
    await a.http.get('/api/auth/me');
    await a.http.get('/api/admin/contact-submissions');
    await a.http.get(`/trpc/public.settings.list,public.auth.me?batch=1&input=${encodeURIComponent('{}')}`);
    expect(a.store.size.entries).toBe(entries);
  });

  it('keeps its keys bounded: odd query strings share one entry, unknown inputs are not stored', async () => {
    await a.http.get('/api/testimonials');
    const entries = a.store.size.entries;
    for (let i = 0; i < 50; i++) await a.http.get(`/api/testimonials?junk=${i}`);
    for (let i = 0; i < 20; i++)
      expect((await a.http.get(`/api/page-sections/nowhere-${i}`)).status).toBe(400);
    await a.http.get(
      `/trpc/public.pageSections.active?input=${encodeURIComponent('{"json":{"pageId":"x"}}')}`,
    );
    expect(a.store.size.entries).toBe(entries);
  });

  it('shows a write on one instance to another instance at once', async () => {
    expect(heroOf((await b.http.get('/api/settings')).body)).toBe('Third');
    await a.http.put('/api/settings/hero_title', { value: 'Written on A' });
    await expect
      .poll(async () => heroOf((await b.http.get('/api/settings')).body), { timeout: 2000 })
      .toBe('Written on A');
  });

  it('turns itself off while its invalidation listener is gone, and serves no stale data when it returns', async () => {
    expect(heroOf((await b.http.get('/api/settings')).body)).toBe('Written on A');
    await writeDirectly(
      "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()",
    );
    // Looked at straight away: the listener comes back a quarter of a second later, and a request sent in between
    // on a busy machine once took longer than that (the off state was over before it was looked at).
    await expect.poll(() => b.store.isEnabled, { timeout: 2000 }).toBe(false);
    expect(b.store.size.entries).toBe(0);
    // A write that no instance announces: what b held before the outage must not come back after it.
    await writeDirectly("update site_settings set value = 'During the outage' where key = 'hero_title'");
    await expect.poll(() => b.store.isEnabled, { timeout: 10_000 }).toBe(true);
    expect(heroOf((await b.http.get('/api/settings')).body)).toBe('During the outage');
  });
});
