import { createHash, generateKeyPairSync, type KeyObject, randomBytes, verify } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Storage as GoogleStorage } from '@google-cloud/storage';
import express from 'express';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { objectRouter } from '../../src/server/http/objects';
import { ImageVariants } from '../../src/server/services/image-variants/variants';
import { GcsStorage } from '../../src/server/services/storage/gcs';
import { newObjectName } from '../../src/server/services/storage/storage';
import { createAdmin, startTestApp, testServices } from '../support/app';
import { createTestDatabase } from '../support/database';
import { type FakeGcs, startFakeGcs } from '../support/fake-gcs';
import { makeJpegLike, makePng } from '../support/images';

const BUCKET = 'test-bucket';
const MAX_BYTES = 5 * 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('GCS driver: V4 signed upload URLs, made offline', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'uploader@test-project.iam.gserviceaccount.com';
  const storage = new GcsStorage({
    bucket: BUCKET,
    maxBytes: MAX_BYTES,
    client: new GoogleStorage({
      projectId: 'test-project',
      credentials: {
        client_email: clientEmail,
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    }),
  });

  it('signs a 15-minute PUT of exactly portfolio/<uuid>, size-bounded, that Google’s check accepts', async () => {
    const name = newObjectName();
    const url = new URL(await storage.createUploadUrl(name));
    const query = url.searchParams;
    expect(url.origin).toBe('https://storage.googleapis.com');
    expect(url.pathname).toBe(`/${BUCKET}/${name}`);
    expect(`/objects/portfolio/${url.pathname.split('/').pop()}`).toBe(`/objects/${name}`);
    expect(query.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(query.get('X-Goog-Expires')).toBe('900');
    const signedHeaders = query.get('X-Goog-SignedHeaders')?.split(';');
    expect(signedHeaders).toEqual(['host', 'x-goog-content-length-range', 'x-goog-if-generation-match']);
    expect(signedHeaders).not.toContain('content-type');
    const date = query.get('X-Goog-Date') ?? '';
    expect(query.get('X-Goog-Credential')).toBe(
      `${clientEmail}/${date.slice(0, 8)}/auto/storage/goog4_request`,
    );
    const signedAt = Date.parse(
      date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(Math.abs(Date.now() - signedAt)).toBeLessThan(60_000);
    expect(storage.uploadHeaders).toEqual({
      'x-goog-content-length-range': `0,${MAX_BYTES}`,
      'x-goog-if-generation-match': '0',
    });

    const browserHeaders: Record<string, string> = { host: url.hostname, ...storage.uploadHeaders };
    expect(verifies(url, 'PUT', browserHeaders, publicKey)).toBe(true);
    // The same check fails for anything else, so the assertion above is not vacuous.
    const otherObject = new URL(url);
    otherObject.pathname = `/${BUCKET}/${newObjectName()}`;
    expect(verifies(otherObject, 'PUT', browserHeaders, publicKey)).toBe(false);
    const longer = new URL(url);
    longer.searchParams.set('X-Goog-Expires', '604800');
    expect(verifies(longer, 'PUT', browserHeaders, publicKey)).toBe(false);
    const bigger = { ...browserHeaders, 'x-goog-content-length-range': '0,999999999999' };
    expect(verifies(url, 'PUT', bigger, publicKey)).toBe(false);
    expect(verifies(url, 'GET', browserHeaders, publicKey)).toBe(false);
    // Create-only is bound too: a PUT without it, or allowing any existing generation, is not signed.
    const { 'x-goog-if-generation-match': _, ...withoutPrecondition } = browserHeaders;
    expect(verifies(url, 'PUT', withoutPrecondition, publicKey)).toBe(false);
    const overwrite = { ...browserHeaders, 'x-goog-if-generation-match': '1700000000000000' };
    expect(verifies(url, 'PUT', overwrite, publicKey)).toBe(false);
  });

  it('hands out a distinct URL per object and refuses names outside portfolio/<uuid>', async () => {
    const [a, b] = await Promise.all([
      storage.createUploadUrl(newObjectName()),
      storage.createUploadUrl(newObjectName()),
    ]);
    expect(a).not.toBe(b);
    for (const name of [
      'portfolio/../secrets',
      'other/0b7d3c1e-1111-4222-8333-444455556666',
      'portfolio/x',
    ]) {
      await expect(storage.createUploadUrl(name)).rejects.toThrow(/Bad object name/);
    }
  });
});

describe('POST /api/portfolio/batch-upload-urls with STORAGE_DRIVER=gcs', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let orm: Orm;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let keyDir: string;
  const previousCredentials = process.env.GOOGLE_APPLICATION_CREDENTIALS;

  beforeAll(async () => {
    // The standard Google credentials an operator sets: a service-account key file, which signs the URLs.
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'scb-gcs-key-'));
    const keyFile = path.join(keyDir, 'key.json');
    await writeFile(
      keyFile,
      JSON.stringify({
        type: 'service_account',
        project_id: 'test-project',
        client_email: 'uploader@test-project.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }),
    );
    process.env.GOOGLE_APPLICATION_CREDENTIALS = keyFile;
    ({ orm } = await createTestDatabase());
    await createAdmin(orm);
    app = await startTestApp(orm, { STORAGE_DRIVER: 'gcs', GCS_BUCKET: BUCKET });
    await app.http.login();
  });
  afterAll(async () => {
    await app.close();
    await orm.close();
    await rm(keyDir, { recursive: true, force: true });
    if (previousCredentials === undefined) delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
    else process.env.GOOGLE_APPLICATION_CREDENTIALS = previousCredentials;
  });

  it('tells the browser to send the create-only precondition its URLs are signed with', async () => {
    const result = await app.http.post('/api/portfolio/batch-upload-urls', { count: 2 });
    expect(result.status).toBe(200);
    expect(result.body.uploadHeaders['x-goog-if-generation-match']).toBe('0');
    for (const signed of result.body.uploadUrls as string[]) {
      const url = new URL(signed);
      expect(url.searchParams.get('X-Goog-SignedHeaders')?.split(';')).toContain(
        'x-goog-if-generation-match',
      );
      // What the admin's browser sends (upload.ts sets every header it is handed) is what was signed.
      const browserHeaders = { host: url.hostname, ...result.body.uploadHeaders };
      expect(verifies(url, 'PUT', browserHeaders, publicKey)).toBe(true);
    }
  });
});

/** Rebuilds GCS's V4 canonical request and string-to-sign, and checks the URL's RSA-SHA256 signature. */
function verifies(url: URL, method: string, headers: Record<string, string>, publicKey: KeyObject): boolean {
  const query = url.searchParams;
  const signedHeaders = query.get('X-Goog-SignedHeaders') ?? '';
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((header) => `${header}:${headers[header]?.trim()}\n`)
    .join('');
  const canonicalQuery = [...query]
    .filter(([key]) => key !== 'X-Goog-Signature')
    .map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = (query.get('X-Goog-Credential') ?? '').split('/').slice(1).join('/');
  const stringToSign = [
    'GOOG4-RSA-SHA256',
    query.get('X-Goog-Date'),
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signature = Buffer.from(query.get('X-Goog-Signature') ?? '', 'hex');
  return verify('RSA-SHA256', Buffer.from(stringToSign), publicKey, signature);
}

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

describe('GCS driver against a local JSON API', () => {
  let fake: FakeGcs;
  let storage: GcsStorage;

  beforeAll(async () => {
    fake = await startFakeGcs();
    storage = new GcsStorage({ bucket: BUCKET, maxBytes: MAX_BYTES, apiEndpoint: fake.url });
  });
  afterAll(() => fake.close());

  it('streams back what put stored, with its type, size and ETag', async () => {
    const name = newObjectName();
    const bytes = Buffer.concat([makeJpegLike(), randomBytes(300 * 1024)]);
    await storage.put(name, bytes, 'image/jpeg');
    expect(fake.objects.get(`${BUCKET}/${name}`)?.contentType).toBe('image/jpeg');
    const object = await storage.open(name);
    expect(object).not.toBeNull();
    if (!object) return;
    expect(object.contentType).toBe('image/jpeg');
    expect(object.size).toBe(bytes.length);
    expect(object.etag).toMatch(/^"[^"]+"$/);
    expect((await readAll(object.body)).equals(bytes)).toBe(true);
    // Reads pin the generation whose metadata was checked; an emulator gets no Google credentials.
    const download = fake.requests.find((request) => request.url.includes('alt=media'));
    expect(download?.url).toContain(`generation=${fake.objects.get(`${BUCKET}/${name}`)?.generation}`);
    expect(fake.requests.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('answers null for a missing object, and after delete; deleting twice is fine', async () => {
    expect(await storage.open(newObjectName())).toBeNull();
    const name = newObjectName();
    await storage.put(name, makePng(), 'image/png');
    expect(await storage.open(name)).not.toBeNull();
    await storage.delete(name);
    expect(fake.objects.has(`${BUCKET}/${name}`)).toBe(false);
    expect(await storage.open(name)).toBeNull();
    await expect(storage.delete(name)).resolves.toBeUndefined();
    await expect(storage.delete(newObjectName())).resolves.toBeUndefined();
  });

  it('lists its objects with when each was made, for the photo sweep', async () => {
    const name = newObjectName();
    await storage.put(name, makePng(), 'image/png');
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    const found = listed.find((object) => object.name === name);
    expect(found?.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(found?.createdAt.getTime())).toBe(false);
    expect(listed.every((object) => object.name.startsWith('portfolio/'))).toBe(true);
  });

  it('never serves an object whose stored type is not one of the allowed image types', async () => {
    for (const type of ['text/html', 'application/octet-stream', 'image/foo+xml', 'text/xml', '']) {
      const name = newObjectName();
      await storage.put(name, Buffer.from('<html><script>alert(1)</script></html>'), type);
      expect(await storage.open(name), type).toBeNull();
    }
  });

  it('serves allowed types in the exact form the SVG sandbox header is keyed on', async () => {
    const name = newObjectName();
    await storage.put(
      name,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'Image/SVG+XML; charset=utf-8',
    );
    const object = await storage.open(name);
    object?.body.destroy();
    expect(object?.contentType).toBe('image/svg+xml');
  });

  it('is what STORAGE_DRIVER=gcs builds', async () => {
    const services = await testServices({
      STORAGE_DRIVER: 'gcs',
      GCS_BUCKET: BUCKET,
      GCS_API_ENDPOINT: fake.url,
      UPLOAD_MAX_BYTES: '1000',
    });
    try {
      expect(services.storage).toBeInstanceOf(GcsStorage);
      expect((services.storage as GcsStorage).uploadHeaders).toEqual({
        'x-goog-content-length-range': '0,1000',
        'x-goog-if-generation-match': '0',
      });
      const name = newObjectName();
      await services.storage.put(name, makePng(), 'image/png');
      expect(fake.objects.get(`${BUCKET}/${name}`)?.data.equals(makePng())).toBe(true);
    } finally {
      await services.cleanup();
    }
  });
});

describe('GET /objects/portfolio/:id from GCS', () => {
  let fake: FakeGcs;
  let storage: GcsStorage;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    fake = await startFakeGcs();
    storage = new GcsStorage({ bucket: BUCKET, maxBytes: MAX_BYTES, apiEndpoint: fake.url });
    const app = express();
    app.use('/objects', objectRouter(storage, new ImageVariants(1024 * 1024, pino({ level: 'silent' }))));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fake.close();
  });

  it('streams the image byte-identical with cache headers, and 304 for its ETag', async () => {
    const name = newObjectName();
    const png = makePng(64, 48);
    await storage.put(name, png, 'image/png');
    const response = await fetch(`${baseUrl}/objects/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(png.length));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${baseUrl}/objects/${name}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('sandboxes SVG and answers 404 for missing objects and non-image types', async () => {
    const svg = newObjectName();
    await storage.put(svg, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const response = await fetch(`${baseUrl}/objects/${svg}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    await response.arrayBuffer();
    const html = newObjectName();
    await storage.put(html, Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect((await fetch(`${baseUrl}/objects/${html}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/objects/${newObjectName()}`)).status).toBe(404);
  });

  it('answers ?w= with a resized WebP read from the bucket', async () => {
    const name = newObjectName();
    await storage.put(name, makePng(1000, 500), 'image/png');
    const response = await fetch(`${baseUrl}/objects/${name}?w=480`, { headers: { accept: 'image/webp' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 240]);
  });
});
