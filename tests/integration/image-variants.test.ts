import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/common/images/responsive';
import type { Orm } from '../../src/server/db/orm';
import { newObjectName } from '../../src/server/services/storage/storage';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makeJpegLike } from '../support/images';

const PUBLIC_IMAGES = path.resolve('src/client/public/images');
const WEBP = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
const NO_WEBP = { accept: 'image/jpeg,image/png,image/*;q=0.8' };

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let clientDir: string;
let hero: Buffer;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  // A client build of its own: only the images folder matters here.
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'scb-variants-client-'));
  await mkdir(path.join(clientDir, 'images'));
  for (const file of ['hero.jpg', 'placeholder.svg']) {
    await copyFile(path.join(PUBLIC_IMAGES, file), path.join(clientDir, 'images', file));
  }
  await writeFile(path.join(clientDir, 'outside.jpg'), await readFile(path.join(PUBLIC_IMAGES, 'hero.jpg')));
  hero = await readFile(path.join(PUBLIC_IMAGES, 'hero.jpg'));
  app = await startTestApp(orm, { CLIENT_DIR: clientDir });
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
  await rm(clientDir, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = WEBP) {
  const response = await fetch(app.baseUrl + url, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** Through the signed-URL flow the admin's browser uses; returns the stored reference. */
async function upload(bytes: Buffer, type: string): Promise<string> {
  const urls = await app.http.post('/api/portfolio/batch-upload-urls', { count: 1 });
  const url = urls.body.uploadUrls[0] as string;
  const put = await fetch(app.baseUrl + url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': type },
  });
  expect(put.status).toBe(200);
  return `/objects/portfolio/${new URL(url, app.baseUrl).pathname.split('/').pop()}`;
}

/** A request path exactly as written (fetch would resolve `..` before sending it). */
function rawStatus(pathAndQuery: string): Promise<number> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: pathAndQuery, headers: WEBP }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('GET /images/<file>?w=N (built-in images)', () => {
  it('answers a 480 px WebP, smaller than the original, varying by Accept', async () => {
    const { response, body } = await get('/images/hero.jpg?w=480');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toMatch(/\baccept\b/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(body.length));
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 270]);
    expect(body.length).toBeLessThan(hero.length / 4);
  });

  it('answers JPEG to a browser that does not take WebP, under another ETag', async () => {
    const webp = await get('/images/hero.jpg?w=768');
    const jpeg = await get('/images/hero.jpg?w=768', NO_WEBP);
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.response.headers.get('vary')).toMatch(/\baccept\b/i);
    const meta = await sharp(jpeg.body).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 768]);
    expect(meta.exif).toBeUndefined();
    expect(jpeg.body.length).toBeLessThan(hero.length);
    expect(jpeg.response.headers.get('etag')).not.toBe(webp.response.headers.get('etag'));
  });

  it('serves every allowed width, never wider than the original, the same bytes each time', async () => {
    for (const width of IMAGE_WIDTHS) {
      const first = await get(`/images/hero.jpg?w=${width}`);
      const again = await get(`/images/hero.jpg?w=${width}`);
      expect((await sharp(first.body).metadata()).width).toBe(width);
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    }
  });

  it('shares one resize between concurrent identical requests', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/images/hero.jpg?w=1080')));
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(body.equals(answers[0]?.body as Buffer)).toBe(true);
    }
  });

  it('answers 304 for its strong ETag', async () => {
    const { response } = await get('/images/hero.jpg?w=480');
    const etag = response.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/images/hero.jpg?w=480', { ...WEBP, 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The JPEG answer is another representation: the WebP ETag does not match it.
    const jpeg = await get('/images/hero.jpg?w=480', { ...NO_WEBP, 'if-none-match': etag });
    expect(jpeg.response.status).toBe(200);
  });

  it('leaves the request without w (and SVG) to the static files, unchanged', async () => {
    const original = await get('/images/hero.jpg');
    expect(original.response.headers.get('content-type')).toBe('image/jpeg');
    expect(original.body.equals(hero)).toBe(true);
    const svg = await readFile(path.join(PUBLIC_IMAGES, 'placeholder.svg'));
    const variant = await get('/images/placeholder.svg?w=480');
    expect(variant.response.status).toBe(200);
    expect(variant.response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(variant.body.equals(svg)).toBe(true);
  });

  it('refuses widths other than the allowed ones with 400 naming them', async () => {
    for (const query of ['w=123', 'w=abc', 'w=99999', 'w=', 'w=0480', 'w=480&w=768', 'w=-480']) {
      const { response, body } = await get(`/images/hero.jpg?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(body.toString()).toContain(IMAGE_WIDTHS.join(', '));
    }
  });

  it('answers 404 for missing images and any path trick, never reaching other files', async () => {
    const paths = [
      '/images/missing.jpg?w=480',
      '/images/..%2Foutside.jpg?w=480',
      '/images/%2e%2e%2foutside.jpg?w=480',
      '/images/..%5coutside.jpg?w=480',
      '/images/images%2Fhero.jpg?w=480',
      '/images/hero.jpg%00.png?w=480',
    ];
    for (const url of paths) expect((await get(url)).response.status, url).toBe(404);
    expect(await rawStatus('/images/../outside.jpg?w=480')).toBe(404);
    expect(await rawStatus('/images/./hero.jpg?w=480')).toBe(404);
  });
});

describe('GET /objects/portfolio/:id?w=N (uploaded images)', () => {
  it('resizes an upload, turned upright by its EXIF orientation and without its metadata', async () => {
    // 1600 × 1200 pixels stored sideways: EXIF orientation 6 shows them as 1200 × 1600.
    const sideways = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 120, b: 160 } },
    })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const reference = await upload(sideways, 'image/jpeg');
    const { response, body } = await get(`${reference}?v=123&w=768`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('vary')).toMatch(/\baccept\b/i);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([768, 1024, undefined, undefined]);

    const etag = response.headers.get('etag') as string;
    expect((await get(`${reference}?w=768`, { ...WEBP, 'if-none-match': etag })).response.status).toBe(304);
    // The stored original was turned upright on upload too, and kept no orientation tag nor any EXIF.
    const original = await get(reference);
    const stored = await sharp(original.body).metadata();
    expect([stored.format, stored.width, stored.height, stored.orientation, stored.exif]).toEqual([
      'jpeg',
      1200,
      1600,
      undefined,
      undefined,
    ]);
    expect(original.response.headers.get('etag')).not.toBe(etag);
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const reference = await upload(small, 'image/png');
    const { body } = await get(`${reference}?w=1440`, NO_WEBP);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('serves SVG and an unreadable image as the original', async () => {
    const svgBytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const svg = await upload(svgBytes, 'image/svg+xml');
    const svgAnswer = await get(`${svg}?w=480`);
    expect(svgAnswer.response.headers.get('content-type')).toBe('image/svg+xml');
    expect(svgAnswer.response.headers.get('content-security-policy')).toContain('sandbox');
    expect(svgAnswer.body.equals(svgBytes)).toBe(true);

    const broken = makeJpegLike(4096);
    const name = newObjectName();
    await app.storage.put(name, broken, 'image/jpeg');
    for (const width of [480, 768]) {
      const { response, body } = await get(`/objects/${name}?w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(body.equals(broken)).toBe(true);
    }
  });

  it('answers 400 for bad widths and 404 for unknown or malformed ids', async () => {
    const reference = await upload(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    for (const query of ['w=123', 'w=abc', 'w=99999', 'w=480&w=480']) {
      expect((await get(`${reference}?${query}`)).response.status, query).toBe(400);
    }
    expect((await get(`/objects/${newObjectName()}?w=480`)).response.status).toBe(404);
    expect((await get('/objects/portfolio/not-an-id?w=480')).response.status).toBe(404);
    expect((await get('/objects/portfolio/..%2F..%2Fsecrets.json?w=480')).response.status).toBe(404);
  });
});
