import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { HttpClient, type startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let visitor: HttpClient;
let photos: string[];

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
  visitor = new HttpClient(app.baseUrl);
  photos = (await visitor.get('/api/portfolio')).body[0].imageUrls.slice(0, 2);
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const project = {
  title: 'Loma Alta Rebuild',
  description: 'A Craftsman rebuilt after the Eaton fire.',
  category: 'Fire Rebuild',
  location: 'Altadena',
};

describe('photos described and framed', () => {
  it('describes each photo saved without alt text by a suggestion from the project, marked as one', async () => {
    const none = await app.http.post('/api/admin/portfolio', { ...project, imageUrls: photos });
    expect(none.status, none.text).toBe(200);
    expect(none.body.imageDetails.map((detail: { alt: string }) => detail.alt)).toEqual([
      'Loma Alta Rebuild, a fire rebuild in Altadena, photo 1 of 2',
      'Loma Alta Rebuild, a fire rebuild in Altadena, photo 2 of 2',
    ]);
    expect(none.body.imageDetails.every((detail: { altSuggested?: boolean }) => detail.altSuggested)).toBe(
      true,
    );
    const second = await app.http.post('/api/admin/portfolio', {
      ...project,
      imageUrls: photos,
      imageDetails: [{ alt: 'The rebuilt porch from the street' }, { alt: '   ' }],
    });
    expect(second.status, second.text).toBe(200);
    expect(second.body.imageDetails[0]).not.toHaveProperty('altSuggested');
    expect(second.body.imageDetails[1]).toMatchObject({
      alt: 'Loma Alta Rebuild, a fire rebuild in Altadena, photo 2 of 2',
      altSuggested: true,
    });
    const offRange = await app.http.post('/api/admin/portfolio', {
      ...project,
      imageUrls: photos,
      imageDetails: [
        { alt: 'a', focusX: 150 },
        { alt: 'b', focusY: '20' },
      ],
    });
    expect(offRange.status).toBe(400);
    expect(offRange.body.message).toContain('imageDetails.0.focusX');
    expect(offRange.body.message).toContain('imageDetails.1.focusY');
  });

  it('shows the alt text and caption in the viewer, and crops every view about the focal point', async () => {
    const created = await app.http.post('/api/admin/portfolio', {
      ...project,
      imageUrls: photos,
      imageDetails: [
        {
          alt: 'The rebuilt porch from the street',
          caption: 'Old-growth fir columns, as before the fire',
          focusX: 20,
          focusY: 80,
        },
        { alt: 'The kitchen with its new skylight', focusX: 50, focusY: 50 },
      ],
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.imageDetails[0]).toEqual({
      alt: 'The rebuilt porch from the street',
      caption: 'Old-growth fir columns, as before the fire',
      focusX: 20,
      focusY: 80,
    });
    const page = (await visitor.get('/portfolio')).text;
    // The viewer's photo: the owner's words, then where it stands among the project's photos.
    expect(page).toMatch(/alt="The rebuilt porch from the street, photo 1 of \d+"/);
    expect(page).toContain('<figcaption');
    expect(page).toContain('Old-growth fir columns, as before the fire');
    expect(page).toMatch(/object-position:\s?20% 80%/);

    // An edit that drops a description leaves the photo the suggestion in its place.
    const dropped = await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...project,
      imageUrls: photos,
      imageDetails: [{ alt: '' }, { alt: 'The kitchen' }],
    });
    expect(dropped.status, dropped.text).toBe(200);
    expect(dropped.body.imageDetails[0]).toMatchObject({
      alt: 'Loma Alta Rebuild, a fire rebuild in Altadena, photo 1 of 2',
      altSuggested: true,
    });
    await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...project,
      imageUrls: photos,
      imageDetails: [{ alt: 'The rebuilt porch from the street' }, { alt: 'The kitchen' }],
    });
    // An edit that leaves the details out keeps them (only the fields sent change).
    const renamed = await app.http.put(`/api/admin/portfolio/${created.body.id}`, {
      ...project,
      title: 'Loma Alta Craftsman',
      imageUrls: photos,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.imageDetails[0].alt).toBe('The rebuilt porch from the street');
  });

  it('shows a before/after section as both photos, labelled, with a divider a keyboard moves', async () => {
    const created = await app.http.post('/api/admin/page-sections', {
      pageId: 'about',
      sectionType: 'before-after',
      title: 'Loma Alta after the fire',
      metadata: JSON.stringify({ images: photos }),
    });
    expect(created.status, created.text).toBe(200);
    const page = (await visitor.get('/about')).text;
    const figure = page.slice(page.indexOf('data-before-after'));
    // Without JavaScript both photos are in the page, each with its label.
    expect(figure).toContain(`alt="Before: Loma Alta after the fire"`);
    expect(figure).toContain(`alt="After: Loma Alta after the fire"`);
    // The divider is a native range input: arrow keys and dragging work as everywhere.
    expect(figure).toMatch(
      /<input type="range" min="0" max="100" aria-label="Before and after: move the divider to compare"/,
    );
  });
});
