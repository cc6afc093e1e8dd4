import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { callerFor, createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof callerFor>>;

const testimonial = {
  clientName: 'Dana K.',
  projectType: 'Home Remodel',
  content: 'Superb.',
  rating: 5,
  featured: true,
};
const contact = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(310) 555-0100',
  projectType: 'ADU Construction',
  message: 'Line one\nLine two',
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

describe('testimonials', () => {
  it('creates with rating 5 and featured false by default, lists featured, updates and deletes', async () => {
    const plain = await admin.admin.testimonials.create({
      clientName: 'Sam',
      projectType: 'ADU',
      content: 'Great',
    });
    expect(plain).toMatchObject({ rating: 5, featured: false });
    const featured = await admin.admin.testimonials.create(testimonial);
    expect((await admin.public.testimonials.featured()).map((t) => t.id)).toEqual([featured.id]);
    expect(await admin.public.testimonials.list()).toHaveLength(2);
    const updated = await admin.admin.testimonials.update({ ...testimonial, id: plain.id, rating: 3 });
    expect(updated.rating).toBe(3);
    await admin.admin.testimonials.delete({ id: plain.id });
    await admin.admin.testimonials.delete({ id: featured.id });
    expect(await admin.public.testimonials.list()).toEqual([]);
  });

  it('refuses ratings outside 1-5 and empty fields, by name', async () => {
    for (const rating of [0, 6, 4.5]) {
      await expect(admin.admin.testimonials.create({ ...testimonial, rating })).rejects.toThrow(
        /Rating must be/,
      );
    }
    await expect(admin.admin.testimonials.create({ ...testimonial, clientName: '' })).rejects.toThrow(
      'Client name is required',
    );
  });

  it('works through REST with 404 for unknown ids', async () => {
    const created = await app.http.post('/api/admin/testimonials', testimonial);
    expect(created.status).toBe(200);
    expect((await app.http.get('/api/testimonials/featured')).body[0].clientName).toBe('Dana K.');
    expect(
      (await app.http.put(`/api/admin/testimonials/${created.body.id}`, { ...testimonial, rating: 4 })).body
        .rating,
    ).toBe(4);
    expect((await app.http.put('/api/admin/testimonials/424242', testimonial)).status).toBe(404);
    expect((await app.http.delete(`/api/admin/testimonials/${created.body.id}`)).status).toBe(200);
  });

  it('keeps the rating and the featured mark when an edit leaves them out', async () => {
    const created = await app.http.post('/api/admin/testimonials', { ...testimonial, rating: 2 });
    const { rating: _rating, featured: _featured, ...required } = testimonial;
    const edited = await app.http.put(`/api/admin/testimonials/${created.body.id}`, {
      ...required,
      content: 'C3',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: 'C3', rating: 2, featured: true });
    await app.http.delete(`/api/admin/testimonials/${created.body.id}`);
  });
});

describe('contact submissions', () => {
  it('stores a request and lists it newest first for the admin only', async () => {
    const first = await app.http.post('/api/contact', contact);
    expect(first.status).toBe(200);
    const second = await app.http.post('/api/contact', { ...contact, name: 'Bo', projectType: undefined });
    expect(second.status).toBe(200);
    const list = await app.http.get('/api/admin/contact-submissions');
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(['Bo', 'Ann Lee']);
    expect(list.body[0].projectType).toBe('');
    expect(list.body[1].message).toBe('Line one\nLine two');
    expect(list.body[1].createdAt).toMatch(/Z$/);
  });

  it('names each invalid field and stores nothing', async () => {
    const before = (await admin.admin.contactSubmissions.list()).length;
    const result = await app.http.post('/api/contact', {
      ...contact,
      email: 'not-an-email',
      phone: 'call me',
      name: '',
    });
    expect(result.status).toBe(400);
    const paths = result.body.data.fieldErrors.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
    const wrongType = await app.http.post('/api/contact', { ...contact, projectType: 'Castle' });
    expect(wrongType.body.message).toContain('Project type must be one of');
    const tooLong = await app.http.post('/api/contact', { ...contact, message: 'x'.repeat(5001) });
    expect(tooLong.body.message).toContain('Message must be at most 5000 characters');
    expect(await admin.admin.contactSubmissions.list()).toHaveLength(before);
  });

  it('stores hostile text verbatim (it is escaped where shown, never executed here)', async () => {
    const hostile = { ...contact, name: "<script>alert(1)</script> Robert'); DROP TABLE users;--" };
    expect((await app.http.post('/api/contact', hostile)).status).toBe(200);
    const [latest] = await admin.admin.contactSubmissions.list();
    expect(latest?.name).toBe(hostile.name);
  });
});
