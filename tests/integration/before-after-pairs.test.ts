/**
 * A project's before/after pairs (two of its own photos each), through its one write path, on
 * its page and in its quick view as the server renders them (both photos in the HTML, as a reader without
 * JavaScript gets them); and a gallery section's photos are links to the full image that the
 * server renders with the viewer's dialog, each photo described by the owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/common/schemas/portfolio';
import type { Orm } from '../../src/server/db/orm';
import { HttpClient, type startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';
import { escapeHtml, rootOf } from '../support/html';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let visitor: HttpClient;
let photos: string[];

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
  visitor = new HttpClient(app.baseUrl);
  const all: Project[] = (await visitor.get('/api/portfolio')).body;
  photos = [...new Set(all.flatMap((project) => project.imageUrls))].slice(0, 3);
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

const project = () => ({
  title: 'Hastings Ranch Kitchen',
  description: 'A galley kitchen opened to the dining room.',
  category: 'Remodels',
  location: 'Pasadena',
  imageUrls: photos,
  imageDetails: [
    { alt: 'The old galley kitchen, dark and closed in', caption: '', focusX: 50, focusY: 50 },
    { alt: 'The new kitchen open to the dining room', caption: '', focusX: 30, focusY: 70 },
    { alt: 'The pantry wall', caption: '', focusX: 50, focusY: 50 },
  ],
});

/** The before/after comparisons of a page's HTML: each `<figure data-before-after>` element's markup. */
const comparisonsOf = (html: string) =>
  [...rootOf(html).matchAll(/<figure[^>]*data-before-after=""[\s\S]*?<\/figure>/g)].map((match) => match[0]);

describe("a project's before/after pairs", () => {
  it('are saved with the project and shown on its page and in its quick view, both photos in the HTML', async () => {
    const [before, after] = photos as [string, string];
    const created = await app.http.post('/api/admin/portfolio', {
      ...project(),
      beforeAfter: [{ before, after }],
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.beforeAfter).toEqual([{ before, after }]);

    const page = await visitor.get(`/portfolio/${created.body.slug}`);
    expect(page.status).toBe(200);
    const [comparison, ...others] = comparisonsOf(page.text);
    expect(others).toEqual([]);
    expect(comparison).toContain(escapeHtml(before));
    expect(comparison).toContain(escapeHtml(after));
    // Each photo named by the owner's words after its side, and cropped about its focal point.
    expect(comparison).toContain('alt="Before: The old galley kitchen, dark and closed in"');
    expect(comparison).toContain('alt="After: The new kitchen open to the dining room"');
    // (Styles are in the head: the photo's class crops it there.)
    expect(page.text).toMatch(/object-position:\s?30% 70%/);
    expect(comparison).toContain('type="range"');
    expect(rootOf(page.text)).toContain('>Before and after</h2>');

    // The quick view on the portfolio (a dialog of the page, closed) holds the same comparison.
    const portfolio = await visitor.get('/portfolio');
    const quick = comparisonsOf(portfolio.text).find((markup) => markup.includes(escapeHtml(before)));
    expect(quick).toContain('alt="Before: The old galley kitchen, dark and closed in"');
    expect(quick).toContain(escapeHtml(after));
  });

  it('are refused unless each is two different photos of the project, named by pair and side', async () => {
    const [before, after] = photos as [string, string];
    const stranger = await app.http.post('/api/admin/portfolio', {
      ...project(),
      beforeAfter: [{ before, after: '/objects/portfolio/00000000-0000-4000-8000-000000000000' }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.fieldErrors[0].path).toBe('beforeAfter.0.after');
    expect(stranger.body.message).toContain("choose the after photo among this project's photos");

    const same = await app.http.post('/api/admin/portfolio', {
      ...project(),
      beforeAfter: [{ before, after: before }],
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toContain('choose two different photos');

    const twice = await app.http.post('/api/admin/portfolio', {
      ...project(),
      beforeAfter: [
        { before, after },
        { before, after },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.data.fieldErrors[0].path).toBe('beforeAfter.1.before');

    const malformed = await app.http.post('/api/admin/portfolio', {
      ...project(),
      beforeAfter: [{ before }],
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('beforeAfter.0.after');
  });

  it('follow the photos: an edit that drops a photo drops its pairs, one that names a missing photo is refused', async () => {
    const [first, second, third] = photos as [string, string, string];
    const created = await app.http.post('/api/admin/portfolio', {
      ...project(),
      beforeAfter: [
        { before: first, after: second },
        { before: third, after: second },
      ],
    });
    expect(created.status, created.text).toBe(200);
    const { id, title, description, category } = created.body as Project;

    // Sent with the pairs: a pair naming a photo the edit drops is refused.
    const kept = [first, second];
    const refused = await app.http.put(`/api/admin/portfolio/${id}`, {
      title,
      description,
      category,
      imageUrls: kept,
      imageDetails: describedPhotos(kept),
      beforeAfter: created.body.beforeAfter,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors[0].path).toBe('beforeAfter.1.before');

    // Left out: the pairs keep what still fits.
    const edited = await app.http.put(`/api/admin/portfolio/${id}`, {
      title,
      description,
      category,
      imageUrls: kept,
      imageDetails: describedPhotos(kept),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.beforeAfter).toEqual([{ before: first, after: second }]);

    // Sent empty: none.
    const cleared = await app.http.put(`/api/admin/portfolio/${id}`, {
      title,
      description,
      category,
      imageUrls: kept,
      beforeAfter: [],
    });
    expect(cleared.body.beforeAfter).toEqual([]);
    expect(comparisonsOf((await visitor.get(`/portfolio/${created.body.slug}`)).text)).toEqual([]);
  });

  it('come back with an earlier version restored from History', async () => {
    const [first, second] = photos as [string, string];
    const created = await app.http.post('/api/admin/portfolio', {
      ...project(),
      beforeAfter: [{ before: first, after: second }],
    });
    const { id, title, description, category, imageUrls } = created.body as Project;
    await app.http.put(`/api/admin/portfolio/${id}`, {
      title,
      description,
      category,
      imageUrls,
      beforeAfter: [],
    });
    const versions = (await app.http.get(`/api/admin/history/project/${id}`)).body as Array<{ id: number }>;
    expect(versions).toHaveLength(2);
    const restored = await app.http.post(`/api/admin/history/${versions[1]?.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    const [again] = ((await visitor.get('/api/portfolio')).body as Project[]).filter((row) => row.id === id);
    expect(again?.beforeAfter).toEqual([{ before: first, after: second }]);
  });
});

describe("a gallery section's photos", () => {
  it('are links to the full images, described by the owner, with the viewer in the page', async () => {
    const [first, second] = photos as [string, string];
    const created = await app.http.post('/api/admin/page-sections', {
      pageId: 'services',
      sectionType: 'gallery',
      title: 'Recent kitchens',
      imageUrl: first,
      metadata: JSON.stringify({
        images: [second],
        imageDetails: {
          [second]: { alt: 'A walnut island under pendant lights', caption: 'Finished in March', focusX: 40 },
        },
      }),
    });
    expect(created.status, created.text).toBe(200);
    try {
      const page = (await visitor.get('/services')).text;
      const html = rootOf(page);
      const dialogId = `gallery-${created.body.id}`;
      // Each photo a link to its full image that names the viewer's dialog, in the order the gallery shows them.
      expect(html).toContain(
        `href="${escapeHtml(first)}" aria-haspopup="dialog" aria-controls="${dialogId}"`,
      );
      expect(html).toContain(
        `href="${escapeHtml(second)}" aria-haspopup="dialog" aria-controls="${dialogId}"`,
      );
      // Undescribed: the section's title; described: the owner's words; each with its place among the photos.
      expect(html).toContain('alt="Recent kitchens, photo 1 of 2"');
      expect(html).toContain('alt="A walnut island under pendant lights, photo 2 of 2"');
      expect(html).toContain('Finished in March');
      expect(page).toMatch(/object-position:\s?40% 50%/);
      // The viewer's dialog, closed, with the first photo.
      expect(html).toMatch(new RegExp(`<dialog[^>]*id="${dialogId}"`));
    } finally {
      await app.http.delete(`/api/admin/page-sections/${created.body.id}`);
    }
  });

  it("refuse details that are not a photo address's", async () => {
    const refused = await app.http.post('/api/admin/page-sections', {
      pageId: 'services',
      sectionType: 'gallery',
      title: 'Bad',
      metadata: JSON.stringify({
        images: [photos[0]],
        imageDetails: { 'javascript:alert(1)': { alt: 'x' } },
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('metadata.imageDetails');
  });
});
