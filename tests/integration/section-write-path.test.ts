import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import type { Orm } from '../../src/server/db/orm';
import { PageSection } from '../../src/server/entities';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { rootOf } from '../support/html';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, {}, { pageRenderer: bundledRenderer(path.resolve('src/client'), render) });
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const COMMUNITY_PAGES = ['pacific-palisades', 'altadena'] as const;

const sql = (query: string, params: unknown[] = []) =>
  orm.em.fork().getConnection().execute<Array<Record<string, unknown>>>(query, params);

const countOn = async (pageId: string) =>
  Number((await sql('select count(*) as n from page_sections where page_id = ?', [pageId]))[0]?.n);

async function createSection(fields: Record<string, unknown>) {
  const result = await app.http.post('/api/admin/page-sections', { sectionType: 'content', ...fields });
  expect(result.status, result.text).toBe(200);
  return result.body as { id: number };
}

/** Every read of both community pages answers 200: both doors' JSON, signed in and out, and the public page. */
async function expectCommunityReadsWork() {
  const visitor = new HttpClient(app.baseUrl);
  for (const pageId of COMMUNITY_PAGES) {
    expect((await visitor.get(`/api/page-sections/${pageId}`)).status, pageId).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ json: { pageId } }));
    expect((await visitor.get(`/trpc/public.pageSections.active?input=${input}`)).status, pageId).toBe(200);
    expect((await app.http.get(`/api/admin/page-sections/${pageId}`)).status, pageId).toBe(200);
    expect((await app.http.get(`/trpc/admin.pageSections.list?input=${input}`)).status, pageId).toBe(200);
    const page = await visitor.get(`/wildfire-recovery?community=${pageId}`);
    expect(page.status, pageId).toBe(200);
    expect(page.text, pageId).toContain(`id="community-panel-${pageId}"`);
  }
}

describe('mirroring writes copies the way a normal save does', () => {
  it('refuses city names that carry markup or a script link, naming the field, and stores nothing', async () => {
    await createSection({
      pageId: 'pacific-palisades',
      title: 'Rebuilding Pacific Palisades',
      content: '<p>Permits for Pacific Palisades homes</p>',
      buttonLink: '/wildfire-recovery?community=pacific-palisades',
    });
    const hostile: Array<Record<string, string>> = [
      { altadena: '<img src=x onerror=alert(1)>' },
      { altadena: 'javascript:alert(1)' },
      // The source name chosen to be the whole link, so the target name would become the link.
      {
        'pacific-palisades': '/wildfire-recovery?community=pacific-palisades',
        altadena: 'javascript:alert(1)',
      },
    ];
    const before = await countOn('altadena');
    for (const cityReplacements of hostile) {
      const result = await app.http.post('/api/admin/page-sections/mirror', {
        sourcePage: 'pacific-palisades',
        targetPage: 'altadena',
        cityReplacements: { 'pacific-palisades': 'Pacific Palisades', ...cityReplacements },
      });
      expect(result.status, result.text).toBe(400);
      const fields = (result.body.data.fieldErrors as Array<{ path: string }>).map((error) => error.path);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) expect(field).toMatch(/^cityReplacements\./);
    }
    expect(await countOn('altadena')).toBe(before);
    const stored = await sql(
      "select id from page_sections where concat(title, content, button_link, metadata) ~* '(onerror|javascript:)'",
    );
    expect(stored).toEqual([]);
    await expectCommunityReadsWork();
  });

  it('answers 400 naming the field when a copy would not pass a save, and keeps none of the copies', async () => {
    const fits = await createSection({ pageId: 'pacific-palisades', title: 'Pacific Palisades today' });
    // 288 characters: within the 300 of a title until each name becomes a longer one.
    const long = await createSection({ pageId: 'pacific-palisades', title: 'Pacific Palisades '.repeat(16) });
    const before = await countOn('altadena');
    const result = await app.http.post('/api/admin/page-sections/mirror', {
      sourcePage: 'pacific-palisades',
      targetPage: 'altadena',
      sectionIds: [fits.id, long.id],
      cityReplacements: { altadena: 'Altadena and the Foothill Communities of the San Gabriel Valley' },
    });
    expect(result.status, result.text).toBe(400);
    expect(result.body.data.fieldErrors[0]).toMatchObject({
      path: 'title',
      message: 'Title must be at most 300 characters',
    });
    expect(await countOn('altadena')).toBe(before);
    await expectCommunityReadsWork();
  });

  it('sanitizes the HTML of each copy and keeps links valid, as a save does', async () => {
    const source = await createSection({
      pageId: 'pacific-palisades',
      sectionType: 'checklist',
      title: 'Pacific Palisades & Co',
      content: '<p>Pacific Palisades <a href="https://example.com/pacific-palisades">permits</a></p>',
      buttonLink: '/wildfire-recovery?community=pacific-palisades',
      metadata: '{"items":["Pacific Palisades"]}',
    });
    const result = await app.http.post('/api/admin/page-sections/mirror', {
      sourcePage: 'pacific-palisades',
      targetPage: 'altadena',
      sectionIds: [source.id],
      cityReplacements: { altadena: "Altadena & La Cañada's Hills" },
    });
    expect(result.status, result.text).toBe(200);
    expect(result.body[0]).toMatchObject({
      title: "Altadena & La Cañada's Hills & Co",
      content:
        '<p>Altadena &amp; La Cañada\'s Hills <a href="https://example.com/pacific-palisades">permits</a></p>',
      buttonLink: '/wildfire-recovery?community=altadena',
      metadata: '{"items":["Altadena & La Cañada\'s Hills"]}',
    });
  });
});

describe('reads never answer 500 for stored data', () => {
  it('mends a row written around the save path (bad link, bad JSON, oversized HTML) and still serves the page', async () => {
    const [bad] = await sql(
      `insert into page_sections (page_id, section_type, title, content, button_text, button_link, metadata, sort_order, is_active, created_at, updated_at)
       values ('altadena', 'content', 'Hand-written row', '<p>Kept text</p><img src=x onerror=alert(1)>', 'Go', 'javascript:alert(1)', '{not json', 0, true, now(), now())
       returning id`,
    );
    await sql(
      `insert into page_sections (page_id, section_type, title, content, sort_order, is_active, created_at, updated_at)
       values ('altadena', 'content', 'Oversized row', repeat('x', 60000), 1, true, now(), now())`,
    );
    await expectCommunityReadsWork();

    const publicRead = await app.http.get('/api/page-sections/altadena');
    const mended = publicRead.body.find((row: { id: number }) => row.id === bad?.id);
    expect(mended).toMatchObject({ title: 'Hand-written row', buttonLink: '', metadata: '' });
    const oversized = publicRead.body.find((row: { title: string }) => row.title === 'Oversized row');
    expect(oversized).toMatchObject({ content: '' });

    const page = await app.http.get('/wildfire-recovery?community=altadena');
    const root = rootOf(page.text);
    expect(root).toContain('Hand-written row');
    expect(root).toContain('Kept text');
    expect(root).not.toMatch(/onerror|javascript:/);

    // Writes that start from the bad row go through the save path: a copy is refused naming the field...
    const copy = await app.http.post(`/api/admin/page-sections/${bad?.id}/duplicate`);
    expect(copy.status, copy.text).toBe(400);
    expect(copy.body.data.fieldErrors.map((error: { path: string }) => error.path)).toContain('buttonLink');
    // ...a reorder that includes it still answers, and saving what the editor was shown repairs it.
    const ids = publicRead.body.map((row: { id: number }, index: number) => ({
      id: row.id,
      sortOrder: index,
    }));
    expect((await app.http.put('/api/admin/page-sections/reorder', { updates: ids })).status).toBe(200);
    const { id: _id, createdAt: _c, updatedAt: _u, pageId: _p, ...fields } = mended;
    const saved = await app.http.put(`/api/admin/page-sections/${bad?.id}`, fields);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.content).toBe('<p>Kept text</p>');
  });

  it('leaves out or mends projects and testimonials written around the save path, and still serves the pages', async () => {
    await sql(
      `insert into portfolio_projects (title, slug, description, category, image_urls, featured, created_at, updated_at)
       values ('Script-image project', 'script-image-project', 'x', 'remodels', '{javascript:alert(1)}', true, now(), now()),
              ('Sound project', 'sound-project', 'Kept', 'remodels', '{/images/hero.jpg}', true, now(), now())`,
    );
    await sql(
      `insert into testimonials (client_name, project_type, rating, content, featured, created_at, updated_at)
       values ('Out-of-range rating', 'Other', 9, 'x', true, now(), now()),
              ('Sound client', 'Other', 5, 'Kept', true, now(), now())`,
    );
    const visitor = new HttpClient(app.baseUrl);
    for (const read of ['/api/portfolio', '/api/portfolio/featured', '/api/portfolio/category/Remodels']) {
      const answer = await visitor.get(read);
      expect(answer.status, read).toBe(200);
      const titles = answer.body.map((row: { title: string }) => row.title);
      expect(titles, read).toContain('Sound project');
      expect(titles, read).not.toContain('Script-image project');
    }
    for (const read of ['/api/testimonials', '/api/testimonials/featured']) {
      const answer = await visitor.get(read);
      expect(answer.status, read).toBe(200);
      const names = answer.body.map((row: { clientName: string }) => row.clientName);
      expect(names, read).toContain('Sound client');
      expect(names, read).not.toContain('Out-of-range rating');
    }
    for (const pagePath of ['/', '/portfolio']) {
      const page = await visitor.get(pagePath);
      expect(page.status, pagePath).toBe(200);
      expect(rootOf(page.text), pagePath).not.toContain('javascript:');
    }
  });

  it('refuses an unknown section type, and renders a stored one named like an Object member as plain content', async () => {
    const refused = await app.http.post('/api/admin/page-sections', {
      pageId: 'altadena',
      sectionType: 'constructor',
      title: 'Odd type',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors[0].path).toBe('sectionType');
    // Stored before types were checked: the public page still shows it, as plain content.
    await orm.em.fork().insert(PageSection, {
      pageId: 'altadena',
      sectionType: 'constructor',
      title: 'Odd type, plain content',
      subtitle: '',
      content: '',
      imageUrl: '',
      buttonText: '',
      buttonLink: '',
      metadata: '{"anything":1}',
      sortOrder: 0,
      isActive: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const page = await app.http.get('/wildfire-recovery?community=altadena');
    expect(page.status).toBe(200);
    expect(rootOf(page.text)).toContain('Odd type, plain content');
  });
});
