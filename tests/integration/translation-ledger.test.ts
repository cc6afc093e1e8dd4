/**
 * The translation ledger (services/translations): the owner's texts in Spanish, each remembering the English it
 * was written for; out of date when the English changes, while the Spanish page keeps showing the last approved
 * Spanish; coverage per page; the history, the refusals, and the machine draft against a stand-in of DeepL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ledger, LedgerEntry } from '../../src/common/schemas/translation';
import type { Orm } from '../../src/server/db/orm';
import { Translation } from '../../src/server/entities';
import type { startTestApp } from '../support/app';
import { startDemoSite, visitOnce } from '../support/demo-site';

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

const ledger = async (): Promise<Ledger> => {
  const answer = await app.http.get('/api/admin/translations/es');
  expect(answer.status).toBe(200);
  return answer.body;
};
const entryOf = (found: Ledger, kind: string, ref: string | number, field: string) =>
  found.entries.find((entry) => entry.kind === kind && entry.ref === String(ref) && entry.field === field);
const save = (kind: string, ref: string | number, field: string, value: string) =>
  app.http.put('/api/admin/translations', { kind, ref: String(ref), field, language: 'es', value });
const page = async (path: string) => (await visitOnce(app.baseUrl, path)).text;

interface Section {
  id: number;
  title: string;
  subtitle: string;
  content: string;
  buttonText: string;
}

/** A home page section the owner has just added (the demo's come with their Spanish). */
let added: Section | undefined;
async function homeSection(): Promise<Section> {
  if (added) {
    const sections = (await app.http.get('/api/admin/page-sections/homepage')).body as Section[];
    const found = sections.find((section) => section.id === added?.id);
    if (found) return found;
  }
  const created = await app.http.post('/api/admin/page-sections', {
    pageId: 'homepage',
    sectionType: 'content',
    title: 'Remodels that last',
    subtitle: 'Since 2008',
    content: '<p>Our own <b>text</b></p>',
    buttonText: 'Call us',
    buttonLink: '/contact',
  });
  expect(created.status, created.text).toBe(200);
  added = created.body as Section;
  return added;
}

/** Translates every text a section has (a section shows in Spanish once all of them are). */
async function translateSection(section: Section, words: Partial<Record<keyof Section, string>>) {
  for (const field of ['title', 'subtitle', 'content', 'buttonText'] as const) {
    if (!section[field]) continue;
    const answer = await save('section', section.id, field, words[field] ?? `${field} en español`);
    expect(answer.status, answer.text).toBe(200);
  }
}

describe('the translation ledger', () => {
  it('counts every page: built-in texts are translated, the owner’s own texts are missing until he writes them', async () => {
    const found = await ledger();
    const home = found.coverage.find((line) => line.page === 'Home');
    expect(home?.total).toBeGreaterThan(10);
    expect(home?.stale).toBe(0);
    const heroTitle = entryOf(found, 'setting', 'hero_title', 'value');
    expect(heroTitle).toMatchObject({ state: 'translated', builtIn: true });
    expect(heroTitle?.translation).not.toBe(heroTitle?.english);
    // The demo content comes with its Spanish; what the owner adds has none until he writes it.
    const demo = ((await app.http.get('/api/page-sections/homepage')).body as Section[])[0];
    expect(entryOf(found, 'section', demo?.id ?? 0, 'title')?.state).toBe('translated');
    const section = await homeSection();
    expect(entryOf(await ledger(), 'section', section.id, 'title')).toMatchObject({
      state: 'missing',
      english: section.title,
      translation: '',
    });
    // The names, the address and the license are the same in every language: nothing to translate.
    expect(found.entries.some((entry) => entry.ref === 'company_license_number')).toBe(false);
    expect(found.canDraft).toBe(false);
  });

  it('shows a section in Spanish once all its texts are, and keeps the last approved Spanish when the English changes', async () => {
    const section = await homeSection();
    const before = await page('/es');
    expect(before).toContain(`data-section-id="${section.id}"`);
    expect(before).toMatch(new RegExp(`data-section-id="${section.id}"[^>]*lang="en"`));

    await save('section', section.id, 'title', 'Remodelaciones que duran');
    // One text of several: the section stays English, whole, marked so.
    expect(await page('/es')).not.toContain('Remodelaciones que duran');

    await translateSection(section, {
      title: 'Remodelaciones que duran',
      content: '<p>Texto <b>nuestro</b></p>',
    });
    const translated = await page('/es');
    expect(translated).toContain('Remodelaciones que duran');
    expect(translated).toContain('Texto <b>nuestro</b>');
    expect(translated).not.toMatch(new RegExp(`data-section-id="${section.id}"[^>]*lang="en"`));
    expect(await page('/')).not.toContain('Remodelaciones que duran');
    expect(entryOf(await ledger(), 'section', section.id, 'title')?.state).toBe('translated');

    // The owner changes the English: the Spanish is out of date, says what it was written for, and still shows.
    const changed = await app.http.put(`/api/admin/page-sections/${section.id}`, {
      title: 'Remodels built to last',
    });
    expect(changed.status, changed.text).toBe(200);
    const stale = entryOf(await ledger(), 'section', section.id, 'title');
    expect(stale).toMatchObject({
      state: 'stale',
      translatedFrom: section.title,
      english: 'Remodels built to last',
    });
    expect((await ledger()).coverage.find((line) => line.page === 'Home')?.stale).toBeGreaterThanOrEqual(1);
    const still = await page('/es');
    expect(still).toContain('Remodelaciones que duran');
    expect(still).not.toContain('Remodels built to last');

    // Approving the same Spanish for the new English brings it up to date.
    await save('section', section.id, 'title', 'Remodelaciones que duran');
    expect(entryOf(await ledger(), 'section', section.id, 'title')?.state).toBe('translated');
  });

  it('translates the texts of a section type’s own fields (checklist items, steps), shown once all are', async () => {
    const created = await app.http.post('/api/admin/page-sections', {
      pageId: 'about',
      sectionType: 'checklist',
      title: 'Before we start',
      content: '',
      metadata: JSON.stringify({ items: ['Your survey', 'Your insurance papers'] }),
    });
    expect(created.status, created.text).toBe(200);
    const checklist = created.body as Section;
    const fields = (await ledger()).entries
      .filter((entry) => entry.kind === 'section' && entry.ref === String(checklist.id))
      .map((entry) => [entry.field, entry.english, entry.label]);
    expect(fields).toEqual([
      ['title', 'Before we start', 'Section "Before we start": title'],
      ['items.0', 'Your survey', 'Section "Before we start": checklist item 1'],
      ['items.1', 'Your insurance papers', 'Section "Before we start": checklist item 2'],
    ]);
    expect((await save('section', checklist.id, 'title', 'Antes de empezar')).status).toBe(200);
    expect((await save('section', checklist.id, 'items.0', 'Su levantamiento topográfico')).status).toBe(200);
    // One item still English: the whole section is shown as the owner wrote it, marked English.
    let about = await page('/es/nosotros');
    expect(about).toContain('Your insurance papers');
    expect(about).not.toContain('Antes de empezar');
    expect((await save('section', checklist.id, 'items.1', 'Los papeles de su seguro')).status).toBe(200);
    about = await page('/es/nosotros');
    expect(about).toContain('Antes de empezar');
    expect(about).toContain('Su levantamiento topográfico');
    expect(about).toContain('Los papeles de su seguro');
    expect(await page('/about')).toContain('Your insurance papers');
    // Checked by the type's own rules; an item the section does not have is no text.
    for (const [field, value, status, message] of [
      ['items.1', 'x'.repeat(301), 400, /300/],
      ['items.1', '', 200, /./],
      ['items.7', 'x', 400, /no field items\.7/],
      ['items.x', 'x', 400, /field of a section/],
      ['steps.0.colour', 'x', 400, /field of a section/],
    ] as const) {
      const answer = await save('section', checklist.id, field, value);
      expect(answer.status, `${field}: ${answer.text}`).toBe(status);
      expect(answer.text).toMatch(message);
    }
  });

  it('translates a gallery section’s photo descriptions, by the photo’s address', async () => {
    const photo = 'https://images.example.com/kitchen.jpg';
    const created = await app.http.post('/api/admin/page-sections', {
      pageId: 'services',
      sectionType: 'gallery',
      title: 'Recent kitchens',
      content: '',
      metadata: JSON.stringify({
        images: [photo],
        imageDetails: { [photo]: { alt: 'A walnut kitchen', caption: '', focusX: 50, focusY: 50 } },
      }),
    });
    expect(created.status, created.text).toBe(200);
    const gallery = created.body as Section;
    const alt = (await ledger()).entries.find(
      (entry) => entry.ref === String(gallery.id) && entry.field.endsWith('.alt'),
    );
    expect(alt).toMatchObject({
      english: 'A walnut kitchen',
      label: 'Section "Recent kitchens": photo 1, alt text',
    });
    expect((await save('section', gallery.id, 'title', 'Cocinas recientes')).status).toBe(200);
    expect((await save('section', gallery.id, alt?.field ?? '', 'Una cocina de nogal')).status).toBe(200);
    const services = await page('/es/servicios');
    expect(services).toContain('Cocinas recientes');
    expect(services).toContain('Una cocina de nogal');
    expect(await page('/services')).toContain('A walnut kitchen');
  });

  it('gives a duplicated or mirrored section the Spanish of its source, out of date where the copy changed the English', async () => {
    const created = await app.http.post('/api/admin/page-sections', {
      pageId: 'pacific-palisades',
      sectionType: 'content',
      title: 'Rebuilding in Pacific Palisades',
      subtitle: 'Permits and timelines',
      content: '<p>We rebuild homes in Pacific Palisades.</p>',
      buttonText: 'Talk to us',
      buttonLink: '/contact',
    });
    expect(created.status, created.text).toBe(200);
    const source = created.body as Section;
    await translateSection(source, {
      title: 'Reconstrucción en Pacific Palisades',
      content: '<p>Reconstruimos casas en Pacific Palisades.</p>',
    });

    const duplicated = await app.http.post(`/api/admin/page-sections/${source.id}/duplicate`, {});
    expect(duplicated.status, duplicated.text).toBe(200);
    const copy = (duplicated.body as Section).id;
    const afterCopy = await ledger();
    // Its title became "… (Copy)" in English: its Spanish is out of date; the other texts are the same.
    expect(entryOf(afterCopy, 'section', copy, 'title')).toMatchObject({
      translation: 'Reconstrucción en Pacific Palisades',
      state: 'stale',
    });
    expect(entryOf(afterCopy, 'section', copy, 'content')?.state).toBe('translated');

    const mirrored = await app.http.post('/api/admin/page-sections/mirror', {
      sourcePage: 'pacific-palisades',
      targetPage: 'altadena',
      sectionIds: [source.id],
    });
    expect(mirrored.status, mirrored.text).toBe(200);
    const [twin] = mirrored.body as Section[];
    const afterMirror = await ledger();
    // The city is replaced in the Spanish as in the English, so it still matches.
    expect(entryOf(afterMirror, 'section', twin?.id ?? 0, 'content')).toMatchObject({
      translation: '<p>Reconstruimos casas en Altadena.</p>',
      state: 'translated',
    });
    expect(entryOf(afterMirror, 'section', twin?.id ?? 0, 'title')?.translation).toBe(
      'Reconstrucción en Altadena',
    );
    expect(await page('/es/reconstruccion-tras-incendios?community=altadena')).toContain(
      'Reconstruimos casas en Altadena.',
    );
  });

  it('translates a setting the owner changed, and keeps it when he changes the English again', async () => {
    expect(
      (await app.http.put('/api/settings/hero_subtitle', { value: 'Kitchens, baths and ADUs' })).status,
    ).toBe(200);
    expect(entryOf(await ledger(), 'setting', 'hero_subtitle', 'value')?.state).toBe('missing');
    expect(await page('/es')).toContain('Kitchens, baths and ADUs');

    expect((await save('setting', 'hero_subtitle', 'value', 'Cocinas, baños y ADUs')).status).toBe(200);
    const spanish = await page('/es');
    expect(spanish).toContain('Cocinas, baños y ADUs');
    expect(spanish).not.toContain('Kitchens, baths and ADUs');
    expect(await page('/')).toContain('Kitchens, baths and ADUs');

    await app.http.put('/api/settings/hero_subtitle', { value: 'Kitchens, baths, ADUs and rebuilds' });
    expect(entryOf(await ledger(), 'setting', 'hero_subtitle', 'value')?.state).toBe('stale');
    expect(await page('/es')).toContain('Cocinas, baños y ADUs');

    // Taking the translation away shows the English again.
    expect((await save('setting', 'hero_subtitle', 'value', '')).status).toBe(200);
    expect(await page('/es')).toContain('Kitchens, baths, ADUs and rebuilds');
  });

  it('translates a project’s title and story on its Spanish page, the gallery and the public read', async () => {
    const [demo] = (await app.http.get('/api/portfolio')).body as Array<{ imageUrls: string[] }>;
    const created = await app.http.post('/api/admin/portfolio', {
      title: 'Malibu Modern',
      description: 'A glass and cedar home above the ocean.',
      category: 'Custom Homes',
      imageUrls: demo?.imageUrls.slice(0, 1),
    });
    expect(created.status, created.text).toBe(200);
    const project = created.body as { id: number; slug: string; translatedSlugs: Record<string, string> };
    expect(project.translatedSlugs).toEqual({});
    // Until its Spanish comes, its Spanish page is at its English slug.
    expect((await visitOnce(app.baseUrl, `/es/portafolio/${project.slug}`)).status).toBe(200);
    await save('project', project.id, 'title', 'Casa moderna en Malibu');
    await save('project', project.id, 'description', 'Una casa de vidrio y cedro sobre el mar.');
    // Its first Spanish title gives its Spanish page an address of its own, where the English slug now leads.
    expect(await visitOnce(app.baseUrl, `/es/portafolio/${project.slug}`)).toMatchObject({
      status: 301,
      location: '/es/portafolio/casa-moderna-en-malibu',
    });
    await save('project', project.id, 'title', 'Casa moderna junto al mar');
    const article = await page('/es/portafolio/casa-moderna-en-malibu');
    expect(article).toContain('Casa moderna junto al mar');
    expect(article).toContain('Una casa de vidrio y cedro sobre el mar.');
    expect(await page('/es/portafolio')).toContain('Casa moderna junto al mar');
    const read = await app.http.get('/api/translations/es');
    expect(read.body).toEqual(
      expect.arrayContaining([
        { kind: 'project', ref: String(project.id), field: 'title', value: 'Casa moderna junto al mar' },
      ]),
    );
    // The English read and page are the spec's, untouched.
    expect(JSON.stringify((await app.http.get('/api/portfolio')).body)).not.toContain('Casa moderna');

    // The owner chooses its Spanish address: the one it had moves there, as an English slug's does.
    const edit = (translatedSlugs: unknown) =>
      app.http.put(`/api/admin/portfolio/${project.id}`, {
        title: 'Malibu Modern',
        description: 'A glass and cedar home above the ocean.',
        category: 'Custom Homes',
        imageUrls: demo?.imageUrls.slice(0, 1),
        translatedSlugs,
      });
    const moved = await edit({ es: 'casa-en-malibu' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.translatedSlugs).toEqual({ es: 'casa-en-malibu' });
    expect(moved.body.slug).toBe(project.slug);
    expect(await visitOnce(app.baseUrl, '/es/portafolio/casa-moderna-en-malibu')).toMatchObject({
      status: 301,
      location: '/es/portafolio/casa-en-malibu',
    });
    expect((await visitOnce(app.baseUrl, '/es/portafolio/casa-en-malibu')).status).toBe(200);
    const other = ((await app.http.get('/api/portfolio')).body as Array<{ id: number; slug: string }>).find(
      (candidate) => candidate.id !== project.id,
    );
    for (const [asked, message] of [
      [{ es: project.slug }, /translatedSlugs\.es.*differ from the English/],
      [{ es: other?.slug }, /translatedSlugs\.es.*already has this page address/],
      [{ es: 'Casa Malibu!' }, /translatedSlugs\.es/],
      [{ fr: 'maison' }, /translatedSlugs/],
    ] as const) {
      const refused = await edit(asked);
      expect(refused.status, JSON.stringify(asked)).toBe(400);
      expect(refused.text).toMatch(message);
    }
  });

  it('translates a photo’s alt text and caption, which follow the photo when the photos are reordered', async () => {
    const demo = (await app.http.get('/api/portfolio')).body as Array<{ imageUrls: string[] }>;
    const urls = [...new Set(demo.flatMap((project) => project.imageUrls))].slice(0, 2);
    expect(urls).toHaveLength(2);
    const details = [
      { alt: 'Kitchen island in walnut', caption: 'The island', focusX: 50, focusY: 50 },
      { alt: 'Bathroom with a walk-in shower', caption: '', focusX: 50, focusY: 50 },
    ];
    const created = await app.http.post('/api/admin/portfolio', {
      title: 'Walnut Kitchen',
      description: 'A kitchen and a bath.',
      category: 'Remodels',
      imageUrls: urls,
      imageDetails: details,
    });
    expect(created.status, created.text).toBe(200);
    const project = created.body as { id: number; slug: string };
    const photoEntries = (await ledger()).entries.filter(
      (entry) => entry.kind === 'photo' && entry.ref.startsWith(`${project.id}:`),
    );
    // Each photo's alt text and its caption, when it has one; an empty caption has nothing to translate.
    expect(photoEntries.map((entry) => [entry.field, entry.english, entry.state])).toEqual([
      ['alt', 'Kitchen island in walnut', 'missing'],
      ['caption', 'The island', 'missing'],
      ['alt', 'Bathroom with a walk-in shower', 'missing'],
    ]);
    const [kitchen, , bath] = photoEntries;
    expect((await save('photo', kitchen?.ref ?? '', 'alt', 'Isla de cocina en nogal')).status).toBe(200);
    expect((await save('photo', bath?.ref ?? '', 'alt', 'Baño con regadera a ras de piso')).status).toBe(200);
    const spanishPage = await page(`/es/portafolio/${project.slug}`);
    // Each photo is described in the page's language, and says where it stands among them.
    expect(spanishPage).toContain('alt="Isla de cocina en nogal, foto 1 de 2"');
    expect(spanishPage).toContain('alt="Baño con regadera a ras de piso, foto 2 de 2"');
    expect(await page(`/portfolio/${project.slug}`)).toContain(
      'alt="Kitchen island in walnut, photo 1 of 2"',
    );
    // Reordered, each photo keeps its own words in Spanish.
    const moved = await app.http.put(`/api/admin/portfolio/${project.id}`, {
      title: 'Walnut Kitchen',
      description: 'A kitchen and a bath.',
      category: 'Remodels',
      imageUrls: [...urls].reverse(),
      imageDetails: [...details].reverse(),
    });
    expect(moved.status, moved.text).toBe(200);
    const reordered = await page(`/es/portafolio/${project.slug}`);
    expect(reordered.indexOf('Baño con regadera')).toBeLessThan(reordered.indexOf('Isla de cocina'));
    expect(entryOf(await ledger(), 'photo', kitchen?.ref ?? '', 'alt')?.state).toBe('translated');
    // A photo's words are checked as the English field's, and a ref names one photo of one project.
    for (const [ref, field, value, status, message] of [
      [kitchen?.ref, 'alt', 'x'.repeat(301), 400, /300/],
      [`${project.id}:0000000000000000`, 'alt', 'x', 404, /no such photo/],
      [`${project.id}`, 'alt', 'x', 400, /ref/],
      [kitchen?.ref, 'title', 'x', 400, /field/],
    ] as const) {
      const answer = await save('photo', ref ?? '', field, value);
      expect(answer.status, `${ref} ${field}`).toBe(status);
      expect(answer.text).toMatch(message);
    }
    // Deleted for good, the project takes its photos' translations with it.
    expect((await app.http.delete(`/api/admin/portfolio/${project.id}`)).status).toBe(200);
    const trash = (await app.http.get('/api/admin/trash')).body as Array<{ id: number; entityId: number }>;
    const trashed = trash.find((item) => item.entityId === project.id);
    expect((await app.http.delete(`/api/admin/trash/${trashed?.id}`)).status).toBe(200);
    const left = await orm.em.fork().count(Translation, { kind: 'photo', ref: { $like: `${project.id}:%` } });
    expect(left).toBe(0);
  });

  it('shows a testimonial written in Spanish as its client wrote it, marked Spanish on the English page only', async () => {
    const created = await app.http.post('/api/admin/testimonials', {
      clientName: 'María Hernández',
      projectType: 'Fire Rebuild: Altadena',
      content: 'Nos reconstruyeron la casa con mucho cariño y a tiempo.',
      rating: 5,
      featured: true,
      language: 'es',
    });
    expect(created.status, created.text).toBe(200);
    const { id } = created.body as { id: number; language: string };
    expect(created.body).toMatchObject({ language: 'es' });
    const quote = /<p[^>]*>“(<!-- -->)?Nos reconstruyeron la casa/;
    const english = await page('/');
    expect(english).toMatch(/<p[^>]*lang="es"[^>]*>“(<!-- -->)?Nos reconstruyeron la casa/);
    const spanish = await page('/es');
    expect(spanish).toMatch(quote);
    expect(spanish).not.toMatch(/<p[^>]*lang="[a-z]+"[^>]*>“(<!-- -->)?Nos reconstruyeron la casa/);
    // Nothing to translate: the ledger leaves it out and refuses a translation of it.
    expect(entryOf(await ledger(), 'testimonial', id, 'content')).toBeUndefined();
    const refused = await save('testimonial', id, 'content', 'x');
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/written in es/);
    // The spec's fields alone still make an English testimonial.
    const plain = await app.http.post('/api/admin/testimonials', {
      clientName: 'Ann',
      projectType: 'Remodel',
      content: 'Great.',
      rating: 5,
    });
    expect(plain.body).toMatchObject({ language: 'en' });
  });

  it('keeps each translation in the history, where a restore brings back its words and the English they were for', async () => {
    const section = await homeSection();
    await save('section', section.id, 'subtitle', 'Primera versión');
    await save('section', section.id, 'subtitle', 'Segunda versión');
    const key = encodeURIComponent(`section:${section.id}:subtitle:es`);
    const versions = (await app.http.get(`/api/admin/history/translation/${key}`)).body as Array<{
      id: number;
      snapshot: { value: string };
    }>;
    expect(versions[0]?.snapshot.value).toBe('Segunda versión');
    const first = versions.find((version) => version.snapshot?.value === 'Primera versión');
    expect(first).toBeDefined();
    const restored = await app.http.post(`/api/admin/history/${first?.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(entryOf(await ledger(), 'section', section.id, 'subtitle')?.translation).toBe('Primera versión');
    const activity = (await app.http.get('/api/admin/activity?kind=translation')).body as {
      entries: Array<{ summary: string }>;
    };
    expect(activity.entries.map((line) => line.summary)).toContain(
      `Restored an earlier version of translation "section ${section.id} subtitle, es"`,
    );
  });

  it('refuses what is no text of the ledger, naming the field, and stores what the English field would', async () => {
    const section = await homeSection();
    const refusals: Array<[object, number, RegExp]> = [
      [{ kind: 'page', ref: '1', field: 'title', language: 'es', value: 'x' }, 400, /kind/],
      [
        { kind: 'section', ref: String(section.id), field: 'metadata', language: 'es', value: 'x' },
        400,
        /field/,
      ],
      [{ kind: 'section', ref: '../1', field: 'title', language: 'es', value: 'x' }, 400, /ref/],
      [
        { kind: 'section', ref: String(section.id), field: 'title', language: 'en', value: 'x' },
        400,
        /language/,
      ],
      [
        { kind: 'section', ref: String(section.id), field: 'title', language: 'es', value: 'a\u202Eb' },
        400,
        /value|Title/,
      ],
      [
        { kind: 'section', ref: String(section.id), field: 'title', language: 'es', value: 'x'.repeat(301) },
        400,
        /300/,
      ],
      [
        { kind: 'setting', ref: 'company_license_number', field: 'value', language: 'es', value: 'x' },
        400,
        /same in every language/,
      ],
      [
        { kind: 'setting', ref: 'no_such_key', field: 'value', language: 'es', value: 'x' },
        404,
        /Unknown setting/,
      ],
      [{ kind: 'section', ref: '999999', field: 'title', language: 'es', value: 'x' }, 404, /does not exist/],
      [
        { kind: 'setting', ref: 'constructor', field: 'value', language: 'es', value: 'x' },
        404,
        /Unknown setting/,
      ],
    ];
    for (const [input, status, message] of refusals) {
      const answer = await app.http.put('/api/admin/translations', input);
      expect(answer.status, JSON.stringify(input)).toBe(status);
      expect(answer.text).toMatch(message);
    }
    const hostile = await save(
      'section',
      section.id,
      'content',
      '<p>Hola</p><script>alert(1)</script><a href="javascript:x">y</a>',
    );
    expect(hostile.status).toBe(200);
    expect((hostile.body as LedgerEntry).translation).toBe('<p>Hola</p><a>y</a>');
    expect((await app.http.put('/api/admin/translations', { kind: 'section' })).status).toBe(400);
    // Without DeepL's key there is no draft to ask for: a refusal, not a failure.
    const draft = await app.http.post('/api/admin/translations/draft', {
      kind: 'setting',
      ref: 'hero_title',
      field: 'value',
      language: 'es',
    });
    expect(draft.status).toBe(409);
    expect(draft.text).toMatch(/DEEPL_API_KEY/);
    // Signed out: the ledger and its writes are the owner's.
    const stranger = await fetch(`${app.baseUrl}/api/admin/translations/es`);
    expect(stranger.status).toBe(401);
  });

  it('holds one row per text when one translation is saved many times at once', async () => {
    const section = await homeSection();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => save('section', section.id, 'buttonText', `Botón ${index}`)),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    const rows = await orm.em
      .fork()
      .count(Translation, { kind: 'section', ref: String(section.id), field: 'buttonText' });
    expect(rows).toBe(1);
  });
});

describe('a machine draft (DeepL), against a stand-in of its API', () => {
  let deepl: Server;
  const asked: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];
  let answerStatus = 200;
  let draftSite: Awaited<ReturnType<typeof startDemoSite>>;

  beforeAll(async () => {
    deepl = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const body = JSON.parse(text) as { text: string[] };
        asked.push({ authorization: request.headers.authorization, body });
        response.writeHead(answerStatus, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            translations: body.text.map((line) => ({ detected_source_language: 'EN', text: `[ES] ${line}` })),
          }),
        );
      });
    });
    await new Promise<void>((listening) => deepl.listen(0, '127.0.0.1', listening));
    const { port } = deepl.address() as AddressInfo;
    draftSite = await startDemoSite({
      DEEPL_API_KEY: 'test-key:fx',
      DEEPL_API_URL: `http://127.0.0.1:${port}/v2/translate`,
    });
    await draftSite.app.http.login();
  });
  afterAll(async () => {
    await draftSite?.app.close();
    await draftSite?.orm.close();
    await new Promise((closed) => deepl?.close(closed));
  });

  it('fills a draft the owner reviews, which visitors never see until he approves it', async () => {
    const http = draftSite.app.http;
    expect(((await http.get('/api/admin/translations/es')).body as Ledger).canDraft).toBe(true);
    await http.put('/api/settings/hero_subtitle', { value: 'Kitchens and baths' });
    const drafted = await http.post('/api/admin/translations/draft', {
      kind: 'setting',
      ref: 'hero_subtitle',
      field: 'value',
      language: 'es',
    });
    expect(drafted.status, drafted.text).toBe(200);
    expect(drafted.body).toMatchObject({
      draft: '[ES] Kitchens and baths',
      translation: '',
      state: 'missing',
    });
    expect(asked.at(-1)).toMatchObject({
      authorization: 'DeepL-Auth-Key test-key:fx',
      body: { text: ['Kitchens and baths'], source_lang: 'EN', target_lang: 'ES' },
    });
    const spanish = await visitOnce(draftSite.app.baseUrl, '/es');
    expect(spanish.text).not.toContain('[ES]');
    const approved = await http.put('/api/admin/translations', {
      kind: 'setting',
      ref: 'hero_subtitle',
      field: 'value',
      language: 'es',
      value: 'Cocinas y baños',
    });
    expect(approved.body).toMatchObject({ draft: '', translation: 'Cocinas y baños', state: 'translated' });
  });

  it('says so when DeepL cannot draft, and changes nothing', async () => {
    answerStatus = 456;
    const refused = await draftSite.app.http.post('/api/admin/translations/draft', {
      kind: 'setting',
      ref: 'hero_title',
      field: 'value',
      language: 'es',
    });
    answerStatus = 200;
    expect(refused.status).toBe(502);
    expect(refused.text).toMatch(/allowance/);
  });
});
