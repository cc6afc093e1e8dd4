import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { HttpClient, type startTestApp } from '../support/app';
import { startDemoSite } from '../support/demo-site';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let visitor: HttpClient;

beforeAll(async () => {
  ({ orm, app } = await startDemoSite());
  await app.http.login();
  visitor = new HttpClient(app.baseUrl);
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

/** A photo of one colour, as a camera would send it (a JPEG). */
const solidJpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** Uploads through the local store as the panel does; the reference a save stores. */
async function upload(bytes: Buffer): Promise<string> {
  const urls = await app.http.post('/api/portfolio/batch-upload-urls', { count: 1 });
  const url = urls.body.uploadUrls[0] as string;
  const response = await fetch(app.baseUrl + url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(response.status).toBe(200);
  return `/objects/portfolio/${new URL(url, app.baseUrl).pathname.split('/').pop()}`;
}

async function colourRow(photo: string): Promise<string | undefined> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<Array<{ colour: string }>>('select colour from photo_colours where photo = ?', [photo]);
  return rows[0]?.colour;
}

const hex = (colour: string) => [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));

describe('a photo saved with a project', () => {
  it("keeps the photo's colour on save, and the public page paints its lazy image in it", async () => {
    const cover = await upload(await solidJpeg(30, 90, 200));
    const second = await upload(await solidJpeg(200, 40, 30));
    const secondName = second.slice('/objects/'.length);
    // An upload nobody saved yet has no colour: it is taken when a save first uses it.
    expect(await colourRow(secondName)).toBeUndefined();

    const imageUrls = [cover, second];
    const saved = await app.http.post('/api/admin/portfolio', {
      title: 'Red Door Bungalow',
      description: 'A bungalow with a red front door.',
      category: 'Remodels',
      location: 'Pasadena',
      imageUrls,
      imageDetails: describedPhotos(imageUrls),
    });
    expect(saved.status, saved.text).toBe(200);

    const colour = await colourRow(secondName);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = hex(colour as string);
    // The dominant colour of a red photo (sharp bins it; near, not equal to, the pixels).
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
    expect(await colourRow(cover.slice('/objects/'.length))).toMatch(/^#[0-9a-f]{6}$/);

    // The public read names it, and the project's page (fresh from the cache drop the save made) paints the
    // second photo, loaded lazily, in it.
    const colours = (await visitor.get('/api/photos/colours')).body as Record<string, string>;
    expect(colours[secondName]).toBe(colour);
    const page = (await visitor.get(`/portfolio/${saved.body.slug}`)).text;
    const image = page.match(new RegExp(`<img[^>]*src="${second}[^"]*"[^>]*>`))?.[0];
    expect(image, 'the second photo is in the page').toBeDefined();
    expect(image).toContain('loading="lazy"');
    expect(image).toMatch(new RegExp(`style="[^"]*--photo-colour:\\s?${colour}`, 'i'));
  });
});
