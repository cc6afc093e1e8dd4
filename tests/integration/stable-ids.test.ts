/**
 * Project categories and contact project types are stored by stable ids, while the spec's REST API keeps its
 * English values in and out; history kept before ids restores; the migration converts a site's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission, ContentVersion, PortfolioProject, TrashItem } from '../../src/server/entities';
import { callerFor, createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof callerFor>>;

const project = {
  title: 'Bluff House',
  description: 'A house above the ocean.',
  category: 'Custom Homes' as const,
  imageUrls: ['/images/hero.jpg'],
  imageDetails: describedPhotos(['/images/hero.jpg']),
};
const lead = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(310) 555-0100',
  projectType: 'Custom Home Build',
  message: 'A house on our lot.',
};

/** What the database holds, whatever the API answers. */
const storedCategory = async (id: number) =>
  (await orm.em.fork().findOneOrFail(PortfolioProject, { id })).category;
const storedProjectType = async (id: number) =>
  (await orm.em.fork().findOneOrFail(ContactSubmission, { id })).projectType;

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

describe("a project's category", () => {
  it('is sent and answered in English over REST, and stored as its id', async () => {
    const created = await app.http.post('/api/admin/portfolio', project);
    expect(created.status).toBe(200);
    expect(created.body.category).toBe('Custom Homes');
    expect(await storedCategory(created.body.id)).toBe('custom-homes');

    const byCategory = await app.http.get('/api/portfolio/category/Custom%20Homes');
    expect(byCategory.status).toBe(200);
    expect(byCategory.body.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
    expect(byCategory.body[0].category).toBe('Custom Homes');
    const all = await app.http.get('/api/portfolio/category/All%20Projects');
    expect(all.body.map((p: { category: string }) => p.category)).toEqual(['Custom Homes']);
    expect((await app.http.get('/api/portfolio')).body[0].category).toBe('Custom Homes');
    expect((await app.http.get('/api/portfolio/category/Remodels')).body).toEqual([]);

    const edited = await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...project,
      category: 'ADUs',
    });
    expect(edited.body.category).toBe('ADUs');
    expect(await storedCategory(created.body.id)).toBe('adus');
  });

  it('may also be sent as its id, and is still answered in English (REST and tRPC)', async () => {
    const created = await admin.admin.portfolio.create({
      ...project,
      title: 'Kitchen',
      category: 'remodels',
    });
    expect(created.category).toBe('Remodels');
    expect(await storedCategory(created.id)).toBe('remodels');
    const byId = await app.http.get('/api/portfolio/category/remodels');
    expect(byId.body.map((p: { category: string }) => p.category)).toEqual(['Remodels']);
    expect((await admin.public.portfolio.byCategory({ category: 'Remodels' })).map((p) => p.id)).toEqual([
      created.id,
    ]);
    const refused = await app.http.post('/api/admin/portfolio', { ...project, category: 'Castles' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Category must be one of: Custom Homes, Remodels, ADUs');
  });

  it('restores from a version or the Trash kept before ids, when it held the English value', async () => {
    const saved = await admin.admin.portfolio.create({
      ...project,
      title: 'Old Version',
      category: 'Commercial',
    });
    await admin.admin.portfolio.update({ ...project, id: saved.id, title: 'New Version' });
    const [, first] = await admin.admin.history.list({ entityType: 'project', entityKey: String(saved.id) });
    const em = orm.em.fork();
    const kept = await em.findOneOrFail(ContentVersion, { id: first?.id as number });
    expect(kept.snapshot?.category).toBe('commercial');
    kept.snapshot = { ...kept.snapshot, category: 'Commercial' };
    await em.flush();
    expect((await app.http.post(`/api/admin/history/${kept.id}/restore`)).status).toBe(200);
    expect(await storedCategory(saved.id)).toBe('commercial');

    await admin.admin.portfolio.delete({ id: saved.id });
    const trashed = await em.findOneOrFail(TrashItem, { entityType: 'project', entityId: saved.id });
    trashed.snapshot = { ...trashed.snapshot, category: 'Fire Rebuild' };
    await em.flush();
    expect((await app.http.post(`/api/admin/trash/${trashed.id}/restore`)).status).toBe(200);
    expect(await storedCategory(saved.id)).toBe('fire-rebuild');
  });
});

describe("a lead's project type", () => {
  it('is sent in English, stored as its id, and read back in English by the owner and the visitor', async () => {
    const sent = await app.http.post('/api/contact', lead);
    expect(sent.status).toBe(200);
    expect(await storedProjectType(sent.body.id)).toBe('custom-home-build');

    const submissions = await app.http.get('/api/admin/contact-submissions');
    expect(submissions.body.find((s: { id: number }) => s.id === sent.body.id)?.projectType).toBe(
      'Custom Home Build',
    );
    const receipt = await app.http.get(`/api/contact/receipt?receipt=${sent.body.receipt}`);
    expect(receipt.body.projectType).toBe('Custom Home Build');
    // The inbox: found by the words it shows, its one-tap text names the type in English.
    const [found] = await admin.admin.leads.list({ search: 'home build' });
    expect(found).toMatchObject({ id: sent.body.id, projectType: 'Custom Home Build' });
    expect(found?.reply.smsBody).toContain('Custom Home Build');
    expect(JSON.stringify(found?.reply)).not.toContain('custom-home-build');
    const csv = await app.http.get('/api/admin/contact-submissions.csv');
    expect(csv.text).toContain('"Custom Home Build"');
    expect(csv.text).not.toContain('custom-home-build');
  });

  it('may be sent as its id, or left out', async () => {
    const byId = await app.http.post('/api/contact', { ...lead, projectType: 'fire-rebuild-altadena' });
    expect(await storedProjectType(byId.body.id)).toBe('fire-rebuild-altadena');
    const [latest] = await admin.admin.contactSubmissions.list();
    expect(latest?.projectType).toBe('Fire Rebuild: Altadena');
    const none = await app.http.post('/api/contact', { ...lead, projectType: '' });
    expect(await storedProjectType(none.body.id)).toBe('');
    const refused = await app.http.post('/api/contact', { ...lead, projectType: 'Treehouse' });
    expect(refused.body.message).toContain('Project type must be one of: Custom Home Build, Home Remodel');
  });
});

describe('the migration that brought stable ids', () => {
  it('stores the English values of existing rows, their versions and the Trash as ids, and back', async () => {
    const connection = orm.em.getConnection();
    const inserted = async (sql: string, params: unknown[] = []) =>
      ((await connection.execute<Array<{ id: number }>>(sql, params))[0] as { id: number }).id;
    await orm.migrator.down({ to: 'Migration20261204090000_translations' });
    const projectId = await inserted(
      `insert into "portfolio_projects" ("title", "slug", "description", "category", "image_urls", "created_at", "updated_at")
       values ('Legacy', 'legacy', 'x', 'Custom Homes', '{/images/hero.jpg}', now(), now()) returning "id"`,
    );
    const typed = await inserted(
      `insert into "portfolio_projects" ("title", "slug", "description", "category", "image_urls", "created_at", "updated_at")
       values ('Typed', 'typed', 'x', 'Treehouses', '{}', now(), now()) returning "id"`,
    );
    const leadId = await inserted(
      `insert into "contact_submissions" ("name", "email", "phone", "project_type", "message", "created_at")
       values ('Old Lead', 'old@example.com', '(310) 555-0100', 'Fire Rebuild: Pacific Palisades', 'Hi', now())
       returning "id"`,
    );
    const snapshot = JSON.stringify({ title: 'Legacy', category: 'Tenant Improvements' });
    const versionId = await inserted(
      `insert into "content_versions" ("entity_type", "entity_key", "action", "snapshot", "changed_fields", "created_at")
       values ('project', ?, 'update', ?::jsonb, '{}', now()) returning "id"`,
      [String(projectId), snapshot],
    );
    const trashId = await inserted(
      `insert into "trash" ("entity_type", "entity_id", "snapshot", "deleted_at")
       values ('project', 999999, ?::jsonb, now()) returning "id"`,
      [snapshot],
    );

    await orm.migrator.up();
    const one = async <T>(sql: string, id: number) => (await connection.execute<T[]>(sql, [id]))[0] as T;
    expect(await one(`select "category" from "portfolio_projects" where "id" = ?`, projectId)).toEqual({
      category: 'custom-homes',
    });
    // A value no list holds stays as it was (the read leaves such a row out, with a warning).
    expect(await one(`select "category" from "portfolio_projects" where "id" = ?`, typed)).toEqual({
      category: 'Treehouses',
    });
    expect(await one(`select "project_type" from "contact_submissions" where "id" = ?`, leadId)).toEqual({
      project_type: 'fire-rebuild-pacific-palisades',
    });
    const keptCategory = `select "snapshot"->>'category' as "category" from "content_versions" where "id" = ?`;
    expect(await one(keptCategory, versionId)).toEqual({ category: 'tenant-improvements' });
    expect(
      await one(`select "snapshot"->>'category' as "category" from "trash" where "id" = ?`, trashId),
    ).toEqual({ category: 'tenant-improvements' });
    // The converted rows read in English (not the cached REST answer: this test wrote behind its back).
    const legacy = (await admin.public.portfolio.list()).find((p) => p.id === projectId);
    expect(legacy?.category).toBe('Custom Homes');

    // Down again: the English values come back, for the code that read them.
    await orm.migrator.down({ to: 'Migration20261204090000_translations' });
    expect(await one(`select "category" from "portfolio_projects" where "id" = ?`, projectId)).toEqual({
      category: 'Custom Homes',
    });
    expect(await one(keptCategory, versionId)).toEqual({ category: 'Tenant Improvements' });
    await orm.migrator.up();
    await connection.execute(`delete from "trash" where "id" = ?`, [trashId]);
    await connection.execute(`delete from "portfolio_projects" where "id" = ?`, [typed]);
  });
});
