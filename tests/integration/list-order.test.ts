import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { PortfolioProject, Testimonial } from '../../src/server/entities';
import { callerFor, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof callerFor>>;

const project = (title: string) => ({
  title,
  description: 'A project.',
  category: 'Remodels' as const,
  imageUrls: ['/images/hero.jpg'],
  imageDetails: describedPhotos(['/images/hero.jpg']),
  featured: true,
});
const testimonial = (clientName: string) => ({
  clientName,
  projectType: 'Kitchen',
  content: 'Great work.',
  featured: true,
});

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

const titles = async (path: string) =>
  ((await app.http.get(path)).body as Array<{ title: string }>).map((item) => item.title);
const clients = async (path: string) =>
  ((await app.http.get(path)).body as Array<{ clientName: string }>).map((item) => item.clientName);

describe('the order of projects', () => {
  const ids: Record<string, number> = {};

  it('puts a new project first', async () => {
    await orm.em.fork().nativeDelete(PortfolioProject, {});
    for (const title of ['Alder', 'Birch', 'Cedar']) {
      ids[title] = (await app.http.post('/api/admin/portfolio', project(title))).body.id;
    }
    expect(await titles('/api/portfolio')).toEqual(['Cedar', 'Birch', 'Alder']);
  });

  it('follows a reorder on every public list, and keeps it as a version of each item that moved', async () => {
    const moved = await app.http.put('/api/admin/portfolio/reorder', { ids: [ids.Alder] });
    expect(moved.status).toBe(200);
    expect(moved.body.map((item: { title: string }) => item.title)).toEqual(['Alder', 'Cedar', 'Birch']);
    expect(await titles('/api/portfolio')).toEqual(['Alder', 'Cedar', 'Birch']);
    expect(await titles('/api/portfolio/featured')).toEqual(['Alder', 'Cedar', 'Birch']);
    expect(await titles('/api/portfolio/category/Remodels')).toEqual(['Alder', 'Cedar', 'Birch']);

    // Alder kept its place number; Cedar and Birch moved down, each kept as a version.
    for (const title of ['Cedar', 'Birch']) {
      const [latest] = await admin.admin.history.list({
        entityType: 'project',
        entityKey: String(ids[title]),
      });
      expect(latest).toMatchObject({ action: 'reorder', changedFields: ['sortOrder'] });
    }
    const activity = await admin.admin.activity.list({ kind: 'project' });
    expect(activity.entries[0]?.summary).toMatch(/^Reordered \d+ projects?$/);

    // A new project still goes first after a reorder.
    await app.http.post('/api/admin/portfolio', project('Dogwood'));
    expect(await titles('/api/portfolio')).toEqual(['Dogwood', 'Alder', 'Cedar', 'Birch']);
  });

  it('puts a project back in its place when it comes out of the Trash', async () => {
    await app.http.delete(`/api/admin/portfolio/${ids.Cedar}`);
    expect(await titles('/api/portfolio')).toEqual(['Dogwood', 'Alder', 'Birch']);
    const [item] = await admin.admin.trash.list();
    expect((await app.http.post(`/api/admin/trash/${item?.id}/restore`)).status).toBe(200);
    expect(await titles('/api/portfolio')).toEqual(['Dogwood', 'Alder', 'Cedar', 'Birch']);
  });

  it('refuses an unknown id (404, nothing moves), a malformed list (400 naming ids) and a stranger (401)', async () => {
    const unknown = await app.http.put('/api/admin/portfolio/reorder', { ids: [ids.Birch, 999_999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/999999/);
    expect(await titles('/api/portfolio')).toEqual(['Dogwood', 'Alder', 'Cedar', 'Birch']);
    for (const body of [{ ids: [] }, { ids: ['x'] }, { ids: 'all' }, {}]) {
      const refused = await app.http.put('/api/admin/portfolio/reorder', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/ids/);
    }
    const stranger = new HttpClient(app.baseUrl);
    expect((await stranger.put('/api/admin/portfolio/reorder', { ids: [ids.Birch] })).status).toBe(401);
  });
});

describe('the order of testimonials', () => {
  // Written over HTTP: an in-process caller does not drop the server's cached public reads.
  it('puts a new one first and follows a reorder, kept in the history', async () => {
    await orm.em.fork().nativeDelete(Testimonial, {});
    const made: number[] = [];
    for (const name of ['Ana', 'Ben', 'Cy'])
      made.push((await admin.admin.testimonials.create(testimonial(name))).id);
    expect(await clients('/api/testimonials')).toEqual(['Cy', 'Ben', 'Ana']);
    const [ana, ben] = made as [number, number];
    expect((await app.http.put('/api/admin/testimonials/reorder', { ids: [ana, ben] })).status).toBe(200);
    expect(await clients('/api/testimonials')).toEqual(['Ana', 'Ben', 'Cy']);
    expect(await clients('/api/testimonials/featured')).toEqual(['Ana', 'Ben', 'Cy']);
    const [latest] = await admin.admin.history.list({ entityType: 'testimonial', entityKey: String(ben) });
    expect(latest?.action).toBe('reorder');
    expect((await app.http.put('/api/admin/testimonials/reorder', { ids: [ben] })).status).toBe(200);
    expect(await clients('/api/testimonials')).toEqual(['Ben', 'Ana', 'Cy']);
  });
});

describe('the migration that brought ordering', () => {
  it('puts the rows that existed in the order visitors saw before: newest first', async () => {
    const em = orm.em.fork();
    await em.nativeDelete(PortfolioProject, {});
    const made = (title: string, day: number) =>
      em.insert(PortfolioProject, {
        ...project(title),
        category: 'remodels',
        slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        location: '',
        squareFootage: '',
        createdAt: new Date(Date.UTC(2024, 0, day)),
        updatedAt: new Date(),
      });
    await made('Oldest', 1);
    await made('Newest', 20);
    await made('Middle', 10);
    await orm.migrator.down({ to: 'Migration20261125082028' });
    await orm.migrator.up();
    // Going down dropped the signed-in devices (admin_sessions): sign in again.
    await app.http.login();
    const rows = await orm.em.fork().find(PortfolioProject, {}, { orderBy: { sortOrder: 'asc' } });
    expect(rows.map((row) => [row.title, row.sortOrder])).toEqual([
      ['Newest', 0],
      ['Middle', 1],
      ['Oldest', 2],
    ]);
  });
});

describe('the Undo of a reorder: the earlier order sent back through the same procedure', () => {
  const order = async () =>
    (await app.http.get('/api/portfolio')).body as Array<{ id: number; title: string }>;

  it('puts the earlier order back as a move of its own, in the history, and as an undo in the activity log', async () => {
    await orm.em.fork().nativeDelete(PortfolioProject, {});
    for (const title of ['Elm', 'Fir', 'Gum']) await app.http.post('/api/admin/portfolio', project(title));
    const earlier = (await order()).map((item) => item.id);
    expect((await order()).map((item) => item.title)).toEqual(['Gum', 'Fir', 'Elm']);
    const elm = earlier[2] as number;
    expect((await app.http.put('/api/admin/portfolio/reorder', { ids: [elm] })).status).toBe(200);
    expect(await titles('/api/portfolio')).toEqual(['Elm', 'Gum', 'Fir']);

    // Sent by the notice's Undo, it says so: an Undo is logged as an undo.
    const undone = await app.http.put('/api/admin/portfolio/reorder', { ids: earlier, undo: true });
    expect(undone.status).toBe(200);
    expect(await titles('/api/portfolio')).toEqual(['Gum', 'Fir', 'Elm']);
    const gum = earlier[0] as number;
    const versions = await admin.admin.history.list({ entityType: 'project', entityKey: String(gum) });
    expect(versions.map((version) => [version.action, version.snapshot?.sortOrder])).toEqual([
      ['reorder', 0],
      ['reorder', 1],
      ['create', -2],
    ]);
    const activity = await admin.admin.activity.list({ kind: 'project' });
    // The move changed the places of two (Elm already held 0), the undo those of all three.
    expect(activity.entries.slice(0, 2).map((entry) => [entry.action, entry.summary])).toEqual([
      ['undo', 'Undid the move of 3 projects'],
      ['reorder', 'Reordered 2 projects'],
    ]);
  });

  it('refuses the earlier order once one of its items is deleted (404, nothing moves, nothing lost)', async () => {
    const earlier = (await order()).map((item) => item.id);
    const [gum, fir] = earlier as [number, number, number];
    expect((await app.http.put('/api/admin/portfolio/reorder', { ids: [fir] })).status).toBe(200);
    expect((await app.http.delete(`/api/admin/portfolio/${gum}`)).status).toBe(200);
    const refused = await app.http.put('/api/admin/portfolio/reorder', { ids: earlier });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toContain(String(gum));
    expect(await titles('/api/portfolio')).toEqual(['Fir', 'Elm']);
  });

  it('keeps an item added after the move, after the ones the earlier order lists', async () => {
    const earlier = (await order()).map((item) => item.id);
    const [fir, elm] = earlier as [number, number];
    expect((await app.http.put('/api/admin/portfolio/reorder', { ids: [elm] })).status).toBe(200);
    await app.http.post('/api/admin/portfolio', project('Hazel'));
    expect(await titles('/api/portfolio')).toEqual(['Hazel', 'Elm', 'Fir']);
    expect((await app.http.put('/api/admin/portfolio/reorder', { ids: [fir, elm] })).status).toBe(200);
    expect(await titles('/api/portfolio')).toEqual(['Fir', 'Elm', 'Hazel']);
  });
});
