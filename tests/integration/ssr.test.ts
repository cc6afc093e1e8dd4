import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import { SERVICE_AREAS } from '../../src/common/constants';
import { messagesOf } from '../../src/common/i18n/catalogs';
import { settingDefault } from '../../src/common/settings';
import { DEMO_PROJECTS } from '../../src/server/db/demo/projects';
import type { Orm } from '../../src/server/db/orm';
import { seedDemoContent } from '../../src/server/db/seed';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { escapeHtml, jsonLdBlocks, linkHref, metaContent, rootOf, titleOf } from '../support/html';

const PUBLIC_URL = 'https://www.summitcoast.example';
const CONTACT_FAQ = messagesOf('en').contact.faq.entries;
let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  // The render function straight from source; the template is the source index.html.
  const pageRenderer = bundledRenderer(path.resolve('src/client'), render);
  app = await startTestApp(orm, { PUBLIC_URL }, { pageRenderer });
  await seedDemoContent(orm.em.fork(), app.storage);
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const page = async (url: string) => {
  const result = await app.http.get(url);
  return { ...result, root: rootOf(result.text) };
};

describe('server-rendered pages', () => {
  it('each public route arrives with its real content', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.root).toContain(escapeHtml(settingDefault('hero_title')));
    for (const project of DEMO_PROJECTS.filter((p) => p.featured).slice(0, 6)) {
      expect(home.root).toContain(escapeHtml(project.title));
    }

    const portfolio = await page('/portfolio');
    for (const project of DEMO_PROJECTS) expect(portfolio.root).toContain(escapeHtml(project.title));

    const contact = await page('/contact');
    for (const entry of CONTACT_FAQ) expect(contact.root).toContain(escapeHtml(entry.question));

    const wildfire = await page('/wildfire-recovery');
    for (const n of [1, 2, 3, 4]) {
      expect(wildfire.root).toContain(escapeHtml(settingDefault(`pacific-palisades_step${n}_title`)));
    }
    const altadena = await page('/wildfire-recovery?community=altadena');
    expect(altadena.root).toContain(escapeHtml(settingDefault('altadena_page_title')));

    expect((await page('/about')).root).toContain(escapeHtml(settingDefault('about_title')));
    expect((await page('/services')).root).toContain(escapeHtml(settingDefault('services_title')));
  });

  it('carries the Chakra styles and its islands with their props, and no page data', async () => {
    const home = await page('/');
    // Every Emotion rule is gathered into <head>, under the attribute the browser's cache reads, and so are the
    // brand colors from the settings: the page body has no stylesheet (one there may not style :root).
    expect(home.root).not.toContain('data-emotion');
    expect(home.root).not.toContain('<style');
    expect(home.text.slice(0, home.text.indexOf('</head>'))).toContain(
      `<style data-precedence="brand" data-href="brand-colors">:root{--brand-primary:${settingDefault('site_primary_color')};--brand-secondary:${settingDefault('site_secondary_color')};--brand-accent:${settingDefault('site_accent_color')}}</style>`,
    );
    expect(home.text.slice(0, home.text.indexOf('</head>'))).toMatch(/<style data-server-styles="[^"]+">/);
    // The page is whole: no Suspense boundary left for an inline script (blocked by the CSP) to fill in.
    for (const path of ['/', '/about', '/contact'])
      expect((await page(path)).text).not.toMatch(/<template id="B:|\$RC\(/);
    // The header needs no island (its theme switch and phone menu work without React), and no app data.
    expect(home.root).not.toContain('data-island=');
    expect(home.root).toContain('data-theme-switch="dark"');
    expect(home.root).toMatch(/<dialog [^>]*id="phone-menu"/);
    expect(home.text).not.toContain('type="application/json"');
    // An island is rendered into its marker (not an empty one).
    const portfolio = await page('/portfolio');
    expect([...portfolio.root.matchAll(/data-island="(\w+)"/g)].map((match) => match[1])).toEqual([
      'gallery',
    ]);
    expect(portfolio.root).not.toMatch(/data-island="\w+"[^>]*><\/div>/);
    // A card is a button, which may hold phrasing content only.
    const cards = [
      ...portfolio.root.matchAll(/<button[^>]*data-testid="project-card"[^>]*>([\s\S]*?)<\/button>/g),
    ];
    expect(cards.length).toBeGreaterThan(0);
    for (const [, content] of cards) expect(content).not.toMatch(/<(?:div|p|h\d|section|ul|li)\b/);
    expect(portfolio.root).toContain('aria-label="Projects"');
  });

  it('gives every route its title, description, canonical URL, Open Graph and Twitter tags', async () => {
    const cases = [
      { url: '/', title: settingDefault('home_meta_title'), image: '/images/hero.jpg' },
      { url: '/about', title: 'About Us', image: '/images/about-hero.jpg' },
      { url: '/portfolio', title: settingDefault('portfolio_title'), image: '/objects/portfolio/' },
      { url: '/services', title: settingDefault('services_title'), image: '/images/service-' },
      {
        url: '/wildfire-recovery',
        title: settingDefault('pacific-palisades_page_title'),
        image: '/images/wildfire.jpg',
      },
      { url: '/contact', title: settingDefault('contact_title'), image: '/images/about-hero.jpg' },
    ];
    for (const { url, title, image } of cases) {
      const { text } = await page(url);
      expect(titleOf(text), url).toContain(title);
      expect(metaContent(text, 'description'), url).toBeTruthy();
      expect(linkHref(text, 'canonical'), url).toBe(`${PUBLIC_URL}${url}`);
      expect(metaContent(text, 'og:url'), url).toBe(`${PUBLIC_URL}${url}`);
      expect(metaContent(text, 'og:title'), url).toBe(titleOf(text));
      expect(metaContent(text, 'og:image'), url).toContain(`${PUBLIC_URL}${image}`);
      expect(metaContent(text, 'twitter:card'), url).toBe('summary_large_image');
      expect(metaContent(text, 'twitter:image'), url).toBe(metaContent(text, 'og:image'));
      expect(metaContent(text, 'keywords'), url).toBe(settingDefault('site_meta_keywords'));
      expect(metaContent(text, 'author'), url).toBe(settingDefault('site_meta_author'));
      expect(text.match(/<title>/g), url).toHaveLength(1);
    }
    const altadena = await page('/wildfire-recovery?community=altadena');
    expect(linkHref(altadena.text, 'canonical')).toBe(`${PUBLIC_URL}/wildfire-recovery?community=altadena`);
  });

  it('describes the company as a GeneralContractor on every page, and the FAQ on contact', async () => {
    const home = jsonLdBlocks((await page('/')).text);
    expect(home.map((block) => block['@type'])).toEqual(['GeneralContractor']);
    const contact = jsonLdBlocks((await page('/contact')).text);
    // The business is in the frame of every page (after the page's own blocks).
    expect(contact.map((block) => block['@type'])).toEqual(['FAQPage', 'GeneralContractor']);

    const [faq, company] = contact as [Record<string, any>, Record<string, any>];
    expect(company).toMatchObject({
      '@context': 'https://schema.org',
      name: settingDefault('company_name'),
      telephone: settingDefault('contact_phone'),
      email: settingDefault('contact_email'),
      url: `${PUBLIC_URL}/`,
    });
    const areas = company.areaServed.map((area: { name: string }) => area.name);
    for (const city of Object.values(SERVICE_AREAS).flat()) expect(areas).toContain(city);
    expect(company.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: expect.arrayContaining(['Monday', 'Friday']),
        opens: '08:00',
        closes: '18:00',
      }),
      expect.objectContaining({ dayOfWeek: 'Saturday', opens: '09:00', closes: '16:00' }),
    ]);
    expect(faq.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
      CONTACT_FAQ.map((e) => e.question),
    );
    // Every page describes the business (its license included, as B&P 7030.5 requires).
    expect(jsonLdBlocks((await page('/about')).text).map((block) => block['@type'])).toEqual([
      'GeneralContractor',
    ]);
  });

  it('answers unknown paths 404 with the Page Not Found page', async () => {
    // `/admin/<anything>` is the panel's (an address of its tabs): admin-addresses.test.ts.
    for (const url of ['/no/such/page', '/portfolio/extra', '/administrator']) {
      const result = await page(url);
      expect(result.status, url).toBe(404);
      expect(result.root, url).toContain('Page Not Found');
    }
  });

  it('keeps /login and /admin client-rendered and out of search results', async () => {
    for (const url of ['/login', '/admin']) {
      const result = await app.http.get(url);
      expect(result.status).toBe(200);
      expect(result.text).toContain('<meta name="robots" content="noindex, nofollow" />');
      // The shell's own loading state only (admin.html): the panel is drawn in the browser.
      expect(result.text).toContain('<p role="status"');
      expect(result.text).not.toContain('data-island');
    }
    expect((await app.http.get('/')).text).not.toContain('noindex');
  });

  it('shows a settings change through the API on the very next page, and changes the ETag', async () => {
    const before = await page('/');
    expect(before.headers.get('cache-control')).toBe('no-cache');
    const etag = before.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"/);
    expect(linkHref(before.text, 'icon')).toBe(settingDefault('site_favicon'));
    expect((await app.http.get('/', { 'if-none-match': etag })).status).toBe(304);

    await app.http.put('/api/settings/hero_title', { value: 'Coastal Homes, Built Right' });
    await app.http.put('/api/settings/site_meta_author', { value: 'The Summit Coast Team' });
    await app.http.put('/api/settings/site_favicon', { value: '/objects/portfolio/favicon-test' });
    const after = await page('/');
    expect(after.root).toContain('Coastal Homes, Built Right');
    expect(metaContent(after.text, 'author')).toBe('The Summit Coast Team');
    expect(linkHref(after.text, 'icon')).toBe('/objects/portfolio/favicon-test');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await app.http.get('/', { 'if-none-match': etag })).status).toBe(200);
  });

  it('cannot be made to run script by stored text', async () => {
    const attack = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    await app.http.put('/api/settings/hero_subtitle', { value: attack });
    await app.http.put('/api/settings/company_name', { value: attack });
    for (const url of ['/', '/contact']) {
      const { text } = await page(url);
      expect(text, url).not.toContain('<script>alert(1)');
      expect(text, url).not.toContain('<img src=x');
      // The JSON blocks still parse: nothing closed them early.
      const business = jsonLdBlocks(text).find((block) => block['@type'] === 'GeneralContractor');
      expect(business?.name).toBe(attack);
    }
    await app.http.put('/api/settings/hero_subtitle', { value: '' });
    await app.http.put('/api/settings/company_name', { value: '' });
  });

  it('sends HTML compressed when the browser accepts it', async () => {
    const response = await fetch(`${app.baseUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public route on PUBLIC_URL with the last change of its data', async () => {
    const first = await app.http.get('/sitemap.xml');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...first.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // The routes first, each beside its Spanish twin (tests/integration/spanish-pages.test.ts); then the community,
    // category and project pages (tests/integration/project-pages.test.ts).
    expect(locs.slice(0, 12).filter((loc) => !loc?.startsWith(`${PUBLIC_URL}/es`))).toEqual(
      ['/', '/about', '/portfolio', '/services', '/wildfire-recovery', '/contact'].map((p) => PUBLIC_URL + p),
    );
    const lastmods = [...first.text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map(
      (match) => match[1] as string,
    );
    expect(lastmods).toHaveLength(locs.length);
    for (const lastmod of lastmods) expect(new Date(lastmod).toISOString()).toBe(lastmod);

    const saved = await app.http.put('/api/settings/about_title', { value: 'Our Story' });
    const after = await app.http.get('/sitemap.xml');
    const aboutEntry = after.text.split('<url>').find((entry) => entry.includes(`${PUBLIC_URL}/about<`));
    expect(aboutEntry).toContain(`<lastmod>${new Date(saved.body.updatedAt).toISOString()}</lastmod>`);
  });

  it('robots.txt allows the site, keeps crawlers out of admin, login and the API, and names the sitemap', async () => {
    const robots = await app.http.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /api/',
      '',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      '',
    ]);
  });
});
