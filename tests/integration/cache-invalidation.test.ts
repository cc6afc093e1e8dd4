import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm);
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const trpc = (procedure: string, json?: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: json === undefined ? {} : { json } }))}`;

const DOORS = {
  settings: ['/api/settings', trpc('public.settings.list')],
  portfolio: ['/api/portfolio', trpc('public.portfolio.list')],
  testimonials: ['/api/testimonials', trpc('public.testimonials.list')],
  about: ['/api/page-sections/about', trpc('public.pageSections.active', { pageId: 'about' })],
  altadena: ['/api/page-sections/altadena', trpc('public.pageSections.active', { pageId: 'altadena' })],
} as const;

/** Reads through both doors twice (the second answer comes from the cache) and returns the texts. */
async function warm(door: keyof typeof DOORS) {
  const texts: string[] = [];
  for (const path of DOORS[door]) {
    await app.http.get(path);
    const cached = await app.http.get(path);
    expect(cached.status).toBe(200);
    texts.push(cached.text);
  }
  return texts;
}

/** The very next read through each door after `write` must differ from what was cached before it. */
async function expectFresh(door: keyof typeof DOORS, write: () => Promise<{ status: number }>) {
  const before = await warm(door);
  expect((await write()).status).toBe(200);
  const after = await Promise.all(DOORS[door].map(async (path) => (await app.http.get(path)).text));
  expect(after[0]).not.toBe(before[0]);
  expect(after[1]).not.toBe(before[1]);
}

const project = {
  title: 'Fresh',
  description: 'd',
  category: 'Remodels',
  imageUrls: ['/images/hero.jpg'],
  imageDetails: describedPhotos(['x']),
};
const testimonial = { clientName: 'Fresh', projectType: 'Other', content: 'c', rating: 5 };

describe('every admin write is seen by the next public read through both doors', () => {
  it('settings update', async () => {
    await expectFresh('settings', () => app.http.put('/api/settings/hero_title', { value: 'Fresh title' }));
  });

  it('project create, update, delete', async () => {
    let id = 0;
    await expectFresh('portfolio', async () => {
      const created = await app.http.post('/api/admin/portfolio', project);
      id = created.body.id;
      return created;
    });
    await expectFresh('portfolio', () =>
      app.http.put(`/api/admin/portfolio/${id}`, { ...project, title: 'Renamed' }),
    );
    await expectFresh('portfolio', () => app.http.delete(`/api/admin/portfolio/${id}`));
  });

  it('testimonial create, update, delete', async () => {
    let id = 0;
    await expectFresh('testimonials', async () => {
      const created = await app.http.post('/api/admin/testimonials', testimonial);
      id = created.body.id;
      return created;
    });
    await expectFresh('testimonials', () =>
      app.http.put(`/api/admin/testimonials/${id}`, { ...testimonial, content: 'changed' }),
    );
    await expectFresh('testimonials', () => app.http.delete(`/api/admin/testimonials/${id}`));
  });

  it('section create, update, reorder, duplicate, mirror, delete', async () => {
    const ids: number[] = [];
    for (const title of ['One', 'Two']) {
      await expectFresh('about', async () => {
        const created = await app.http.post('/api/admin/page-sections', {
          pageId: 'about',
          sectionType: 'content',
          title,
        });
        ids.push(created.body.id);
        return created;
      });
    }
    const [one, two] = ids as [number, number];
    await expectFresh('about', () =>
      app.http.put(`/api/admin/page-sections/${one}`, { title: 'One, edited' }),
    );
    await expectFresh('about', () =>
      app.http.put('/api/admin/page-sections/reorder', {
        updates: [
          { id: one, sortOrder: 1 },
          { id: two, sortOrder: 0 },
        ],
      }),
    );
    await expectFresh('about', () => app.http.post(`/api/admin/page-sections/${one}/duplicate`, {}));
    await expectFresh('altadena', () =>
      app.http.post('/api/admin/page-sections/mirror', { sourcePage: 'about', targetPage: 'altadena' }),
    );
    await expectFresh('about', () => app.http.delete(`/api/admin/page-sections/${two}`));
  });
});
