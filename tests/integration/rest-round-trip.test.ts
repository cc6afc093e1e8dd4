import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { HttpClient, type HttpResult, type startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';

/**
 * The REST door as the spec's client uses it (spec §7, "The calls it makes"): each write takes exactly the fields the spec lists
 * for it, and a GET, one field changed, then a PUT of what the GET gave keeps every other field.
 */
let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let visitor: HttpClient;
let photos: string[];

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
  visitor = new HttpClient(app.baseUrl);
  photos = (await visitor.get('/api/portfolio')).body[0].imageUrls.slice(0, 3);
  expect(photos).toHaveLength(3);
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

type Item = Record<string, unknown> & { id?: number };

/** The project fields the spec's client sends (spec §7, "project fields"): no alt text, no other detail. */
const kitchen = () => ({
  title: 'Kitchen Remodel',
  description: 'An open kitchen with a walnut island.',
  category: 'Remodels',
  imageUrls: photos,
  location: 'Pasadena',
  squareFootage: '600 sq ft',
  featured: false,
});

const suggested = (title: string, position: number, count: number) =>
  `${title}, a remodel in Pasadena, photo ${position} of ${count}`;

const ok = (result: HttpResult) => {
  expect(result.status, result.text).toBe(200);
  return result.body;
};

const projectById = async (id: number): Promise<Item> =>
  (ok(await app.http.get('/api/portfolio')) as Item[]).find((project) => project.id === id) as Item;

/**
 * GETs the whole list, PUTs `item` back as the GET gave it with `change` applied, GETs the whole list again:
 * every item but this one is as it was, and this one differs only by `change` (and its updatedAt).
 */
async function roundTrip(
  list: string,
  find: (items: Item[]) => Item,
  put: (item: Item) => string,
  change: Item,
  also: Item = {},
) {
  const before = ok(await app.http.get(list)) as Item[];
  const item = find(before);
  ok(await app.http.put(put(item), { ...item, ...change }));
  const after = ok(await app.http.get(list)) as Item[];
  const changed = find(after);
  expect(changed.updatedAt).not.toBe(item.updatedAt);
  expect(after).toEqual(
    before.map((each) =>
      each === item ? { ...item, ...change, ...also, updatedAt: changed.updatedAt } : each,
    ),
  );
}

describe('the spec’s project fields, without alt text', () => {
  it('saves a project written without alt text, each photo described by a suggestion marked as one', async () => {
    const created = ok(await app.http.post('/api/admin/portfolio', kitchen()));
    expect(created.imageDetails).toEqual(
      [1, 2, 3].map((position) => ({
        alt: suggested('Kitchen Remodel', position, 3),
        altSuggested: true,
        caption: '',
        focusX: 50,
        focusY: 50,
      })),
    );
    // The site shows the suggestion as the photo's alt text (never an empty one).
    const page = (await visitor.get('/portfolio')).text;
    expect(page).toContain(`alt="${suggested('Kitchen Remodel', 1, 3)}"`);
    expect(page).not.toContain(`alt="${suggested('Kitchen Remodel', 1, 3)}, photo 1 of 3"`);

    // An edit with exactly the spec's fields: the photos reordered, their suggestions follow their new places.
    const reordered = ok(
      await app.http.put(`/api/admin/portfolio/${created.id}`, {
        ...kitchen(),
        imageUrls: [photos[2], photos[0], photos[1]],
        featured: true,
      }),
    );
    expect(reordered.featured).toBe(true);
    expect(reordered.imageDetails.map((detail: Item) => [detail.alt, detail.altSuggested])).toEqual(
      [1, 2, 3].map((position) => [suggested('Kitchen Remodel', position, 3), true]),
    );
  });

  it('takes the owner’s words in place of a suggestion, and the mark goes', async () => {
    const created = ok(await app.http.post('/api/admin/portfolio', kitchen()));
    const details = created.imageDetails as Item[];
    const edited = ok(
      await app.http.put(`/api/admin/portfolio/${created.id}`, {
        ...kitchen(),
        imageDetails: [
          // New words with the mark sent back as the GET gave it: still the owner's words.
          { ...details[0], alt: 'The walnut island under three pendant lights' },
          { alt: 'The range wall in white zellige tile', caption: 'Handmade tile', focusX: 30, focusY: 60 },
          // The suggestion sent back as it was: still a suggestion.
          details[2],
        ],
      }),
    );
    expect(edited.imageDetails).toEqual([
      { alt: 'The walnut island under three pendant lights', caption: '', focusX: 50, focusY: 50 },
      { alt: 'The range wall in white zellige tile', caption: 'Handmade tile', focusX: 30, focusY: 60 },
      { alt: suggested('Kitchen Remodel', 3, 3), altSuggested: true, caption: '', focusX: 50, focusY: 50 },
    ]);
    // Emptied again: a suggestion again.
    const emptied = ok(
      await app.http.put(`/api/admin/portfolio/${created.id}`, {
        ...kitchen(),
        imageDetails: [{ alt: '' }, edited.imageDetails[1], edited.imageDetails[2]],
      }),
    );
    expect(emptied.imageDetails[0]).toEqual({
      alt: suggested('Kitchen Remodel', 1, 3),
      altSuggested: true,
      caption: '',
      focusX: 50,
      focusY: 50,
    });
  });

  it('keeps suggested descriptions through the Trash and a restored version', async () => {
    const created = ok(await app.http.post('/api/admin/portfolio', { ...kitchen(), title: 'Garage ADU' }));
    ok(await app.http.put(`/api/admin/portfolio/${created.id}`, { ...kitchen(), title: 'Garage Studio' }));
    const versions = ok(await app.http.get(`/api/admin/history/project/${created.id}`)) as Item[];
    ok(await app.http.post(`/api/admin/history/${versions[1]?.id}/restore`));
    const restored = await projectById(created.id as number);
    expect(restored.title).toBe('Garage ADU');
    expect(restored.imageDetails).toEqual(created.imageDetails);

    ok(await app.http.delete(`/api/admin/portfolio/${created.id}`));
    const trash = ok(await app.http.get('/api/admin/trash')) as Array<Item & { entityId: number }>;
    const item = trash.find((each) => each.entityId === created.id);
    ok(await app.http.post(`/api/admin/trash/${item?.id}/restore`));
    expect((await projectById(created.id as number)).imageDetails).toEqual(created.imageDetails);
  });
});

describe('GET, change one field, PUT', () => {
  // One test, as one rule: testimonials, sections and settings kept their fields before projects could be written
  // with the spec's fields alone.
  it('keeps every other field of every entity: projects, testimonials, page sections, settings', async () => {
    const created = ok(
      await app.http.post('/api/admin/portfolio', { ...kitchen(), title: 'Hillside Kitchen' }),
    );
    // Everything a project holds beyond the spec's fields: an address, described photos, a before/after pair.
    ok(
      await app.http.put(`/api/admin/portfolio/${created.id}`, {
        ...kitchen(),
        title: 'Hillside Kitchen',
        slug: 'hillside-kitchen-remodel',
        imageDetails: [
          { alt: 'The kitchen before, dark oak cabinets', caption: 'Before', focusX: 20, focusY: 70 },
          { alt: 'The same wall after, white oak and brass', caption: 'After', focusX: 25, focusY: 65 },
        ],
        beforeAfter: [{ before: photos[0], after: photos[1] }],
      }),
    );
    const isIt = (items: Item[]) => items.find((project) => project.id === created.id) as Item;
    const at = (item: Item) => `/api/admin/portfolio/${item.id}`;
    await roundTrip('/api/portfolio', isIt, at, { squareFootage: '640 sq ft' });
    await roundTrip('/api/portfolio', isIt, at, { featured: true });
    // The photo left undescribed keeps its suggestion, made from the project as it is now: it names the title.
    const [porch, island, third] = (await projectById(created.id as number)).imageDetails as Item[];
    expect(third).toMatchObject({ alt: suggested('Hillside Kitchen', 3, 3), altSuggested: true });
    await roundTrip(
      '/api/portfolio',
      isIt,
      at,
      { title: 'Hillside Kitchen Remodel' },
      { imageDetails: [porch, island, { ...third, alt: suggested('Hillside Kitchen Remodel', 3, 3) }] },
    );

    // A client sending only the spec's fields: what it does not send stays as it was.
    const before = await projectById(created.id as number);
    const specFields = Object.fromEntries(Object.keys(kitchen()).map((key) => [key, before[key]]));
    ok(await app.http.put(at(before), { ...specFields, description: 'Walnut, white oak and brass.' }));
    const after = await projectById(created.id as number);
    expect(after).toEqual({
      ...before,
      description: 'Walnut, white oak and brass.',
      updatedAt: after.updatedAt,
    });

    // Testimonials.
    const first = (items: Item[]) => items[0] as Item;
    const testimonialAt = (item: Item) => `/api/admin/testimonials/${item.id}`;
    await roundTrip('/api/testimonials', first, testimonialAt, { rating: 4 });
    await roundTrip('/api/testimonials', first, testimonialAt, {
      content: 'They rebuilt our home in nine months.',
    });

    // Page sections.
    const section = ok(
      await app.http.post('/api/admin/page-sections', {
        pageId: 'about',
        sectionType: 'content',
        title: 'Our crews',
        subtitle: 'Who builds your home',
        content: '<p>Carpenters, not subcontractors.</p>',
        buttonText: 'Meet them',
        buttonLink: '/contact',
        metadata: JSON.stringify({ icon: 'hammer' }),
      }),
    );
    const isSection = (items: Item[]) => items.find((each) => each.id === section.id) as Item;
    const sectionAt = (item: Item) => `/api/admin/page-sections/${item.id}`;
    await roundTrip('/api/admin/page-sections/about', isSection, sectionAt, { title: 'Our crew' });
    await roundTrip('/api/admin/page-sections/about', isSection, sectionAt, { isActive: false });

    // Settings: one changes, every other stays.
    ok(await app.http.put('/api/settings/hero_title', { value: 'Built to last' }));
    const heroTitle = (items: Item[]) => items.find((setting) => setting.key === 'hero_title') as Item;
    await roundTrip('/api/settings', heroTitle, (item) => `/api/settings/${item.key}`, {
      value: 'Homes built to last',
    });
  });
});
