import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { callerFor, createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm);
  admin = await callerFor(orm, app, await createAdmin(orm));
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** Written through the API door, whose writes drop the cached pages (the caller's do not reach the app's cache). */
async function create(fields: object): Promise<{ id: number; afterBlock: string | null }> {
  const created = await app.http.post('/api/admin/page-sections', { sectionType: 'content', ...fields });
  expect(created.status).toBe(200);
  return created.body;
}
const remove = (id: number) => app.http.delete(`/api/admin/page-sections/${id}`);

/** Where in the page's HTML a text first stands (-1: absent). */
async function positionIn(path: string, ...texts: string[]): Promise<number[]> {
  const page = await app.http.get(path);
  expect(page.status).toBe(200);
  return texts.map((text) => page.text.indexOf(text));
}

describe('a section placed after a built-in block (src/common/page-blocks.ts)', () => {
  it('stands at the end of the page when no place is given, as before', async () => {
    const section = await admin.admin.pageSections.create({
      pageId: 'about',
      sectionType: 'content',
      title: 'End',
    });
    expect(section.afterBlock).toBeNull();
    const [story, values, end] = await positionIn(
      '/about',
      'data-testid="page-sections-about-after',
      'Core',
      'End',
    );
    expect(story).toBe(-1);
    expect(end).toBeGreaterThan(values as number);
    await remove(section.id);
  });

  it('renders between the two blocks it was placed between, and moves when its place changes', async () => {
    const section = await create({
      pageId: 'about',
      title: 'Placed after the story',
      afterBlock: 'founder-story',
    });
    expect(section.afterBlock).toBe('founder-story');
    const placed = await app.http.get('/about');
    const group = placed.text.indexOf('data-testid="page-sections-about-after-founder-story"');
    const title = placed.text.indexOf('Placed after the story');
    const serviceArea = placed.text.indexOf('data-testid="page-sections-about"');
    expect(group).toBeGreaterThan(0);
    expect(title).toBeGreaterThan(group);
    // Nothing else at the end of the page: that group is not rendered at all.
    expect(serviceArea).toBe(-1);

    const moved = await app.http.put(`/api/admin/page-sections/${section.id}`, { afterBlock: null });
    expect(moved.body.afterBlock).toBeNull();
    const [after, end] = await positionIn(
      '/about',
      'data-testid="page-sections-about-after-founder-story"',
      'data-testid="page-sections-about"',
    );
    expect(after).toBe(-1);
    expect(end).toBeGreaterThan(0);
    await remove(section.id);
  });

  it('refuses a place the page does not have, naming the field', async () => {
    for (const afterBlock of ['stats', 'no-such-block', 'Not Valid!']) {
      const refused = await app.http.post('/api/admin/page-sections', {
        pageId: 'about',
        sectionType: 'content',
        afterBlock,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data.fieldErrors[0].path).toBe('afterBlock');
    }
    const portfolio = await app.http.post('/api/admin/page-sections', {
      pageId: 'portfolio',
      sectionType: 'content',
      afterBlock: 'hero',
    });
    expect(portfolio.status).toBe(400);
  });

  it('keeps its place when mirrored to the other community, whose blocks are the same', async () => {
    const source = await admin.admin.pageSections.create({
      pageId: 'pacific-palisades',
      sectionType: 'content',
      title: 'Placed in Pacific Palisades',
      afterBlock: 'recovery-steps',
    });
    await admin.admin.pageSections.mirror({
      sourcePage: 'pacific-palisades',
      targetPage: 'altadena',
      sectionIds: [source.id],
    });
    const copies = await admin.admin.pageSections.list({ pageId: 'altadena' });
    expect(copies.find((copy) => copy.title.startsWith('Placed in'))?.afterBlock).toBe('recovery-steps');
  });
});
