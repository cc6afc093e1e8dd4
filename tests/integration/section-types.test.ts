import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ContentVersion, PageSection } from '../../src/server/entities';
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

/** Each type: metadata it accepts (as stored), and metadata it refuses with the field named. */
const CASES = [
  { type: 'hero', valid: {}, stored: '', bad: null },
  { type: 'contact', valid: { note: 'dropped' }, stored: '', bad: null },
  {
    type: 'content',
    valid: { icon: 'shield', note: 'dropped' },
    stored: '{"icon":"shield"}',
    bad: [{ icon: 'rocket' }, 'metadata.icon'],
  },
  {
    type: 'services',
    valid: { icon: 'hammer' },
    stored: '{"icon":"hammer"}',
    bad: [{ icon: 7 }, 'metadata.icon'],
  },
  {
    type: 'banner',
    valid: { icon: 'alert-triangle' },
    stored: '{"icon":"alert-triangle"}',
    bad: [{ icon: '' }, 'metadata.icon'],
  },
  {
    type: 'gallery',
    valid: { images: ['/images/hero.jpg'] },
    stored: '{"images":["/images/hero.jpg"]}',
    bad: [{ images: ['javascript:alert(1)'] }, 'metadata.images.0'],
  },
  {
    type: 'steps',
    valid: { steps: [{ title: 'Plan', description: 'We meet' }] },
    stored: '{"steps":[{"title":"Plan","description":"We meet","timeline":""}]}',
    bad: [{ steps: [{ description: 'no title' }] }, 'metadata.steps.0.title'],
  },
  {
    type: 'checklist',
    valid: { icon: 'calendar', items: ['Permits'] },
    stored: '{"icon":"calendar","items":["Permits"]}',
    bad: [{ items: [''] }, 'metadata.items.0'],
  },
  {
    type: 'before-after',
    valid: { images: ['/images/before.jpg', '/images/after.jpg'] },
    stored: '{"images":["/images/before.jpg","/images/after.jpg"]}',
    bad: [{ images: ['/images/a.jpg', '/images/b.jpg', '/images/c.jpg'] }, 'metadata.images'],
  },
] as const;

const fieldOf = (body: { data?: { fieldErrors?: Array<{ path: string }> } }) =>
  body.data?.fieldErrors?.[0]?.path;

describe('each section type checks its metadata on create and update', () => {
  for (const { type, valid, stored, bad } of CASES) {
    it(type, async () => {
      const created = await app.http.post('/api/admin/page-sections', {
        pageId: 'about',
        sectionType: type,
        title: `A ${type}`,
        metadata: JSON.stringify(valid),
      });
      expect(created.status, created.text).toBe(200);
      expect(created.body.metadata).toBe(stored);
      if (!bad) return;
      const [metadata, field] = bad;
      const refused = await app.http.post('/api/admin/page-sections', {
        pageId: 'about',
        sectionType: type,
        metadata: JSON.stringify(metadata),
      });
      expect(refused.status).toBe(400);
      expect(fieldOf(refused.body)).toBe(field);
      const update = await app.http.put(`/api/admin/page-sections/${created.body.id}`, {
        metadata: JSON.stringify(metadata),
      });
      expect(update.status).toBe(400);
      expect(fieldOf(update.body)).toBe(field);
      // Changing the type re-checks the metadata already stored.
      if (type === 'content') {
        const asGallery = await app.http.put(`/api/admin/page-sections/${created.body.id}`, {
          sectionType: 'gallery',
        });
        expect(asGallery.status).toBe(200);
        expect(asGallery.body.metadata).toBe('');
      }
    });
  }

  it('refuses metadata that is not a JSON object, naming it', async () => {
    for (const metadata of ['[1]', '"text"', '{bad']) {
      const refused = await app.http.post('/api/admin/page-sections', {
        pageId: 'about',
        sectionType: 'content',
        metadata,
      });
      expect(refused.status).toBe(400);
      expect(fieldOf(refused.body), JSON.stringify(refused.body)).toBe('metadata');
    }
  });
});

describe('mirror and restore go through the same check', () => {
  it('refuses to mirror a stored section whose metadata its type does not allow', async () => {
    const em = orm.em.fork();
    await em.insert(PageSection, {
      pageId: 'pacific-palisades',
      sectionType: 'steps',
      title: 'Old steps',
      subtitle: '',
      content: '',
      imageUrl: '',
      buttonText: '',
      buttonLink: '',
      metadata: '{"steps":[{"title":""}]}',
      sortOrder: 50,
      isActive: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const before = (await admin.admin.pageSections.list({ pageId: 'altadena' })).length;
    const mirrored = await app.http.post('/api/admin/page-sections/mirror', {
      sourcePage: 'pacific-palisades',
      targetPage: 'altadena',
    });
    expect(mirrored.status).toBe(400);
    expect(fieldOf(mirrored.body)).toBe('metadata.steps.0.title');
    expect(await admin.admin.pageSections.list({ pageId: 'altadena' })).toHaveLength(before);
  });

  it('refuses to restore a version whose metadata its type does not allow', async () => {
    const section = await admin.admin.pageSections.create({
      pageId: 'services',
      sectionType: 'banner',
      title: 'Notice',
      metadata: '{"icon":"heart"}',
    });
    await app.http.put(`/api/admin/page-sections/${section.id}`, { title: 'Notice 2' });
    const versions = await admin.admin.history.list({ entityType: 'section', entityKey: String(section.id) });
    const oldest = versions.at(-1);
    const em = orm.em.fork();
    const version = await em.findOneOrFail(ContentVersion, { id: oldest?.id as number });
    version.snapshot = { ...version.snapshot, metadata: '{"icon":"rocket"}' };
    await em.flush();
    const restored = await app.http.post(`/api/admin/history/${oldest?.id}/restore`);
    expect(restored.status).toBe(400);
    expect(fieldOf(restored.body)).toBe('metadata.icon');
    const [current] = (await admin.admin.pageSections.list({ pageId: 'services' })).filter(
      (row) => row.id === section.id,
    );
    expect(current).toMatchObject({ title: 'Notice 2', metadata: '{"icon":"heart"}' });
  });
});

describe('the migration to typed metadata', () => {
  it('rewrites old rows into their type’s shape, tolerating bad JSON', async () => {
    const em = orm.em.fork();
    const old = async (sectionType: string, metadata: string) => {
      const row = {
        pageId: 'portfolio' as const,
        sectionType,
        title: `Old ${sectionType}`,
        subtitle: '',
        content: '',
        imageUrl: '',
        buttonText: '',
        buttonLink: '',
        metadata,
        sortOrder: 0,
        isActive: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
      return em.insert(PageSection, row);
    };
    const ids = {
      bad: await old('content', '{not json'),
      extra: await old('content', '{"icon":"shield","community":"altadena"}'),
      wrongIcon: await old('banner', '{"icon":"rocket"}'),
      steps: await old('steps', '{"steps":[{"title":" Plan ","timeline":"1 week"},{"title":""},"x"]}'),
      gallery: await old('gallery', '{"images":["/images/a.jpg","javascript:x",3]}'),
      unknown: await old('custom', '{"keep":true}'),
    };
    await orm.migrator.down({ to: 'Migration20261125092641' });
    await orm.migrator.up();
    // Going down dropped the signed-in devices (admin_sessions): sign in again.
    await app.http.login();
    const rows = await orm.em.fork().find(PageSection, { id: { $in: Object.values(ids) as number[] } });
    const metadataOf = (id: number) => rows.find((row) => row.id === id)?.metadata;
    expect(metadataOf(ids.bad)).toBe('');
    expect(metadataOf(ids.extra)).toBe('{"icon":"shield"}');
    expect(metadataOf(ids.wrongIcon)).toBe('');
    expect(metadataOf(ids.steps)).toBe('{"steps":[{"title":"Plan","description":"","timeline":"1 week"}]}');
    expect(metadataOf(ids.gallery)).toBe('{"images":["/images/a.jpg"]}');
    expect(metadataOf(ids.unknown)).toBe('{"keep":true}');
    // Every migrated row reads, and edits, through the checked write path.
    expect((await app.http.get('/api/page-sections/portfolio')).status).toBe(200);
    const edit = await app.http.put(`/api/admin/page-sections/${ids.steps}`, { title: 'Edited steps' });
    expect(edit.status).toBe(200);
  });
});
