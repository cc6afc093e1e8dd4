import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/client/entry-server';
import type { Orm } from '../../src/server/db/orm';
import { cleanStoredPhotos } from '../../src/server/services/storage/clean-all';
import { newObjectName } from '../../src/server/services/storage/storage';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { type FakeGcs, startFakeGcs } from '../support/fake-gcs';
import { makePng } from '../support/images';
import { hiddenDataIn, phoneHeic, phoneJpeg, phonePhoto, pngHeaderOnly } from '../support/photo-metadata';
import { describedPhotos } from '../support/photos';

const BUCKET = 'photo-bucket';
const NONE = { gps: false, serial: false, exif: false };

describe('photos uploaded through the local store', () => {
  let orm: Orm;
  let app: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    ({ orm } = await createTestDatabase());
    await createAdmin(orm);
    const pageRenderer = bundledRenderer(path.resolve('src/client'), render);
    app = await startTestApp(orm, { PUBLIC_URL: 'https://www.example.test' }, { pageRenderer });
    await app.http.login();
  });
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  async function upload(bytes: Buffer, type: string) {
    const urls = await app.http.post('/api/portfolio/batch-upload-urls', { count: 1 });
    const url = urls.body.uploadUrls[0] as string;
    const response = await fetch(app.baseUrl + url, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': type },
    });
    const reference = `/objects/portfolio/${new URL(url, app.baseUrl).pathname.split('/').pop()}`;
    return { response, reference };
  }
  const fetchBytes = async (url: string) => Buffer.from(await (await fetch(app.baseUrl + url)).arrayBuffer());

  it('stores a phone JPEG without GPS, serial or any EXIF, turned upright', async () => {
    const photo = await phoneJpeg(64, 48);
    expect(await hiddenDataIn(photo)).toEqual({ gps: true, serial: true, exif: true });
    const { response, reference } = await upload(photo, 'image/jpeg');
    expect(response.status).toBe(200);
    const stored = await fetchBytes(reference);
    expect(await hiddenDataIn(stored)).toEqual(NONE);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', 48, 64, undefined]);
    // The file on disk is the cleaned one: nothing else holds the original.
    const onDisk = await readFile(path.join(app.dataDir, 'objects', reference.slice('/objects/'.length)));
    expect(onDisk.equals(stored)).toBe(true);
  });

  it("converts an iPhone's HEVC-coded HEIC photo to a JPEG every browser shows, its pixels intact", async () => {
    // A real HEIC (HEVC-coded, brand `heic`, as an iPhone writes) made by libheif's heif-enc from a 64x48 picture,
    // red on the left half, blue on the right: sharp cannot decode HEVC, heic-decode can.
    const heic = readFileSync('tests/fixtures/iphone-sample.heic');
    expect(heic.toString('latin1', 4, 12)).toBe('ftypheic');
    const { response, reference } = await upload(heic, 'image/heic');
    expect(response.status).toBe(200);
    const served = await fetch(app.baseUrl + reference);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await served.arrayBuffer());
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 48]);
    const pixel = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
    const [red, , blue] = pixel(0);
    expect(red).toBeGreaterThan(180);
    expect(blue).toBeLessThan(70);
    const [red2, , blue2] = pixel(63);
    expect(red2).toBeLessThan(70);
    expect(blue2).toBeGreaterThan(180);
  });

  it('cleans PNG, WebP, TIFF and HEIC too, and keeps an animated GIF’s frames', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['tiff', 'image/tiff'],
    ] as const) {
      const photo = await phonePhoto(format);
      expect((await hiddenDataIn(photo)).serial, format).toBe(true);
      const { response, reference } = await upload(photo, type);
      expect(response.status, format).toBe(200);
      const stored = await fetchBytes(reference);
      expect(await hiddenDataIn(stored), format).toEqual(NONE);
      expect((await sharp(stored).metadata()).format).toBe(format);
    }

    const heic = await phoneHeic();
    const { reference: heicReference } = await upload(heic, 'image/heic');
    const storedHeic = await fetchBytes(heicReference);
    // Converted to a JPEG: every browser shows it, and the conversion keeps no metadata.
    expect((await sharp(storedHeic).metadata()).format).toBe('jpeg');
    expect(await hiddenDataIn(storedHeic)).toEqual(NONE);

    const frame = (colour: string) =>
      sharp({ create: { width: 12, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map(frame));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const commented = Buffer.concat([
      gif.subarray(0, gif.length - 1),
      Buffer.from([0x21, 0xfe, 11]),
      Buffer.from('SERIAL-4242'),
      Buffer.from([0, 0x3b]),
    ]);
    const { response: gifResponse, reference: gifReference } = await upload(commented, 'image/gif');
    expect(gifResponse.status).toBe(200);
    const storedGif = await fetchBytes(gifReference);
    expect(storedGif.includes('SERIAL-4242')).toBe(false);
    expect((await sharp(storedGif, { animated: true }).metadata()).pages).toBe(3);
  });

  it('keeps an image without hidden data byte for byte, and SVG as the text it is', async () => {
    const png = makePng(9, 9);
    const { reference } = await upload(png, 'image/png');
    expect((await fetchBytes(reference)).equals(png)).toBe(true);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><metadata>note</metadata></svg>');
    const { reference: svgReference } = await upload(svg, 'image/svg+xml');
    expect((await fetchBytes(svgReference)).equals(svg)).toBe(true);
  });

  it('refuses an image declaring more pixels than the decoder’s limit with a 422 naming its size', async () => {
    const { response, reference } = await upload(pngHeaderOnly(50_000, 50_000), 'image/png');
    expect(response.status).toBe(422);
    expect((await response.json()).message).toMatch(/50000 × 50000 pixels, more than the 268402689/);
    expect((await fetch(app.baseUrl + reference)).status).toBe(404);
    // The largest allowed square passes the header check.
    expect((await upload(pngHeaderOnly(16_383, 16_383), 'image/png')).response.status).not.toBe(422);
  });

  it('never serves an original stored before the rule with its metadata, nor links it from a page', async () => {
    const name = newObjectName();
    const original = await phoneJpeg(80, 60);
    await app.storage.put(name, original, 'image/jpeg');
    // Referenced behind the write path's back, as an old row would be.
    await orm.em
      .fork()
      .getConnection()
      .execute(`update site_settings set value = ? where key = 'hero_image'`, [`/objects/${name}`]);
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into site_settings (key, value, section, updated_at) select 'hero_image', ?, 'homepage', now() where not exists (select 1 from site_settings where key = 'hero_image')`,
        [`/objects/${name}`],
      );
    app.store.invalidate(['settings']);
    app.pageStore.invalidate(['settings']);
    const home = await app.http.get('/');
    const linked = [...home.text.matchAll(/\/objects\/portfolio\/[0-9a-f-]{36}(?:\?w=\d+)?/g)].map(
      (m) => m[0],
    );
    expect(linked.some((url) => url.startsWith(`/objects/${name}`))).toBe(true);
    for (const url of new Set(linked)) expect(await hiddenDataIn(await fetchBytes(url)), url).toEqual(NONE);
  });

  it('the cleaning job rewrites every stored original that carries metadata, and skips it the next time', async () => {
    const dirty = newObjectName();
    const plain = newObjectName();
    await app.storage.put(dirty, await phoneJpeg(), 'image/jpeg');
    await app.storage.put(plain, makePng(5, 5), 'image/png');
    const first = await cleanStoredPhotos(app.storage, pino({ level: 'silent' }));
    expect(first.rewritten).toBeGreaterThanOrEqual(1);
    const onDisk = await readFile(path.join(app.dataDir, 'objects', dirty));
    expect(await hiddenDataIn(onDisk)).toEqual(NONE);
    expect((await readFile(path.join(app.dataDir, 'objects', plain))).equals(makePng(5, 5))).toBe(true);
    expect(await cleanStoredPhotos(app.storage, pino({ level: 'silent' }))).toEqual({
      checked: 0,
      rewritten: 0,
      refused: 0,
    });
  });
});

describe('photos uploaded straight to Cloud Storage', () => {
  let orm: Orm;
  let fake: FakeGcs;
  let app: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    fake = await startFakeGcs();
    ({ orm } = await createTestDatabase());
    await createAdmin(orm);
    app = await startTestApp(orm, { STORAGE_DRIVER: 'gcs', GCS_BUCKET: BUCKET, GCS_API_ENDPOINT: fake.url });
    await app.http.login();
  });
  afterAll(async () => {
    await app.close();
    await orm.close();
    await fake.close();
  });

  /** What the admin's browser leaves in the bucket with its signed PUT: its bytes and the type it claimed. */
  function browserUpload(data: Buffer, contentType: string) {
    const name = newObjectName();
    fake.objects.set(`${BUCKET}/${name}`, {
      data,
      contentType,
      generation: String(Date.now() * 1000),
      timeCreated: new Date().toISOString(),
    });
    return name;
  }
  const inBucket = (name: string) => fake.objects.get(`${BUCKET}/${name}`);

  it('rewrites an upload without its metadata before a project, a setting or a section may show it', async () => {
    const names = await Promise.all(
      [1, 2, 3].map(async () => browserUpload(await phoneJpeg(), 'image/jpeg')),
    );
    const [forProject, forSetting, forGallery] = names as [string, string, string];
    for (const name of names) {
      expect((await hiddenDataIn((inBucket(name) as { data: Buffer }).data)).gps).toBe(true);
    }
    const project = await app.http.post('/api/admin/portfolio', {
      title: 'Cleaned',
      description: 'd',
      category: 'Remodels',
      imageUrls: [`/objects/${forProject}`],
      imageDetails: describedPhotos(['x']),
    });
    expect(project.status).toBe(200);
    const setting = await app.http.put('/api/settings/site_logo', { value: `/objects/${forSetting}` });
    expect(setting.status).toBe(200);
    const section = await app.http.post('/api/admin/page-sections', {
      pageId: 'homepage',
      sectionType: 'gallery',
      title: 'Gallery',
      metadata: JSON.stringify({ images: [`/objects/${forGallery}`] }),
    });
    for (const name of names) {
      const object = inBucket(name);
      expect(await hiddenDataIn(object?.data as Buffer), name).toEqual(NONE);
      expect(object?.metadata).toEqual({ cleaned: '1' });
    }
    expect(section.status, JSON.stringify(section.body)).toBe(200);
  });

  it('refuses a save whose image declares too many pixels, naming the field and the size', async () => {
    const name = browserUpload(pngHeaderOnly(50_000, 50_000), 'image/png');
    const result = await app.http.post('/api/admin/portfolio', {
      title: 'Too big',
      description: 'd',
      category: 'Remodels',
      imageUrls: [makeReference(browserUpload(makePng(), 'image/png')), `/objects/${name}`],
      imageDetails: describedPhotos(['a', 'b']),
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/^imageUrls\.1: \/objects\/portfolio\/.*50000 × 50000 pixels/);
    expect((await fetch(`${app.baseUrl}/objects/${name}`)).status).toBe(404);
  });

  it('serves an upload nobody saved yet only once it is cleaned, with the type its bytes have', async () => {
    const name = browserUpload(await phoneJpeg(), 'image/png');
    const response = await fetch(`${app.baseUrl}/objects/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await hiddenDataIn(Buffer.from(await response.arrayBuffer()))).toEqual(NONE);
    expect(inBucket(name)?.contentType).toBe('image/jpeg');
  });
});

const makeReference = (name: string) => `/objects/${name}`;
