import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { PortfolioProject } from '../../src/server/entities';
import { callerFor, createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof callerFor>>;

const project = {
  title: 'Malibu Modern',
  description: 'A glass and cedar home above the ocean.',
  category: 'Custom Homes' as const,
  imageUrls: ['/images/hero.jpg', 'https://cdn.example.com/2.jpg'],
  imageDetails: describedPhotos(['a', 'b']),
  location: 'Malibu',
  squareFootage: '4,200 sq ft',
  featured: true,
};

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

describe('portfolio through createCaller', () => {
  it('creates with defaults, lists, filters and deletes', async () => {
    const created = await admin.admin.portfolio.create({
      ...project,
      location: undefined,
      featured: undefined,
    });
    expect(created).toMatchObject({
      title: 'Malibu Modern',
      location: '',
      squareFootage: '4,200 sq ft',
      featured: false,
    });
    const adu = await admin.admin.portfolio.create({ ...project, title: 'Garden ADU', category: 'ADUs' });
    expect((await admin.public.portfolio.list()).map((p) => p.title)).toEqual([
      'Garden ADU',
      'Malibu Modern',
    ]);
    expect((await admin.public.portfolio.byCategory({ category: 'ADUs' })).map((p) => p.id)).toEqual([
      adu.id,
    ]);
    expect(await admin.public.portfolio.byCategory({ category: 'All Projects' })).toHaveLength(2);
    expect((await admin.public.portfolio.featured()).map((p) => p.id)).toEqual([adu.id]);
    await admin.admin.portfolio.delete({ id: created.id });
    await admin.admin.portfolio.delete({ id: adu.id });
    expect(await admin.public.portfolio.list()).toEqual([]);
  });

  it('trims the title and refuses missing required fields by name', async () => {
    const created = await admin.admin.portfolio.create({ ...project, title: '  Spaced  ' });
    expect(created.title).toBe('Spaced');
    await expect(admin.admin.portfolio.create({ ...project, title: '   ' })).rejects.toThrow(
      'title: Title is required',
    );
    await expect(admin.admin.portfolio.create({ ...project, imageUrls: [] })).rejects.toThrow(
      'At least one image is required',
    );
    await expect(admin.admin.portfolio.create({ ...project, category: 'Castles' as never })).rejects.toThrow(
      'Category must be one of',
    );
    await admin.admin.portfolio.delete({ id: created.id });
  });

  it('refuses hostile image references', async () => {
    for (const bad of [
      'javascript:alert(1)',
      '/objects/../../etc/passwd',
      'http://plain.example/x.jpg',
      '<img>',
    ]) {
      await expect(admin.admin.portfolio.create({ ...project, imageUrls: [bad] })).rejects.toThrow(
        /Image must be/,
      );
    }
  });

  it('answers NOT_FOUND for unknown ids and keeps data on a bad update', async () => {
    await expect(admin.admin.portfolio.update({ id: 99999, ...project })).rejects.toThrow(
      'Project 99999 does not exist',
    );
    const created = await admin.admin.portfolio.create(project);
    await expect(
      admin.admin.portfolio.update({ ...project, id: created.id, description: '' }),
    ).rejects.toThrow('Description is required');
    const stored = await orm.em.fork().findOneOrFail(PortfolioProject, { id: created.id });
    expect(stored.description).toBe(project.description);
    await admin.admin.portfolio.delete({ id: created.id });
  });
});

describe('portfolio through REST', () => {
  it('creates, updates and deletes with ISO dates', async () => {
    const created = await app.http.post('/api/admin/portfolio', project);
    expect(created.status).toBe(200);
    expect(created.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const updated = await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...project,
      title: 'Renamed',
    });
    expect(updated.body.title).toBe('Renamed');
    const listed = await app.http.get('/api/portfolio');
    expect(listed.body.map((p: { title: string }) => p.title)).toContain('Renamed');
    expect((await app.http.delete(`/api/admin/portfolio/${created.body.id}`)).status).toBe(200);
    expect((await app.http.delete(`/api/admin/portfolio/${created.body.id}`)).status).toBe(404);
  });

  it('reads a URL-encoded category, All Projects included, and refuses unknown ones with 400', async () => {
    const created = await app.http.post('/api/admin/portfolio', { ...project, category: 'Fire Rebuild' });
    const fire = await app.http.get('/api/portfolio/category/Fire%20Rebuild');
    expect(fire.status).toBe(200);
    expect(fire.body.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
    const all = await app.http.get(`/api/portfolio/category/${encodeURIComponent('All Projects')}`);
    expect(all.body.length).toBeGreaterThanOrEqual(1);
    const bad = await app.http.get('/api/portfolio/category/Castles');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Category must be one of');
    await app.http.delete(`/api/admin/portfolio/${created.body.id}`);
  });

  it('refuses a boolean or number sent as text on both doors, before and after a REST call, and keeps the record', async () => {
    const created = await app.http.post('/api/admin/portfolio', project);
    expect(created.status).toBe(200);
    for (const featured of ['false', 'true', 1, null]) {
      const rest = await app.http.put(`/api/admin/portfolio/${created.body.id}`, { ...project, featured });
      expect(rest.status).toBe(400);
      expect(rest.body.message).toContain('Featured must be true or false');
      const rpc = await app.http.post('/trpc/admin.portfolio.update', {
        json: { ...project, id: created.body.id, featured },
      });
      expect(rpc.status).toBe(400);
      expect(rpc.text).toContain('Featured must be true or false');
    }
    const count = await app.http.post('/api/portfolio/batch-upload-urls', { count: '3' });
    expect(count.status).toBe(400);
    expect(count.body.message).toContain('count must be a number');
    const unchanged = await app.http.get('/api/portfolio');
    expect(unchanged.body.find((p: { id: number }) => p.id === created.body.id)?.featured).toBe(true);
    const off = await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...project,
      featured: false,
    });
    expect(off.body.featured).toBe(false);
    await app.http.delete(`/api/admin/portfolio/${created.body.id}`);
  });

  it('keeps the optional fields an edit leaves out', async () => {
    const created = await app.http.post('/api/admin/portfolio', project);
    const { location: _location, squareFootage: _size, featured: _featured, ...required } = project;
    const edited = await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...required,
      title: 'Kept',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Kept',
      location: 'Malibu',
      squareFootage: '4,200 sq ft',
      featured: true,
    });
    const cleared = await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...required,
      location: '',
    });
    expect(cleared.body).toMatchObject({ location: '', featured: true });
    await app.http.delete(`/api/admin/portfolio/${created.body.id}`);
  });

  it('holds up to 50 photos a project (added 20 at a time), and refuses a 51st by name', async () => {
    const photos = (count: number) => Array.from({ length: count }, (_, i) => `/images/photo-${i}.jpg`);
    const created = await app.http.post('/api/admin/portfolio', {
      ...project,
      imageUrls: photos(50),
      imageDetails: describedPhotos(photos(50)),
    });
    expect(created.status).toBe(200);
    expect(created.body.imageUrls).toHaveLength(50);
    const tooMany = await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...project,
      imageUrls: photos(51),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('imageUrls: At most 50 images per project');
    expect((await app.http.post('/api/portfolio/batch-upload-urls', { count: 21 })).status).toBe(400);
    await app.http.delete(`/api/admin/portfolio/${created.body.id}`);
  });

  it('answers 400 (not 500) for ids that are not numbers', async () => {
    for (const id of ['abc', '-1', '1.5', "1'; drop table users;--"]) {
      const result = await app.http.delete(`/api/admin/portfolio/${encodeURIComponent(id)}`);
      expect(result.status).toBe(400);
    }
  });
});
