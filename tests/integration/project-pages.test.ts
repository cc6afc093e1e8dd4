/**
 * A page per project (`/portfolio/<slug>`), addresses that never break (301 from every earlier slug and
 * from the owner's moved addresses, never a loop), filters and community tabs as pages of their own, the license
 * on every page, and a 404 page that offers a way on. Real HTTP against the demo site, pages rendered from source
 * through the page cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261127190000_project_pages } from '../../migrations/Migration20261127190000_project_pages';
import { PROJECT_CATEGORIES } from '../../src/common/constants';
import { CSLB_LOOKUP_URL } from '../../src/common/license';
import { NOT_FOUND_MESSAGES } from '../../src/common/messages';
import { categorySlug } from '../../src/common/routing/query';
import { fixedPagePaths } from '../../src/common/routing/resolve';
import type { Project } from '../../src/common/schemas/portfolio';
import { SLUG_PATTERN, slugify } from '../../src/common/slugs';
import type { Orm } from '../../src/server/db/orm';
import { PageRedirect } from '../../src/server/entities';
import type { startTestApp } from '../support/app';
import { startDemoSite, visitOnce } from '../support/demo-site';
import { escapeHtml, jsonLdBlocks, linkHref, metaContent, rootOf, titleOf } from '../support/html';
import { WIDE_NET_MS } from '../support/nets';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

const visit = (path: string) => visitOnce(app.baseUrl, path);

const projects = async (): Promise<Project[]> => (await app.http.get('/api/portfolio')).body;

const sample = {
  description: 'A kitchen opened to the garden.',
  category: 'Remodels',
  imageUrls: ['/images/portfolio-1.jpg'],
  imageDetails: describedPhotos(['/images/portfolio-1.jpg']),
};

async function createProject(fields: Record<string, unknown>) {
  const result = await app.http.post('/api/admin/portfolio', { ...sample, ...fields });
  return result;
}

async function rename(project: Project, slug: string) {
  const { id, title, description, category, imageUrls } = project;
  return app.http.put(`/api/admin/portfolio/${id}`, { title, description, category, imageUrls, slug });
}

describe('a page per project', () => {
  it('gives every demo project a unique address and a page with its story, photos, meta and JSON-LD', async () => {
    const all = await projects();
    expect(new Set(all.map((project) => project.slug)).size).toBe(all.length);
    // Two in detail (the crawler below opens every one).
    for (const project of all.slice(0, 2)) {
      const page = await visit(`/portfolio/${project.slug}`);
      expect(page.status, project.slug).toBe(200);
      const body = rootOf(page.text);
      expect(body).toContain(escapeHtml(project.title));
      expect(body).toContain(escapeHtml(project.description.split('\n')[0] ?? ''));
      expect(body).toContain(escapeHtml(project.category));
      if (project.location) expect(body).toContain(escapeHtml(project.location));
      for (const url of project.imageUrls) expect(body).toContain(escapeHtml(url));
      expect(titleOf(page.text)).toContain(project.title);
      expect(linkHref(page.text, 'canonical')).toBe(`${app.env.publicUrl}/portfolio/${project.slug}`);
      expect(metaContent(page.text, 'og:image')).toBe(`${app.env.publicUrl}${project.imageUrls[0]}`);
      expect(metaContent(page.text, 'description')?.length).toBeGreaterThan(10);

      const blocks = jsonLdBlocks(page.text);
      const business = blocks.find((block) => block['@type'] === 'GeneralContractor');
      const work = blocks.find((block) => block['@type'] === 'CreativeWork');
      expect(business?.['@id']).toBeTruthy();
      expect(work?.name).toBe(project.title);
      expect(work?.creator).toEqual({ '@id': business?.['@id'] });
      expect(work?.image).toHaveLength(project.imageUrls.length);
      expect(work?.image[0]).toMatchObject({ '@type': 'ImageObject', creator: { '@id': business?.['@id'] } });
    }
  });

  it('serves a project page from the page cache, and a write drops it', async () => {
    const [project] = await projects();
    if (!project) throw new Error('the demo has projects');
    await visit(`/portfolio/${project.slug}`);
    expect(app.pageStore.get(`/portfolio/${project.slug}`)).toBeTruthy();
    await app.http.put(`/api/admin/portfolio/${project.id}`, {
      title: `${project.title} (updated)`,
      description: project.description,
      category: project.category,
      imageUrls: project.imageUrls,
    });
    expect(app.pageStore.get(`/portfolio/${project.slug}`)).toBeFalsy();
    const page = await visit(`/portfolio/${project.slug}`);
    // The address stays when the title changes: a shared link must not move on its own.
    expect(page.status).toBe(200);
    expect(rootOf(page.text)).toContain(escapeHtml(`${project.title} (updated)`));
  });

  it('lists every project page, category page and community page in the sitemap', async () => {
    const xml = (await app.http.get('/sitemap.xml')).text;
    for (const project of await projects())
      expect(xml).toContain(`<loc>${app.env.publicUrl}/portfolio/${project.slug}</loc>`);
    expect(xml).toContain(`<loc>${app.env.publicUrl}/portfolio?category=remodels</loc>`);
    expect(xml).toContain(`<loc>${app.env.publicUrl}/wildfire-recovery?community=altadena</loc>`);
  });
});

describe('slugs', () => {
  it('makes the slug from the title, unique with a number, and refuses a taken or malformed one naming the field', async () => {
    const first = await createProject({ title: 'Garden Kitchen & Bath' });
    const second = await createProject({ title: 'Garden Kitchen & Bath' });
    expect(first.body.slug).toBe('garden-kitchen-and-bath');
    expect(second.body.slug).toBe('garden-kitchen-and-bath-2');

    const taken = await createProject({ title: 'Other', slug: 'garden-kitchen-and-bath' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toMatch(/^slug: Another project, "Garden Kitchen & Bath"/);
    const malformed = await createProject({ title: 'Other', slug: 'no spaces/here' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^slug: /);
    // Capitals are read as lowercase: addresses are matched without case.
    const capitals = await createProject({ title: 'Other', slug: 'Venice-Loft' });
    expect(capitals.body.slug).toBe('venice-loft');
    // Added at the same moment with one title: each its own slug, no failed insert.
    const together = await Promise.all([1, 2, 3].map(() => createProject({ title: 'Echo Park Duplex' })));
    expect(together.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(new Set(together.map((result) => result.body.slug)).size).toBe(3);
  });

  it('answers 301 from every earlier slug to the current one, and a slug taken back is a page again (no loop)', async () => {
    const created = (await createProject({ title: 'Silver Lake Hillside' })).body as Project;
    const renamed = (await rename(created, 'silver-lake-hillside-home')).body as Project;
    const again = (await rename(renamed, 'hillside-home')).body as Project;
    for (const old of ['silver-lake-hillside', 'silver-lake-hillside-home']) {
      const moved = await visit(`/portfolio/${old}`);
      expect(moved.status, old).toBe(301);
      expect(moved.location).toBe('/portfolio/hillside-home');
    }
    expect((await visit('/portfolio/hillside-home')).status).toBe(200);

    // Back to the first address: it is the page again, and both others move to it in one step.
    await rename(again, 'silver-lake-hillside');
    expect((await visit('/portfolio/silver-lake-hillside')).status).toBe(200);
    for (const old of ['hillside-home', 'silver-lake-hillside-home']) {
      const moved = await visit(`/portfolio/${old}`);
      expect(moved.status, old).toBe(301);
      expect(moved.location).toBe('/portfolio/silver-lake-hillside');
    }
    // Another project may not take an address that still leads to this one.
    const clash = await createProject({ title: 'New', slug: 'hillside-home' });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toMatch(/^slug: \/portfolio\/hillside-home already leads somewhere else/);
  });

  it('moves another spelling of a project address to its own (301, lowercase)', async () => {
    const [project] = await projects();
    const moved = await visit(`/Portfolio/${project?.slug.toUpperCase()}/`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/portfolio/${project?.slug}`);
  });
});

describe('moved addresses of the owner', () => {
  it('lists them, moves an old address (301) and refuses a page, a repeat, itself and a circle, naming the field', async () => {
    const added = await app.http.post('/api/admin/redirects', {
      fromPath: '/Old-Gallery.html',
      toPath: '/portfolio',
    });
    expect(added.status).toBe(200);
    const moved = await visit('/old-gallery.html');
    expect(moved).toMatchObject({ status: 301, location: '/portfolio' });
    const list = (await app.http.get('/api/admin/redirects')).body as Array<{
      fromPath: string;
      toPath: string;
    }>;
    expect(list).toContainEqual(
      expect.objectContaining({ fromPath: '/old-gallery.html', toPath: '/portfolio' }),
    );
    // A project's earlier address is listed with where it leads now.
    expect(list.some((row) => row.fromPath === '/portfolio/silver-lake-hillside-home')).toBe(true);

    const page = await app.http.post('/api/admin/redirects', { fromPath: '/about', toPath: '/contact' });
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/^fromPath: \/about is a page of this site/);
    const repeat = await app.http.post('/api/admin/redirects', {
      fromPath: '/old-gallery.html',
      toPath: '/',
    });
    expect(repeat.body.message).toMatch(/^fromPath: /);
    const itself = await app.http.post('/api/admin/redirects', { fromPath: '/a.html', toPath: '/a.html' });
    expect(itself.body.message).toMatch(/^toPath: /);
    const elsewhere = await app.http.post('/api/admin/redirects', {
      fromPath: '/a.html',
      toPath: 'https://x.com/',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/^toPath: /);

    expect(
      (await app.http.post('/api/admin/redirects', { fromPath: '/one.html', toPath: '/two.html' })).status,
    ).toBe(200);
    expect(
      (await app.http.post('/api/admin/redirects', { fromPath: '/two.html', toPath: '/three.html' })).status,
    ).toBe(200);
    const circle = await app.http.post('/api/admin/redirects', {
      fromPath: '/three.html',
      toPath: '/one.html',
    });
    expect(circle.status).toBe(400);
    expect(circle.body.message).toMatch(/^toPath: \/one\.html already moves back/);
  });

  it('keeps every move on this site: refuses \\, control characters and paths a browser resolves elsewhere', async () => {
    const leaving = [
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/./\\evil.example',
      '/a\u0000b',
    ];
    for (const path of leaving) {
      const to = await app.http.post('/api/admin/redirects', { fromPath: '/leaving.html', toPath: path });
      expect(to.status, JSON.stringify(path)).toBe(400);
      expect(to.body.message, JSON.stringify(path)).toMatch(/^toPath: /);
      const from = await app.http.post('/api/admin/redirects', { fromPath: path, toPath: '/contact' });
      expect(from.status, JSON.stringify(path)).toBe(400);
      expect(from.body.message, JSON.stringify(path)).toMatch(/^fromPath: /);
    }
    // Saved as the browser resolves it, and the 301 names that path.
    const resolved = await app.http.post('/api/admin/redirects', {
      fromPath: '/old/../Resolved.html',
      toPath: '/x/../services?from=old',
    });
    expect(resolved.status).toBe(200);
    expect(await visit('/resolved.html')).toMatchObject({ status: 301, location: '/services?from=old' });
  });

  it("refuses to move the server's own addresses (panel, API, files), naming the field", async () => {
    const own = [
      '/login',
      '/admin',
      '/Admin/Settings',
      '/sitemap.xml',
      '/robots.txt',
      '/api/portfolio',
      '/trpc/public.settings.list',
      '/objects/photo.jpg',
      '/images/portfolio-1.jpg',
      '/assets/index.js',
      '/healthz',
      '/readyz',
      '/favicon.svg',
      '/index.html',
      '/Admin.html',
    ];
    for (const path of own) {
      const answer = await app.http.post('/api/admin/redirects', { fromPath: path, toPath: '/contact' });
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toMatch(/^fromPath: .* is an address the site itself answers/);
    }
  });

  it('never sends a visitor off the site from a row written around the checks', async () => {
    const em = orm.em.fork();
    em.create(PageRedirect, { fromPath: '/written-around', toPath: '/\\evil.example', projectId: null });
    em.create(PageRedirect, { fromPath: '/written-around-2', toPath: '/..//evil.example', projectId: null });
    await em.flush();
    expect((await visit('/written-around')).status).toBe(404);
    expect((await visit('/written-around-2')).status).toBe(404);
  });

  it('never answers a redirect loop, even from rows written around the checks: a circle is a 404', async () => {
    const em = orm.em.fork();
    em.create(PageRedirect, { fromPath: '/loop-a', toPath: '/loop-b', projectId: null });
    em.create(PageRedirect, { fromPath: '/loop-b', toPath: '/loop-a', projectId: null });
    await em.flush();
    expect((await visit('/loop-a')).status).toBe(404);
  });

  it('removes one: the address is a 404 again', async () => {
    const list = (await app.http.get('/api/admin/redirects')).body as Array<{ id: number; fromPath: string }>;
    const row = list.find((candidate) => candidate.fromPath === '/old-gallery.html');
    expect((await app.http.delete(`/api/admin/redirects/${row?.id}`)).status).toBe(200);
    expect((await visit('/old-gallery.html')).status).toBe(404);
  });
});

describe('a crawler after renames', () => {
  it(
    'finds no internal 404 from any page or sitemap entry',
    async () => {
      const all = await projects();
      // Rename a few more, so links kept anywhere (sitemap, cards, breadcrumbs) must follow.
      for (const project of all.slice(0, 3)) await rename(project, `${project.slug}-renamed`);
      const origin = app.env.publicUrl;
      const sitemap = (await app.http.get('/sitemap.xml')).text;
      const queue = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        (match[1] ?? '').replace(origin, ''),
      );
      queue.push(...all.map((project) => `/portfolio/${project.slug}`)); // the addresses before the renames
      const seen = new Set<string>();
      const broken: string[] = [];
      while (queue.length > 0) {
        const path = queue.shift() as string;
        if (seen.has(path) || seen.size > 200) continue;
        seen.add(path);
        const response = await fetch(app.baseUrl + path);
        if (response.status === 404) broken.push(path);
        if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
        const html = rootOf(await response.text());
        for (const match of html.matchAll(/href="(\/[^"#]*)"/g)) {
          const href = (match[1] ?? '').replace(/&amp;/g, '&');
          if (!href.startsWith('//') && !href.startsWith('/objects/') && !href.startsWith('/images/'))
            queue.push(href);
        }
      }
      expect(seen.size).toBeGreaterThan(20);
      expect(broken).toEqual([]);
    },
    WIDE_NET_MS,
  );
});

describe('filters and tabs are links, each its own canonical page', () => {
  it('shows one category at /portfolio?category=…, with its own title and canonical link, chips as links', async () => {
    const page = await visit('/portfolio?category=remodels');
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toMatch(/^Remodels · /);
    expect(linkHref(page.text, 'canonical')).toBe(`${app.env.publicUrl}/portfolio?category=remodels`);
    const body = rootOf(page.text);
    expect(body).toMatch(/<a[^>]*href="\/portfolio\?category=custom-homes"/);
    expect(body).toMatch(/<a[^>]*href="\/portfolio\?category=remodels"[^>]*aria-current="page"/);
    const remodels = (await projects()).filter((project) => project.category === 'Remodels');
    expect(remodels.length).toBeGreaterThan(0);
    expect(body.match(/data-testid="project-card"/g)).toHaveLength(remodels.length);
    expect(app.pageStore.get('/portfolio?category=remodels')).toBeTruthy();
    const whole = await visit('/portfolio');
    expect(linkHref(whole.text, 'canonical')).toBe(`${app.env.publicUrl}/portfolio`);
    expect(titleOf(whole.text)).not.toBe(titleOf(page.text));
  });

  it('moves an unknown value to the canonical page (301)', async () => {
    expect(await visit('/portfolio?category=castles')).toMatchObject({ status: 301, location: '/portfolio' });
    expect(await visit('/portfolio?category=Remodels')).toMatchObject({
      status: 301,
      location: '/portfolio',
    });
    expect(await visit('/wildfire-recovery?community=atlantis')).toMatchObject({
      status: 301,
      location: '/wildfire-recovery',
    });
    // The first community is the page itself.
    expect(await visit('/wildfire-recovery?community=pacific-palisades')).toMatchObject({
      status: 301,
      location: '/wildfire-recovery',
    });
    for (const category of PROJECT_CATEGORIES)
      expect((await visit(`/portfolio?category=${categorySlug(category)}`)).status, category).toBe(200);
  });

  it('renders the community tabs as links to each community page', async () => {
    const page = await visit('/wildfire-recovery?community=altadena');
    expect(page.status).toBe(200);
    expect(linkHref(page.text, 'canonical')).toBe(
      `${app.env.publicUrl}/wildfire-recovery?community=altadena`,
    );
    const body = rootOf(page.text);
    expect(body).toMatch(
      /<a[^>]*href="\/wildfire-recovery"[^>]*role="tab"|<a[^>]*role="tab"[^>]*href="\/wildfire-recovery"/,
    );
    expect(body).toMatch(/href="\/wildfire-recovery\?community=altadena"/);
  });
});

describe('the license on every page', () => {
  it('shows "Lic. #" with the registered name, linked to the CSLB lookup, and in the JSON-LD', async () => {
    const [project] = await projects();
    const paths = [...fixedPagePaths(), `/portfolio/${project?.slug}`, '/no-such-page'];
    for (const path of paths) {
      const { text } = await visit(path);
      const body = rootOf(text);
      expect(body, path).toContain('Lic. #1098765');
      expect(body, path).toContain(`href="${escapeHtml(`${CSLB_LOOKUP_URL}1098765`)}"`);
      const business = jsonLdBlocks(text).find((block) => block['@type'] === 'GeneralContractor');
      expect(business?.hasCredential?.identifier, path).toBe('1098765');
      expect(business?.legalName, path).toBeTruthy();
    }
  });

  it('follows the registered name and the number the owner saves', async () => {
    await app.http.put('/api/settings/company_legal_name', { value: 'Summit Coast Builders, Inc.' });
    await app.http.put('/api/settings/company_license_number', { value: 'CSLB #1 234 567' });
    const { text } = await visit('/about');
    expect(rootOf(text)).toContain('Summit Coast Builders, Inc.');
    expect(rootOf(text)).toContain('Lic. #1234567');
  });
});

describe('the 404 page', () => {
  it('says in plain words that no page has the address, in the site frame, with ways on', async () => {
    const page = await visit('/no-such-page');
    expect(page.status).toBe(404);
    const body = rootOf(page.text);
    expect(body).toContain(NOT_FOUND_MESSAGES.title);
    expect(body).toContain(escapeHtml(NOT_FOUND_MESSAGES.hint));
    expect(body).not.toMatch(/router/i);
    expect(body).toContain('<header');
    expect(body).toContain('<footer');
    expect(body).toMatch(/href="\/portfolio"/);
    expect(body).toMatch(/href="\/contact"/);
    expect(body).toMatch(/href="tel:/);
    expect(page.text).toContain('name="robots" content="noindex"');
  });

  it('suggests the closest project for an address that looks like an old project', async () => {
    const all = await projects();
    const target = all.find((project) => project.slug.startsWith('point-dume')) ?? all[0];
    // A typo in the last word, as an old link or a half-remembered address has it.
    const page = await visit(`/portfolio/${target?.slug.slice(0, -2)}xx`);
    expect(page.status).toBe(404);
    expect(rootOf(page.text)).toContain(`href="/portfolio/${target?.slug}"`);
    expect(app.pageStore.get('/portfolio/nothing-like-it')).toBeFalsy();
  });
});

describe('the update that brought project pages', () => {
  it('gives existing projects slugs from their titles, unique, as the app makes them', async () => {
    const migration = new Migration20261127190000_project_pages(orm.em.getDriver(), orm.config);
    await migration.up();
    const fill = String(migration.getQueries()[1]);
    const connection = orm.em.getConnection();
    await connection.execute(`alter table "portfolio_projects" alter column "slug" drop not null`);
    await connection.execute(`update "portfolio_projects" set "slug" = null`);
    const made = async (title: string) =>
      (
        await connection.execute<Array<{ id: number }>>(
          `insert into "portfolio_projects" ("title", "description", "category", "image_urls", "created_at", "updated_at")
           values (?, 'x', 'Remodels', '{}', now(), now()) returning "id"`,
          [title],
        )
      )[0]?.id;
    const first = await made('Malibu Home & Pool');
    const second = await made('Malibu Home & Pool');
    const empty = await made('!!!');
    await connection.execute(fill);
    const rows = await connection.execute<Array<{ id: number; slug: string; title: string }>>(
      `select "id", "slug", "title" from "portfolio_projects"`,
    );
    const slugOf = (id: number | undefined) => rows.find((row) => row.id === id)?.slug;
    expect(slugOf(first)).toBe(slugify('Malibu Home & Pool'));
    expect(slugOf(second)).toBe(`${slugify('Malibu Home & Pool')}-${second}`);
    expect(slugOf(empty)).toBe('project');
    for (const row of rows) expect(SLUG_PATTERN.test(row.slug), row.title).toBe(true);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    await connection.execute(`alter table "portfolio_projects" alter column "slug" set not null`);
  });
});
