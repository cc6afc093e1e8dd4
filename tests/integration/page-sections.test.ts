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

const section = (title: string, pageId = 'about' as const) => ({ pageId, sectionType: 'content', title });

describe('page sections', () => {
  it('gives a new section the page’s current count as its order, with entity defaults', async () => {
    const a = await admin.admin.pageSections.create({ ...section('A'), sortOrder: 42 });
    const b = await admin.admin.pageSections.create(section('B'));
    expect([a.sortOrder, b.sortOrder]).toEqual([0, 1]);
    expect(a).toMatchObject({ isActive: true, content: '', metadata: '', imageUrl: '', subtitle: '' });
  });

  it('lists all for the editor and only active ones, in order, for the public', async () => {
    const [a, b] = await admin.admin.pageSections.list({ pageId: 'about' });
    await admin.admin.pageSections.update({ id: a?.id as number, isActive: false });
    const publicList = await admin.public.pageSections.active({ pageId: 'about' });
    expect(publicList.map((s) => s.id)).toEqual([b?.id]);
    await admin.admin.pageSections.update({ id: a?.id as number, isActive: true });
  });

  it('sanitizes HTML on save and refuses metadata that is not JSON', async () => {
    const saved = await admin.admin.pageSections.create({
      ...section('Hostile'),
      content:
        '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=y></p>',
      metadata: '{"icon":"shield"}',
    });
    expect(saved.content).toBe('<p>Hi<a>x</a></p>');
    await expect(admin.admin.pageSections.create({ ...section('Bad'), metadata: '{icon:' })).rejects.toThrow(
      'Metadata must be valid JSON',
    );
    const updated = await admin.admin.pageSections.update({
      id: saved.id,
      content: '<strong>ok</strong><iframe></iframe>',
    });
    expect(updated.content).toBe('<strong>ok</strong>');
    await admin.admin.pageSections.delete({ id: saved.id });
  });

  it('duplicates with "(Copy)" and order one higher', async () => {
    const [a] = await admin.admin.pageSections.list({ pageId: 'about' });
    const copy = await admin.admin.pageSections.duplicate({ id: a?.id as number });
    expect(copy.title).toBe('A (Copy)');
    expect(copy.sortOrder).toBe((a?.sortOrder as number) + 1);
    await admin.admin.pageSections.delete({ id: copy.id });
  });

  it('reorders through PUT /api/admin/page-sections/reorder, not the {id} route', async () => {
    const before = (await app.http.get('/api/admin/page-sections/about')).body as Array<{ id: number }>;
    const reversed = [...before].reverse().map((s, index) => ({ id: s.id, sortOrder: index }));
    const result = await app.http.put('/api/admin/page-sections/reorder', { updates: reversed });
    expect(result.status).toBe(200);
    const after = (await app.http.get('/api/admin/page-sections/about')).body as Array<{ id: number }>;
    expect(after.map((s) => s.id)).toEqual(reversed.map((s) => s.id));
  });

  it('changes nothing when one id of a reorder is unknown', async () => {
    const before = (await app.http.get('/api/admin/page-sections/about')).body as Array<{
      id: number;
      sortOrder: number;
    }>;
    const result = await app.http.put('/api/admin/page-sections/reorder', {
      updates: [
        { id: before[0]?.id, sortOrder: 99 },
        { id: 987654, sortOrder: 0 },
      ],
    });
    expect(result.status).toBe(404);
    const after = (await app.http.get('/api/admin/page-sections/about')).body;
    expect(after).toEqual(before);
  });

  it('mirrors Palisades sections after Altadena’s own, replacing city name and slug', async () => {
    const own = await admin.admin.pageSections.create(section('Altadena intro', 'altadena' as never));
    await admin.admin.pageSections.create({
      pageId: 'pacific-palisades',
      sectionType: 'banner',
      title: 'Rebuilding Pacific Palisades',
      content: '<p>Permits for Pacific Palisades homes</p>',
      buttonLink: '/wildfire-recovery?community=pacific-palisades',
    });
    const result = await app.http.post('/api/admin/page-sections/mirror', {
      sourcePage: 'pacific-palisades',
      targetPage: 'altadena',
      cityReplacements: { 'pacific-palisades': 'Pacific Palisades', altadena: 'Altadena' },
    });
    expect(result.status).toBe(200);
    const target = await admin.admin.pageSections.list({ pageId: 'altadena' });
    expect(target.map((s) => s.title)).toEqual([own.title, 'Rebuilding Altadena']);
    expect(target[1]).toMatchObject({
      sortOrder: 1,
      content: '<p>Permits for Altadena homes</p>',
      buttonLink: '/wildfire-recovery?community=altadena',
    });
    expect(await admin.admin.pageSections.list({ pageId: 'pacific-palisades' })).toHaveLength(1);
  });

  it('replaces names and slugs only where they stand on their own, and slugs only in links and metadata', async () => {
    const source = await admin.admin.pageSections.create({
      pageId: 'pacific-palisades',
      sectionType: 'checklist',
      title: 'After the Palisades Fire, from the Pacific Palisades Bowl to Pacific Palisadesville',
      content: '<p>About pacific-palisades-style roofs near PalisadesCharter</p>',
      buttonLink: '/wildfire-recovery#pacific-palisades',
      metadata: '{"items":["Permits for pacific-palisades","Lots in pacific-palisades-2"]}',
    });
    const about = await admin.admin.pageSections.create({
      pageId: 'about',
      sectionType: 'content',
      title: 'Learn about our about page',
      buttonLink: '/about',
    });
    await admin.admin.pageSections.mirror({
      sourcePage: 'pacific-palisades',
      targetPage: 'altadena',
      sectionIds: [source.id],
    });
    const mirrored = (await admin.admin.pageSections.list({ pageId: 'altadena' })).at(-1);
    expect(mirrored).toMatchObject({
      title: 'After the Palisades Fire, from the Altadena Bowl to Pacific Palisadesville',
      content: '<p>About pacific-palisades-style roofs near PalisadesCharter</p>',
      buttonLink: '/wildfire-recovery#altadena',
      metadata: '{"items":["Permits for altadena","Lots in pacific-palisades-2"]}',
    });
    await admin.admin.pageSections.mirror({
      sourcePage: 'about',
      targetPage: 'contact',
      sectionIds: [about.id],
    });
    const copied = (await admin.admin.pageSections.list({ pageId: 'contact' })).at(-1);
    expect(copied).toMatchObject({ title: 'Learn about our about page', buttonLink: '/about' });
  });

  it('refuses mirroring a page onto itself and unknown pages', async () => {
    const same = await app.http.post('/api/admin/page-sections/mirror', {
      sourcePage: 'about',
      targetPage: 'about',
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toContain('Target page must differ');
    const unknown = await app.http.get('/api/page-sections/nowhere');
    expect(unknown.status).toBe(400);
  });

  it('answers 404 for unknown ids and 400 for bad fields', async () => {
    expect((await app.http.put('/api/admin/page-sections/777777', { title: 'x' })).status).toBe(404);
    expect((await app.http.delete('/api/admin/page-sections/777777')).status).toBe(404);
    const bad = await app.http.post('/api/admin/page-sections', {
      pageId: 'about',
      sectionType: 'Not Valid!',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fieldErrors[0].path).toBe('sectionType');
    const badLink = await app.http.post('/api/admin/page-sections', {
      pageId: 'about',
      sectionType: 'content',
      buttonLink: 'javascript:alert(1)',
    });
    expect(badLink.body.message).toContain('Button link must be');
  });

  it('serves active sections publicly through REST', async () => {
    const result = await app.http.get('/api/page-sections/about');
    expect(result.status).toBe(200);
    expect(result.body.every((s: { isActive: boolean }) => s.isActive)).toBe(true);
  });
});
