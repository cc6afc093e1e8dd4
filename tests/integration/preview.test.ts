import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PATH, PUBLIC_PAGES_UNCHANGED_HEADER } from '../../src/common/preview';
import type { Orm } from '../../src/server/db/orm';
import { HttpClient, type startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let visitor: HttpClient;

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
  visitor = new HttpClient(app.baseUrl);
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const preview = (query: string, client = app.http) => client.get(`${PREVIEW_PATH}?${query}`);

describe('live preview', () => {
  it('answers 401 to a visitor, however the route is spelled, before reading anything else', async () => {
    const spellings = [
      `${PREVIEW_PATH}?path=/about`,
      `${PREVIEW_PATH}`,
      `${PREVIEW_PATH}/?path=/`,
      `${PREVIEW_PATH.toUpperCase()}?path=/about`,
      `/Admin/Preview?path=/no/such&theme=purple`,
    ];
    for (const url of spellings) {
      const answer = await visitor.get(url);
      expect(answer.status, url).toBe(401);
      expect(answer.text).not.toContain('<html');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect((await visitor.request('HEAD', `${PREVIEW_PATH}?path=/about`)).status).toBe(401);
  });

  it('shows the owner the real page, framable by this site only, never stored', async () => {
    const visitorAbout = await visitor.get('/about');
    const answer = await preview('path=/about');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    // Everything else of the policy stays as every page has it.
    const visitorCsp = visitorAbout.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(visitorCsp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.text).toContain('data-preview-theme="light"');
    expect(answer.text).toContain('<base target="_blank">');
    const visitorTitle = /<h1[^>]*>[\s\S]*?<\/h1>/.exec(visitorAbout.text)?.[0];
    expect(visitorTitle).toBeTruthy();
    // The same heading, marked with the field it shows (preview mode only: preview-drafts.test.ts).
    expect(answer.text.replace(/ data-edit="[^"]*"/g, '')).toContain(visitorTitle);
  });

  it('starts the page in the chosen colour mode and keeps the wildfire community', async () => {
    const dark = await preview('path=/wildfire-recovery?community=altadena&theme=dark');
    expect(dark.status).toBe(200);
    expect(dark.text).toContain('data-preview-theme="dark"');
    expect(dark.text).toMatch(/Altadena/);
  });

  it('previews public routes only: unknown paths 404, bad parameters 400 naming them', async () => {
    expect((await preview('path=/no/such/page')).status).toBe(404);
    expect((await preview('path=/admin')).status).toBe(404);
    expect((await preview('path=/login')).status).toBe(404);
    expect((await preview(`path=${encodeURIComponent('https://evil.example/about')}`)).body.message).toMatch(
      /^path:/,
    );
    expect((await preview(`path=${encodeURIComponent('//evil.example/about')}`)).status).toBe(400);
    expect((await preview('path=/about&path=/')).status).toBe(400);
    const theme = await preview('path=/about&theme=purple');
    expect(theme.status).toBe(400);
    expect(theme.body.message).toMatch(/^theme:/);
    expect((await preview('theme=dark')).status).toBe(400);
  });

  it('renders a page once until a write changes what it shows', async () => {
    const key = 'about_value1_title';
    const shows = async (text: string) => (await preview('path=/about&theme=dark')).text.includes(text);
    expect((await app.http.put(`/api/settings/${key}`, { value: 'Written through the panel' })).status).toBe(
      200,
    );
    expect(await shows('Written through the panel')).toBe(true);
    expect(app.previewStore.size.entries).toBeGreaterThan(0);
    // A change made behind the server's back is not seen: the page was kept, not rendered again.
    await orm.em
      .fork()
      .getConnection()
      .execute('update site_settings set value = ? where key = ?', ['Changed behind its back', key]);
    expect(await shows('Written through the panel')).toBe(true);
    // A write through the panel drops it, and the light page is a page of its own.
    expect((await app.http.put(`/api/settings/${key}`, { value: 'Written again' })).status).toBe(200);
    expect(await shows('Written again')).toBe(true);
    expect((await preview('path=/about&theme=light')).text).toContain('data-preview-theme="light"');
    expect((await app.http.put(`/api/settings/${key}`, { value: '' })).status).toBe(200);
  });

  it('tells the panel which writes changed no public page, on both doors', async () => {
    const saved = await app.http.put('/api/settings/about_value1_title', { value: '' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get(PUBLIC_PAGES_UNCHANGED_HEADER)).toBeNull();
    const moved = await app.http.post('/api/admin/redirects', { fromPath: '/old-about', toPath: '/about' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.headers.get(PUBLIC_PAGES_UNCHANGED_HEADER)).toBe('1');
    const removed = await app.http.post('/trpc/admin.redirects.delete', { json: { id: moved.body.id } });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.headers.get(PUBLIC_PAGES_UNCHANGED_HEADER)).toBe('1');
    // A refused write changed nothing, but says nothing either: only a confirmed write is told apart.
    const refused = await app.http.post('/api/admin/redirects', { fromPath: '', toPath: '/about' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get(PUBLIC_PAGES_UNCHANGED_HEADER)).toBeNull();
  });

  it('leaves the page cache and every other page as they were', async () => {
    for (const route of ['/', '/about', '/services', '/contact']) await visitor.get(route);
    const entries = app.pageStore.size.entries;
    for (const route of ['/', '/about', '/services', '/contact', '/portfolio']) {
      expect((await preview(`path=${route}&theme=dark`)).status).toBe(200);
    }
    expect(app.pageStore.size.entries).toBe(entries);
    for (const route of ['/', '/about', '/admin', '/login']) {
      const page = await visitor.get(route);
      expect(page.text, route).not.toMatch(/<html data-preview-theme/);
      expect(page.headers.get('content-security-policy'), route).toContain("frame-ancestors 'none'");
      // helmet's default, as before: the CSP's frame-ancestors is what browsers obey.
      expect(page.headers.get('x-frame-options'), route).toBe('SAMEORIGIN');
    }
  });
});
