/**
 * The Spanish twin of every public page (common/routing): its own addresses under /es/, `<html lang>`, canonical
 * and hreflang links that pair every page with its twin both ways, the sitemap's alternates, the language switch,
 * the Spanish 404 page and moves followed in the visitor's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_IDS, SERVICE_AREAS } from '../../src/common/constants';
import { messagesOf } from '../../src/common/i18n/catalogs';
import { LANGUAGES } from '../../src/common/i18n/languages';
import { fixedPagePaths } from '../../src/common/routing/resolve';
import type { Project } from '../../src/common/schemas/portfolio';
import { settingDefault, TRANSLATED_DEFAULTS } from '../../src/common/settings';
import type { Orm } from '../../src/server/db/orm';
import type { startTestApp } from '../support/app';
import { startDemoSite, visitOnce } from '../support/demo-site';
import { linkHref, metaContent } from '../support/html';

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

/** A project's page address in Spanish: its own Spanish slug once its title is translated (the demo's are). */
const spanishPageOf = (project: Project) => `/es/portafolio/${project.translatedSlugs?.es ?? project.slug}`;

const htmlLangOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

/** A page's `hreflang` links, as `hreflang → absolute URL`. */
function alternatesIn(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link rel="alternate"[^>]*>/g)) {
    const hreflang = /hrefLang="([^"]*)"/i.exec(tag)?.[1];
    const href = /href="([^"]*)"/.exec(tag)?.[1];
    if (hreflang && href) found[hreflang] = href.replace(/&amp;/g, '&');
  }
  return found;
}

const switchOf = (html: string) =>
  /<a [^>]*href="([^"]*)"[^>]*data-language-switch/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** Every string leaf of a catalog (functions aside: their fixed parts are checked through their callers' pages). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A page's words as a visitor (or a screen reader) meets them: its text, and its labels and descriptions. */
function wordsOf(html: string): string {
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const withoutCode = html.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const attributes = [
    ...withoutCode.matchAll(/\s(?:aria-label|alt|title|placeholder|content)="([^"]*)"/g),
  ].map(([, value = '']) => value);
  const text = withoutCode.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
  return decode([text, ...attributes].join(' \n ')).replace(/\s+/g, ' ');
}

/** What the owner wrote (sections, projects, testimonials), each text as a page shows it, longest first. */
async function ownersTexts(): Promise<string[]> {
  const sections = await Promise.all(
    PAGE_IDS.map(async (pageId) => (await app.http.get(`/api/page-sections/${pageId}`)).body as object[]),
  );
  const projects = (await app.http.get('/api/portfolio')).body as object[];
  const testimonials = (await app.http.get('/api/testimonials')).body as object[];
  return [...sections.flat(), ...projects, ...testimonials]
    .flatMap((row) => stringsOf(row))
    .flatMap((text) => wordsOf(text).split(/ (?=\S)(?<=[.!?:] )| {2,}/))
    .map((text) => text.trim())
    .filter((text) => text.length > 3)
    .sort((a, b) => b.length - a.length);
}

describe('Spanish addresses', () => {
  it('every fixed page has its twin, each in its own language with its own canonical address', async () => {
    const english = fixedPagePaths('en');
    const spanish = fixedPagePaths('es');
    expect(spanish).toEqual([
      '/es',
      '/es/nosotros',
      '/es/portafolio',
      '/es/servicios',
      '/es/reconstruccion-tras-incendios',
      '/es/contacto',
      '/es/agendar',
    ]);
    for (const [i, path] of [...english, ...spanish].entries()) {
      const page = await visit(path);
      expect(page.status, path).toBe(200);
      expect(htmlLangOf(page.text), path).toBe(i < english.length ? 'en' : 'es');
      expect(linkHref(page.text, 'canonical'), path).toBe(`${app.env.publicUrl}${path}`);
      const ownLocale = i < english.length ? 'en_US' : 'es_US';
      expect(metaContent(page.text, 'og:locale'), path).toBe(ownLocale);
      expect(metaContent(page.text, 'og:locale:alternate'), path).toBe(
        ownLocale === 'en_US' ? 'es_US' : 'en_US',
      );
      const alternates = alternatesIn(page.text);
      expect(alternates, path).toEqual({
        en: `${app.env.publicUrl}${english[i % english.length]}`,
        es: `${app.env.publicUrl}${spanish[i % spanish.length]}`,
        'x-default': `${app.env.publicUrl}${english[i % english.length]}`,
      });
    }
  });

  it('lists both languages in the sitemap, each entry with every alternate, each followed both ways', async () => {
    const xml = (await app.http.get('/sitemap.xml')).text;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1]?.replace(/&amp;/g, '&') ?? '',
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href = '']) => [lang, href.replace(/&amp;/g, '&')],
        ),
      ),
    }));
    const locs = new Set(entries.map((entry) => entry.loc));
    const projects: Project[] = (await app.http.get('/api/portfolio')).body;
    for (const project of projects) {
      expect(locs, project.slug).toContain(`${app.env.publicUrl}/portfolio/${project.slug}`);
      expect(locs, project.slug).toContain(`${app.env.publicUrl}${spanishPageOf(project)}`);
    }
    expect(locs).toContain(`${app.env.publicUrl}/es/reconstruccion-tras-incendios?community=altadena`);
    expect([...locs].some((loc) => loc.startsWith(`${app.env.publicUrl}/es/portafolio?category=`))).toBe(
      true,
    );
    // The crawler: every listed page answers, says its language, links the same pairs the sitemap gives it, and
    // every page it names links back to it.
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual([...LANGUAGES, 'x-default'].sort());
      expect(Object.values(entry.alternates), entry.loc).toContain(entry.loc);
      const page = await visit(entry.loc.slice(app.env.publicUrl.length));
      expect(page.status, entry.loc).toBe(200);
      const language = entry.loc === entry.alternates.es ? 'es' : 'en';
      expect(htmlLangOf(page.text), entry.loc).toBe(language);
      expect(alternatesIn(page.text), entry.loc).toEqual(entry.alternates);
      expect(linkHref(page.text, 'canonical')?.replace(/&amp;/g, '&'), entry.loc).toBe(entry.loc);
      for (const href of Object.values(entry.alternates))
        expect(locs, `${entry.loc} names ${href}, which the sitemap does not list`).toContain(href);
    }
  });

  it('switches language on the same page: the same project, filter and community', async () => {
    const [project] = (await app.http.get('/api/portfolio')).body as Project[];
    if (!project) throw new Error('the demo site has projects');
    const pairs: Array<[string, string]> = [
      ['/', '/es'],
      ['/portfolio?category=remodels', '/es/portafolio?category=remodels'],
      ['/wildfire-recovery?community=altadena', '/es/reconstruccion-tras-incendios?community=altadena'],
      [`/portfolio/${project.slug}`, spanishPageOf(project)],
      ['/contact?community=altadena', '/es/contacto?community=altadena'],
    ];
    for (const [english, spanish] of pairs) {
      expect(switchOf((await visit(english)).text), english).toBe(spanish);
      expect(switchOf((await visit(spanish)).text), spanish).toBe(english);
    }
    // A page no route has leads to the other language's home.
    expect(switchOf((await visit('/es/no-existe')).text)).toBe('/');
    expect(switchOf((await visit('/nowhere')).text)).toBe('/es');
  });

  it('keeps the visitor in Spanish: every link of a Spanish page to a page leads to a Spanish one', async () => {
    const [project] = (await app.http.get('/api/portfolio')).body as Project[];
    if (!project) throw new Error('the demo site has projects');
    const pages = [...fixedPagePaths('es'), spanishPageOf(project), '/es/no-existe'];
    for (const path of pages) {
      const html = (await visit(path)).text;
      const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>/g)]
        .filter(([tag]) => !tag.includes('data-language-switch'))
        .map(([, href = '']) => href.replace(/&amp;/g, '&'))
        // Files, and the owner's way into the panel (hidden from visitors), are no pages.
        .filter((href) => !/^\/(images|objects|assets|api|admin)(\/|$)/.test(href));
      expect(links.length, path).toBeGreaterThan(3);
      for (const href of links) expect(href, `${path} links ${href}`).toMatch(/^\/es(\/|\?|#|$)/);
    }
  });

  it("shows the owner's Spanish where he wrote it, and marks his untranslated English, on Spanish pages only", async () => {
    const sectionTags = (html: string) =>
      [...html.matchAll(/<section [^>]*data-section-id[^>]*>/g)].map(([tag]) => tag);
    // The demo content comes with its Spanish (server/db/demo/spanish.ts).
    const spanish = sectionTags((await visit('/es')).text);
    expect(spanish.length).toBeGreaterThan(0);
    for (const tag of spanish) expect(tag).not.toContain('lang=');
    for (const tag of sectionTags((await visit('/')).text)) expect(tag).not.toContain('lang=');
    const [project] = (await app.http.get('/api/portfolio')).body as Project[];
    if (!project) throw new Error('the demo site has projects');
    const spanishPage = spanishPageOf(project);
    expect((await visit(spanishPage)).text).not.toMatch(/<h1 [^>]*lang=/);
    // Its Spanish title taken away, the project shows as the owner wrote it, marked as English, title and story.
    const title = { kind: 'project', ref: String(project.id), field: 'title', language: 'es' };
    const ledger = (await app.http.get('/api/admin/translations/es')).body as {
      entries: Array<{ kind: string; ref: string; field: string; translation: string }>;
    };
    const before = ledger.entries.find(
      (entry) => entry.kind === 'project' && entry.ref === title.ref && entry.field === 'title',
    );
    expect((await app.http.put('/api/admin/translations', { ...title, value: '' })).status).toBe(200);
    const untranslated = (await visit(spanishPage)).text;
    expect(untranslated).toMatch(/<h1 [^>]*lang="en"/);
    expect(untranslated).toContain(project.title);
    expect((await visit(`/portfolio/${project.slug}`)).text).not.toMatch(/<h1 [^>]*lang=/);
    await app.http.put('/api/admin/translations', { ...title, value: before?.translation ?? '' });
    expect((await visit(spanishPage)).text).not.toMatch(/<h1 [^>]*lang=/);
  });

  it('moves other spellings to the canonical Spanish address, and answers unknown ones with the Spanish 404', async () => {
    expect(await visit('/ES/Nosotros/')).toMatchObject({ status: 301, location: '/es/nosotros' });
    expect(await visit('/es/')).toMatchObject({ status: 301, location: '/es' });
    expect(await visit('/es/portafolio?category=atlantis&utm_source=x')).toMatchObject({
      status: 301,
      location: '/es/portafolio?utm_source=x',
    });
    for (const path of ['/es/no-existe', '/es/portafolio/no-existe', '/es/areas/no-existe', '/es/about']) {
      const page = await visit(path);
      expect(page.status, path).toBe(404);
      expect(htmlLangOf(page.text), path).toBe('es');
      expect(linkHref(page.text, 'canonical'), path).toBeUndefined();
      expect(alternatesIn(page.text), path).toEqual({});
    }
    expect(htmlLangOf((await visit('/no-such-page')).text)).toBe('en');
  });

  it("gives a project's page its own Spanish address, and moves its other slugs there within the visitor's language", async () => {
    const [project] = (await app.http.get('/api/portfolio')).body as Project[];
    if (!project) throw new Error('the demo site has projects');
    const { id, title, description, category, imageUrls, slug } = project;
    const spanish = project.translatedSlugs?.es;
    // The demo's Spanish title gave it one ("Residencia moderna en Point Dume" → residencia-moderna-en-point-dume).
    expect(spanish).toMatch(/^[a-z0-9-]+$/);
    expect(spanish).not.toBe(slug);
    expect((await visit(`/es/portafolio/${spanish}`)).status).toBe(200);
    // The English slug under /es/ and the Spanish one under the English prefix each move to their language's own.
    expect(await visit(`/es/portafolio/${slug}?utm_source=x`)).toMatchObject({
      status: 301,
      location: `/es/portafolio/${spanish}?utm_source=x`,
    });
    expect(await visit(`/portfolio/${spanish}`)).toMatchObject({
      status: 301,
      location: `/portfolio/${slug}`,
    });
    // Its English slug renamed: the earlier one moves in each language to that language's address, in one step.
    const renamed = await app.http.put(`/api/admin/portfolio/${id}`, {
      title,
      description,
      category,
      imageUrls,
      slug: `${slug}-renamed`,
    });
    expect(renamed.status).toBe(200);
    expect(await visit(`/portfolio/${slug}`)).toMatchObject({
      status: 301,
      location: `/portfolio/${slug}-renamed`,
    });
    // An old link in an ad keeps its campaign when it moves, as a respelling keeps it.
    expect(await visit(`/es/portafolio/${slug}?utm_source=google&gclid=abc`)).toMatchObject({
      status: 301,
      location: `/es/portafolio/${spanish}?utm_source=google&gclid=abc`,
    });
    expect((await visit(`/es/portafolio/${spanish}`)).status).toBe(200);
    // No other project may take a slug it has in any language.
    const [, other] = (await app.http.get('/api/portfolio')).body as Project[];
    const taken = await app.http.put(`/api/admin/portfolio/${other?.id}`, {
      title: other?.title,
      description: other?.description,
      category: other?.category,
      imageUrls: other?.imageUrls,
      slug: spanish,
    });
    expect(taken.status).toBe(400);
    expect(taken.text).toMatch(/slug/);
  });

  it('shows no English sentence of the catalogs or the built-in texts on a Spanish page', async () => {
    const spanish = new Set([...stringsOf(messagesOf('es')), ...TRANSLATED_DEFAULTS.es.values()]);
    // Place names are written alike in both languages (the service areas' cities).
    const names: ReadonlySet<string> = new Set(Object.values(SERVICE_AREAS).flat());
    // What English a Spanish page must not show: the catalogs' texts and the defaults that have Spanish ones, in
    // sentences (two words or more); a text both languages write alike (a number, a name) is no English.
    const english = [
      ...stringsOf(messagesOf('en')),
      ...[...TRANSLATED_DEFAULTS.es.keys()].map((key) => settingDefault(key)),
    ]
      .flatMap((text) => text.split(/\n|, (?=[A-Z])/))
      .map((text) => text.trim())
      .filter(
        (text) => /\S+\s+\S+/.test(text) && text.length >= 10 && !spanish.has(text) && !names.has(text),
      );
    expect(english.length).toBeGreaterThan(300);
    const owners = await ownersTexts();
    const [project] = (await app.http.get('/api/portfolio')).body as Project[];
    if (!project) throw new Error('the demo site has projects');
    const pages = [
      ...fixedPagePaths('es'),
      '/es/reconstruccion-tras-incendios?community=altadena',
      '/es/portafolio?category=remodels',
      spanishPageOf(project),
      '/es/contacto?community=altadena',
      '/es/contacto?sent=1',
      '/es/contacto?failed=429',
      '/es/no-existe',
      '/es/portafolio/no-existe',
    ];
    for (const path of pages) {
      // The owner's own words (sections, projects, testimonials) are his to translate: not checked here.
      const words = owners.reduce(
        (text, own) => text.split(own).join(' | '),
        wordsOf((await visit(path)).text),
      );
      expect(words.length, path).toBeGreaterThan(500);
      const found = english.filter((sentence) => words.includes(sentence));
      expect(found, `${path} shows English`).toEqual([]);
    }
  });

  it("follows the owner's moves in the visitor's language, never to the address itself", async () => {
    const move = (fromPath: string, toPath: string) =>
      app.http.post('/api/admin/redirects', { fromPath, toPath });
    // Moves are kept in English addresses: one typed as a Spanish project address moves both twins.
    expect((await move('/es/portafolio/viejo', '/es/nosotros')).status).toBe(200);
    expect(await visit('/es/portafolio/viejo')).toMatchObject({ status: 301, location: '/es/nosotros' });
    expect(await visit('/portfolio/viejo')).toMatchObject({ status: 301, location: '/about' });
    // The target's community and #part survive the move into Spanish.
    expect((await move('/portfolio/old-thing', '/contact?community=altadena#contact-form')).status).toBe(200);
    expect(await visit('/es/portafolio/old-thing')).toMatchObject({
      status: 301,
      location: '/es/contacto?community=altadena#contact-form',
    });
    // A move to an address's own twin is the same address: refused, naming the field.
    const loop = await move('/portfolio/bucle', '/es/portafolio/bucle');
    expect(loop.status).toBe(400);
    expect(loop.body.message).toMatch(/^toPath: /);
  });
});
