import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_EDIT_ATTRIBUTE, PREVIEW_PATH } from '../../src/common/preview';
import { settingDefault } from '../../src/common/settings';
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

const draft = (body: unknown, client = app.http, headers?: Record<string, string>) =>
  client.post(PREVIEW_PATH, body, headers);
const message = (answer: { body: unknown }) => (answer.body as { message?: string }).message ?? '';

describe('the preview of unsaved values (POST /admin/preview)', () => {
  it('answers 401 to a visitor, whatever the body', async () => {
    for (const body of [{ path: '/', overrides: { settings: { hero_title: 'Mine' } } }, 'not json', {}]) {
      const answer = await draft(body, visitor);
      expect(answer.status).toBe(401);
      expect(answer.text).not.toContain('<html');
    }
  });

  it('shows the owner his typed words in place, never stored, and leaves the site and its caches as they were', async () => {
    for (const route of ['/', '/about']) await visitor.get(route);
    const pagesKept = app.pageStore.size.entries;
    const publicHome = await visitor.get('/');
    const publicSettings = await visitor.get('/api/settings');

    const typed = 'Typed But Not Yet Saved';
    const answer = await draft({ path: '/', theme: 'dark', overrides: { settings: { hero_title: typed } } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.text).toContain('data-preview-theme="dark"');
    expect(answer.text).toMatch(
      new RegExp(`<h1[^>]*${PREVIEW_EDIT_ATTRIBUTE}="setting:hero_title"[^>]*>${typed}</h1>`),
    );

    // Nothing of it reached the database, the response cache, the page cache or any visitor.
    expect(app.pageStore.size.entries).toBe(pagesKept);
    const after = await visitor.get('/');
    expect(after.text).not.toContain(typed);
    expect(after.headers.get('etag')).toBe(publicHome.headers.get('etag'));
    expect(after.text).toContain(settingDefault('hero_title').replace("'", '&#x27;'));
    expect((await visitor.get('/api/settings')).text).toBe(publicSettings.text);
    expect((await app.http.get('/api/admin/settings')).text).not.toContain(typed);
    // A plain preview afterwards shows the stored words again: the draft was kept nowhere.
    expect((await app.http.get(`${PREVIEW_PATH}?path=/`)).text).not.toContain(typed);
  });

  it('marks each editable text with its field in preview mode only, never in public HTML', async () => {
    const preview = await app.http.get(`${PREVIEW_PATH}?path=/`);
    expect(preview.text).toContain(`${PREVIEW_EDIT_ATTRIBUTE}="setting:hero_subtitle"`);
    expect(preview.text).toMatch(new RegExp(`${PREVIEW_EDIT_ATTRIBUTE}="testimonial:\\d+:content"`));
    expect(preview.text).toMatch(new RegExp(`${PREVIEW_EDIT_ATTRIBUTE}="section:\\d+:title"`));
    expect(preview.text).toMatch(new RegExp(`${PREVIEW_EDIT_ATTRIBUTE}="project:\\d+:title"`));
    // Apart from those attributes and the preview's own head, every page is the visitors' page.
    const strip = (html: string) =>
      html
        .replace(new RegExp(` ${PREVIEW_EDIT_ATTRIBUTE}="[^"]*"`, 'g'), '')
        .replace(/<html [^>]*>/, '<html>')
        .replace('<base target="_blank">', '');
    for (const route of [
      '/',
      '/about',
      '/services',
      '/contact',
      '/portfolio',
      '/wildfire-recovery?community=altadena',
    ]) {
      const previewed = await app.http.get(`${PREVIEW_PATH}?path=${encodeURIComponent(route)}`);
      const shown = await visitor.get(route);
      // No marker character is left anywhere (meta tags, JSON-LD, attributes).
      expect(previewed.text, route).not.toMatch(/[\uE000-\uE01F]/);
      expect(previewed.text, route).toContain(`${PREVIEW_EDIT_ATTRIBUTE}="setting:`);
      expect(shown.text, route).not.toContain(`${PREVIEW_EDIT_ATTRIBUTE}=`);
      expect(strip(previewed.text), route).toBe(strip(shown.text));
    }
  });

  it('puts unsaved section, project and testimonial fields in place', async () => {
    const sections = (await visitor.get('/api/page-sections/homepage')).body as Array<{ id: number }>;
    const projects = (await visitor.get('/api/portfolio/featured')).body as Array<{ id: number }>;
    const testimonials = (await visitor.get('/api/testimonials/featured')).body as Array<{ id: number }>;
    const section = sections[0];
    const project = projects[0];
    const testimonial = testimonials[0];
    expect(section && project && testimonial).toBeTruthy();
    if (!section || !project || !testimonial) return;

    const about = await draft({
      path: '/',
      overrides: { sections: { [section.id]: { title: 'A Section Title Being Typed' } } },
    });
    expect(about.status).toBe(200);
    expect(about.text).toContain(
      `${PREVIEW_EDIT_ATTRIBUTE}="section:${section.id}:title">A Section Title Being Typed<`,
    );

    const home = await draft({
      path: '/',
      overrides: {
        projects: { [project.id]: { title: 'A Project Name Being Typed' } },
        testimonials: { [testimonial.id]: { clientName: 'A Client Being Typed' } },
      },
    });
    expect(home.status).toBe(200);
    expect(home.text).toContain('A Project Name Being Typed');
    expect(home.text).toContain('A Client Being Typed');
    expect((await visitor.get('/')).text).not.toContain('A Project Name Being Typed');
  });

  it('renders HTML typed into a text field as text', async () => {
    const answer = await draft({
      path: '/',
      overrides: { settings: { hero_title: '<script>alert(1)</script><img src=x onerror=alert(2)>' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('<script>alert(1)');
    expect(answer.text).not.toContain('<img src=x');
    expect(answer.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses hostile overrides with a 400 naming the field', async () => {
    const refusals: Array<[unknown, RegExp]> = [
      [{ path: '/', overrides: { settings: { no_such_key: 'x' } } }, /^overrides\.settings\.no_such_key: /],
      [
        { path: '/', overrides: { settings: { hero_title: 'x'.repeat(201) } } },
        /^overrides\.settings\.hero_title: .*200/,
      ],
      [
        { path: '/', overrides: { settings: { hero_title: 'two\nlines' } } },
        /^overrides\.settings\.hero_title: /,
      ],
      [
        { path: '/', overrides: { settings: { site_accent_color: 'red' } } },
        /^overrides\.settings\.site_accent_color: /,
      ],
      [{ path: '/', overrides: { settings: { hero_title: 42 } } }, /^overrides\.settings\.hero_title: /],
      [
        { path: '/', overrides: { sections: { '1': { title: 'x'.repeat(301) } } } },
        /^overrides\.sections\.1\.title: /,
      ],
      [{ path: '/', overrides: { sections: { '1': { pageId: 'about' } } } }, /^overrides\.sections\.1: /],
      [{ path: '/', overrides: { sections: { abc: { title: 'x' } } } }, /^overrides\.sections\.abc: /],
      [
        { path: '/', overrides: { projects: { '1': { imageUrls: ['javascript:alert(1)'] } } } },
        /^overrides\.projects\.1\.imageUrls/,
      ],
      [
        { path: '/', overrides: { testimonials: { '1': { rating: 9 } } } },
        /^overrides\.testimonials\.1\.rating: /,
      ],
      [{ path: '/', overrides: { pages: {} } }, /^overrides: /],
      [{ path: '/', extra: 1 }, /^body: |^: /],
      [{ path: '/', theme: 'purple' }, /^theme: /],
      [{ path: 'https://evil.example/' }, /^path: /],
    ];
    for (const [body, expected] of refusals) {
      const answer = await draft(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(message(answer), JSON.stringify(body)).toMatch(expected);
    }
    const many = Object.fromEntries(
      Array.from({ length: 101 }, (_, index) => [String(index + 1), { title: 'x' }]),
    );
    expect((await draft({ path: '/', overrides: { sections: many } })).status).toBe(400);
    expect((await draft({ path: '/no/such/page' })).status).toBe(404);
  });

  it('takes a write only as the API does: from this site, as JSON, bounded', async () => {
    const foreign = await draft({ path: '/' }, app.http, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const form = await draft('path=/', app.http, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const broken = await draft('{"path":', app.http);
    expect(broken.status).toBe(400);
    const huge = await draft({ path: '/', overrides: { settings: { hero_title: 'x'.repeat(300_000) } } });
    expect(huge.status).toBe(413);
    const deep = await draft(`${'['.repeat(100)}${']'.repeat(100)}`);
    expect(deep.status).toBe(400);
  });
});
