import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import type { Orm } from '../../src/server/db/orm';
import { ContentVersion, PortfolioProject, Testimonial, TrashItem } from '../../src/server/entities';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { callerFor, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof callerFor>>;

const project = {
  title: 'Malibu Modern',
  description: 'A glass and cedar home above the ocean.',
  category: 'Custom Homes' as const,
  imageUrls: ['/images/hero.jpg'],
  imageDetails: describedPhotos(['/images/hero.jpg']),
  location: 'Malibu',
  squareFootage: '4,200 sq ft',
  featured: true,
};

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm, {}, { pageRenderer: bundledRenderer(path.resolve('src/client'), render) });
  admin = await callerFor(orm, app, await createAdmin(orm));
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** Whether a public path's answer holds the text (a boolean, so a failure does not print a whole page). */
const shows = async (path: string, text: string) => (await app.http.get(path)).text.includes(text);

const versionsOf = (
  entityType: 'setting' | 'project' | 'testimonial' | 'section',
  entityKey: string | number,
) => admin.admin.history.list({ entityType, entityKey: String(entityKey) });

describe('history of a setting', () => {
  it('keeps each save with the state before the first one, restores, and undoes the restore', async () => {
    await app.http.put('/api/settings/hero_title', { value: 'Built to last' });
    await app.http.put('/api/settings/hero_title', { value: 'Built to last forever' });
    // Saving the same value again is not a new state.
    await app.http.put('/api/settings/hero_title', { value: 'Built to last forever' });
    const versions = await versionsOf('setting', 'hero_title');
    expect(versions.map((v) => [v.action, v.snapshot?.value, v.actor])).toEqual([
      ['update', 'Built to last forever', 'owner'],
      ['update', 'Built to last', 'owner'],
      ['original', '', null],
    ]);
    expect(versions[0]?.changedFields).toEqual(['value']);

    const restored = await app.http.post(`/api/admin/history/${versions[1]?.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await shows('/api/settings', '"Built to last"')).toBe(true);
    const afterRestore = await versionsOf('setting', 'hero_title');
    expect(afterRestore[0]).toMatchObject({ action: 'restore', snapshot: { value: 'Built to last' } });

    // The restore is a version like any other: undo it by restoring the one before it.
    await app.http.post(`/api/admin/history/${afterRestore[1]?.id}/restore`);
    expect(await shows('/api/settings', '"Built to last forever"')).toBe(true);
    expect(await versionsOf('setting', 'hero_title')).toHaveLength(5);
  });

  it('lists versions over REST and refuses what is not a version', async () => {
    const rest = await app.http.get('/api/admin/history/setting/hero_title');
    expect(rest.status).toBe(200);
    expect(rest.body[0].entityKey).toBe('hero_title');
    expect((await app.http.post('/api/admin/history/999999/restore')).status).toBe(404);
    expect((await app.http.get('/api/admin/history/user/1')).status).toBe(400);
    expect((await new HttpClient(app.baseUrl).get('/api/admin/history/setting/hero_title')).status).toBe(401);
  });
});

describe('history of a project', () => {
  it('keeps a row older than history as its original version, so its first edit can be undone', async () => {
    const em = orm.em.fork();
    const old = em.create(PortfolioProject, {
      ...project,
      category: 'custom-homes',
      title: 'Demo project',
      slug: 'demo-project',
    });
    await em.flush();
    await admin.admin.portfolio.update({ ...project, id: old.id, title: 'Renamed', location: 'Venice' });
    const versions = await versionsOf('project', old.id);
    expect(versions.map((v) => v.action)).toEqual(['update', 'original']);
    expect(versions[0]?.changedFields).toEqual(['title', 'location']);
    await admin.admin.history.restore({ versionId: versions[1]?.id as number });
    expect((await admin.public.portfolio.list()).find((p) => p.id === old.id)).toMatchObject({
      title: 'Demo project',
      location: 'Malibu',
    });
  });

  it('goes to the Trash and comes back where it was: same id, featured, date order; never shown meanwhile', async () => {
    const first = await admin.admin.portfolio.create({ ...project, title: 'Older Home' });
    const featured = await admin.admin.portfolio.create({ ...project, title: 'Trashed Home' });
    await admin.admin.portfolio.create({ ...project, title: 'Newer Home', featured: false });
    const order = (await admin.public.portfolio.list()).map((p) => p.id);
    expect(await shows('/portfolio', 'Trashed Home')).toBe(true);

    expect((await app.http.delete(`/api/admin/portfolio/${featured.id}`)).status).toBe(200);
    expect(await shows('/api/portfolio', 'Trashed Home')).toBe(false);
    expect(await shows('/api/portfolio/featured', 'Trashed Home')).toBe(false);
    expect(await shows('/portfolio', 'Trashed Home')).toBe(false);
    expect(await shows('/', 'Trashed Home')).toBe(false);
    expect((await app.http.get('/api/admin/trash/count')).body).toEqual({ count: 1 });
    const [trashed] = (await app.http.get('/api/admin/trash')).body;
    expect(trashed).toMatchObject({ entityType: 'project', entityId: featured.id, deletedBy: 'owner' });
    expect((await versionsOf('project', featured.id))[0]).toMatchObject({ action: 'trash', snapshot: null });
    // A deletion is not a state to restore: the Trash is.
    const deletion = (await versionsOf('project', featured.id))[0]?.id as number;
    expect((await app.http.post(`/api/admin/history/${deletion}/restore`)).status).toBe(400);
    const created = (await versionsOf('project', featured.id))[1]?.id as number;
    expect((await app.http.post(`/api/admin/history/${created}/restore`)).status).toBe(409);

    expect((await app.http.post(`/api/admin/trash/${trashed.id}/restore`)).status).toBe(200);
    expect((await admin.public.portfolio.list()).map((p) => p.id)).toEqual(order);
    const back = await orm.em.fork().findOneOrFail(PortfolioProject, { id: featured.id });
    expect(back).toMatchObject({ title: 'Trashed Home', featured: true, createdAt: featured.createdAt });
    expect((await admin.public.portfolio.featured()).map((p) => p.id)).toContain(featured.id);
    expect(await shows('/portfolio', 'Trashed Home')).toBe(true);
    expect((await app.http.get('/api/admin/trash/count')).body).toEqual({ count: 0 });
    expect((await versionsOf('project', featured.id))[0]?.action).toBe('untrash');
    expect(first.id).toBeLessThan(featured.id);
  });

  it('deletes for good: Trash row and versions gone', async () => {
    const doomed = await admin.admin.portfolio.create({ ...project, title: 'Doomed' });
    await admin.admin.portfolio.delete({ id: doomed.id });
    const [item] = await admin.admin.trash.list();
    expect((await app.http.delete(`/api/admin/trash/${item?.id}`)).status).toBe(200);
    expect(await admin.admin.trash.count()).toEqual({ count: 0 });
    expect(await versionsOf('project', doomed.id)).toEqual([]);
    expect((await app.http.delete(`/api/admin/trash/${item?.id}`)).status).toBe(404);
    expect((await app.http.post(`/api/admin/trash/${item?.id}/restore`)).status).toBe(404);
  });
});

describe('the Trash under concurrent requests', () => {
  it('restores an item once when many restores and deletes-for-good of it arrive at once; never a 500', async () => {
    for (const round of [1, 2, 3]) {
      const item = await admin.admin.portfolio.create({ ...project, title: `Raced Home ${round}` });
      await admin.admin.portfolio.delete({ id: item.id });
      const trashed = (await admin.admin.trash.list()).find((entry) => entry.entityId === item.id);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 4 === 3
            ? app.http.delete(`/api/admin/trash/${trashed?.id}`)
            : app.http.post(`/api/admin/trash/${trashed?.id}/restore`),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status >= 500),
        statuses.join(),
      ).toEqual([]);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(await admin.admin.trash.count()).toEqual({ count: 0 });
    }
  });
});

describe('deletes under concurrent requests', () => {
  it('moves an item to the Trash once when many deletes of it arrive at once; never a 500', async () => {
    const item = await admin.admin.portfolio.create({ ...project, title: 'Deleted Many Times' });
    const section = await admin.admin.pageSections.create({
      pageId: 'about',
      sectionType: 'content',
      title: 'Gone',
    });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => app.http.delete(`/api/admin/portfolio/${item.id}`)),
      ...Array.from({ length: 8 }, () => app.http.delete(`/api/admin/page-sections/${section.id}`)),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status >= 500),
      statuses.join(),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    const trash = await admin.admin.trash.list();
    expect(
      trash.filter((entry) => entry.entityType === 'project' && entry.entityId === item.id),
    ).toHaveLength(1);
    expect(
      trash.filter((entry) => entry.entityType === 'section' && entry.entityId === section.id),
    ).toHaveLength(1);
    for (const entry of trash) await admin.admin.trash.purge({ id: entry.id });
  });
});

describe('history of a testimonial', () => {
  it('keeps edits, restores, and puts a trashed one back with its featured mark', async () => {
    const saved = await admin.admin.testimonials.create({
      clientName: 'Ann',
      projectType: 'Kitchen',
      content: 'Great work',
      rating: 5,
      featured: true,
    });
    await admin.admin.testimonials.update({
      id: saved.id,
      clientName: 'Ann B.',
      projectType: 'Kitchen',
      content: 'Superb',
      rating: 4,
    });
    const versions = await versionsOf('testimonial', saved.id);
    expect(versions.map((v) => v.action)).toEqual(['update', 'create']);
    expect(versions[0]?.changedFields).toEqual(['clientName', 'rating', 'content']);
    await admin.admin.history.restore({ versionId: versions[1]?.id as number });
    expect((await admin.public.testimonials.list()).find((t) => t.id === saved.id)).toMatchObject({
      clientName: 'Ann',
      content: 'Great work',
      rating: 5,
    });

    await app.http.delete(`/api/admin/testimonials/${saved.id}`);
    expect(await shows('/api/testimonials', 'Great work')).toBe(false);
    expect(await shows('/', 'Great work')).toBe(false);
    const [item] = await admin.admin.trash.list();
    await app.http.post(`/api/admin/trash/${item?.id}/restore`);
    const back = await orm.em.fork().findOneOrFail(Testimonial, { id: saved.id });
    expect(back).toMatchObject({ clientName: 'Ann', featured: true });
    expect(await shows('/api/testimonials', 'Great work')).toBe(true);
  });
});

describe('history of page sections', () => {
  const section = (title: string) =>
    admin.admin.pageSections.create({
      pageId: 'about',
      sectionType: 'content',
      title,
      content: `<p>${title} text</p>`,
    });
  const titles = async () =>
    (await admin.admin.pageSections.list({ pageId: 'about' })).map((s) => [s.title, s.sortOrder]);

  it('keeps edits, reorders, duplicates and mirrors as versions of each section they change', async () => {
    const a = await section('Alpha');
    const b = await section('Bravo');
    await admin.admin.pageSections.update({ id: a.id, title: 'Alpha two' });
    await admin.admin.pageSections.reorder({
      updates: [
        { id: a.id, sortOrder: 1 },
        { id: b.id, sortOrder: 0 },
      ],
    });
    expect((await versionsOf('section', a.id)).map((v) => v.action)).toEqual(['reorder', 'update', 'create']);
    expect((await versionsOf('section', b.id)).map((v) => v.action)).toEqual(['reorder', 'create']);
    const copy = await admin.admin.pageSections.duplicate({ id: a.id });
    expect((await versionsOf('section', copy.id)).map((v) => v.action)).toEqual(['duplicate']);
    const mirrored = await admin.admin.pageSections.mirror({ sourcePage: 'about', targetPage: 'contact' });
    for (const m of mirrored) expect((await versionsOf('section', m.id))[0]?.action).toBe('mirror');

    // Restoring content keeps the section where it is now.
    const created = (await versionsOf('section', a.id)).at(-1)?.id as number;
    await admin.admin.history.restore({ versionId: created });
    const restored = (await admin.admin.pageSections.list({ pageId: 'about' })).find((s) => s.id === a.id);
    expect(restored).toMatchObject({ title: 'Alpha', sortOrder: 1 });
    for (const s of [...mirrored, copy, a, b]) {
      await admin.admin.pageSections.delete({ id: s.id });
      await purgeAll();
    }
  });

  it('goes back to its page and place from the Trash, pushing a section that took its place', async () => {
    const a = await section('First');
    const b = await section('Second');
    const c = await section('Third');
    await app.http.delete(`/api/admin/page-sections/${b.id}`);
    expect(await shows('/about', 'Second text')).toBe(false);
    expect(await shows('/api/page-sections/about', 'Second')).toBe(false);
    // Through HTTP, as the panel does: in-process callers do not drop the server's caches.
    await app.http.put('/api/admin/page-sections/reorder', { updates: [{ id: c.id, sortOrder: 1 }] });
    const [item] = await admin.admin.trash.list();
    expect((await app.http.post(`/api/admin/trash/${item?.id}/restore`)).status).toBe(200);
    expect(await titles()).toEqual([
      ['First', 0],
      ['Second', 1],
      ['Third', 2],
    ]);
    expect(await shows('/about', 'Second text')).toBe(true);
    expect((await versionsOf('section', c.id))[0]?.snapshot?.sortOrder).toBe(2);
    expect(a.sortOrder).toBe(0);
  });
});

describe('a restore is checked like a save', () => {
  it('refuses a stored state a save would refuse, naming the field, and changes nothing', async () => {
    const saved = await admin.admin.portfolio.create({ ...project, title: 'Checked Home' });
    await admin.admin.portfolio.update({ ...project, id: saved.id, title: 'Checked Home 2' });
    const [, created] = await versionsOf('project', saved.id);
    const em = orm.em.fork();
    const stored = await em.findOneOrFail(ContentVersion, { id: created?.id as number });
    stored.snapshot = { ...stored.snapshot, title: '', category: 'Castles' };
    await em.flush();
    const refused = await app.http.post(`/api/admin/history/${created?.id}/restore`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Title is required/);
    expect((await admin.public.portfolio.list()).find((p) => p.id === saved.id)?.title).toBe(
      'Checked Home 2',
    );

    const section = await admin.admin.pageSections.create({
      pageId: 'services',
      sectionType: 'content',
      title: 'Linked',
    });
    await admin.admin.pageSections.delete({ id: section.id });
    const [item] = await admin.admin.trash.list();
    const trashed = await em.findOneOrFail(TrashItem, { id: item?.id as number });
    trashed.snapshot = { ...trashed.snapshot, buttonLink: 'javascript:alert(1)' };
    await em.flush();
    const untrash = await app.http.post(`/api/admin/trash/${item?.id}/restore`);
    expect(untrash.status).toBe(400);
    expect(untrash.body.message).toMatch(/Button link/);
    expect(await admin.admin.trash.count()).toEqual({ count: 1 });
    await purgeAll();
  });
});

async function purgeAll() {
  for (const item of await admin.admin.trash.list()) await admin.admin.trash.purge({ id: item.id });
}

describe('the activity log', () => {
  it('lists admin actions with the version each made, and every sign-in attempt', async () => {
    const stranger = new HttpClient(app.baseUrl);
    expect(
      (await stranger.post('/api/auth/login', { username: 'intruder', password: 'wrong-password' })).status,
    ).toBe(401);
    for (let i = 0; i < 5; i++)
      await stranger.post('/api/auth/login', { username: 'intruder', password: 'wrong-password' });
    expect(
      (await stranger.post('/api/auth/login', { username: 'intruder', password: 'wrong-password' })).status,
    ).toBe(429);
    await new HttpClient(app.baseUrl).login();

    const signIns = await app.http.get('/api/admin/activity?kind=sign-in&limit=100');
    expect(signIns.status).toBe(200);
    const actions = signIns.body.entries.map((e: { action: string }) => e.action);
    expect(actions[0]).toBe('sign-in');
    expect(actions).toContain('sign-in-failed');
    expect(actions).toContain('sign-in-throttled');
    const failed = signIns.body.entries.find((e: { action: string }) => e.action === 'sign-in-failed');
    expect(failed).toMatchObject({ actor: null, entityKey: 'intruder', ip: '127.0.0.1' });

    const settings = await admin.admin.activity.list({ kind: 'setting' });
    expect(settings.entries[0]).toMatchObject({
      actor: 'owner',
      entityKey: 'hero_title',
      action: 'restore',
      summary: 'Restored an earlier version of setting "Hero title"',
    });
    const version = (await versionsOf('setting', 'hero_title'))[0];
    expect(settings.entries[0]?.versionId).toBe(version?.id);

    const firstPage = await admin.admin.activity.list({ limit: 3 });
    expect(firstPage.entries).toHaveLength(3);
    const next = await admin.admin.activity.list({ limit: 3, cursor: firstPage.nextCursor as number });
    expect(next.entries[0]?.id).toBeLessThan(firstPage.entries[2]?.id as number);
    const projects = await admin.admin.activity.list({ kind: 'project', limit: 100 });
    expect(projects.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['trash', 'untrash', 'purge', 'create']),
    );
    expect((await app.http.get('/api/admin/activity?limit=0')).status).toBe(400);
    expect((await app.http.get('/api/admin/activity?kind=everything')).status).toBe(400);
  });
});

describe('an Undo', () => {
  it("keeps a notification's Undo as an undo, in the History and the activity log", async () => {
    await app.http.put('/api/settings/hero_subtitle', { value: 'Before the slip' });
    await app.http.put('/api/settings/hero_subtitle', { value: 'The slip' });
    const versions = await versionsOf('setting', 'hero_subtitle');
    const undone = await app.http.post(`/api/admin/history/${versions[1]?.id}/restore`, { undo: true });
    expect(undone.status).toBe(200);
    expect(await shows('/api/settings', '"Before the slip"')).toBe(true);
    const latest = (await versionsOf('setting', 'hero_subtitle'))[0];
    expect(latest).toMatchObject({ action: 'undo', snapshot: { value: 'Before the slip' } });
    const activity = await admin.admin.activity.list({ kind: 'setting' });
    expect(activity.entries[0]).toMatchObject({ action: 'undo', versionId: latest?.id });
    expect(activity.entries[0]?.summary).toMatch(/^Undid the last change of setting/);
  });
});
