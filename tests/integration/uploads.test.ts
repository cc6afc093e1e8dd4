import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../src/common/messages';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makeJpegLike, makePng } from '../support/images';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, { UPLOAD_MAX_BYTES: String(64 * 1024) });
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

async function uploadUrls(count: number): Promise<string[]> {
  const result = await app.http.post('/api/portfolio/batch-upload-urls', { count });
  expect(result.status).toBe(200);
  return result.body.uploadUrls;
}

const put = (url: string, body: Uint8Array | string, type = 'image/png') =>
  fetch(app.baseUrl + url, {
    method: 'PUT',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': type },
  });

const referenceOf = (url: string) =>
  `/objects/portfolio/${new URL(url, app.baseUrl).pathname.split('/').pop()}`;

describe('image uploads (local driver)', () => {
  it('hands out 1 to 20 distinct signed URLs and refuses 0, 21 and anonymous callers', async () => {
    const urls = await uploadUrls(20);
    expect(new Set(urls).size).toBe(20);
    for (const count of [0, 21, 2.5]) {
      expect((await app.http.post('/api/portfolio/batch-upload-urls', { count })).status).toBe(400);
    }
    // A 21st photo is refused by naming the limit, in the owner's words.
    const tooMany = await app.http.post('/api/portfolio/batch-upload-urls', { count: 21 });
    expect(JSON.stringify(tooMany.body)).toContain(UPLOAD_LIMITS.tooMany(20));
    const anonymous = await new HttpClient(app.baseUrl).post('/api/portfolio/batch-upload-urls', {
      count: 1,
    });
    expect(anonymous.status).toBe(401);
  });

  it('stores a PNG and a JPEG and serves them back byte-identical with cache headers', async () => {
    const [pngUrl, jpegUrl] = (await uploadUrls(2)) as [string, string];
    const png = makePng(16, 9);
    const jpeg = makeJpegLike();
    expect((await put(pngUrl, png)).status).toBe(200);
    expect((await put(jpegUrl, jpeg, 'image/jpeg')).status).toBe(200);
    for (const [url, bytes, type] of [
      [pngUrl, png, 'image/png'],
      [jpegUrl, jpeg, 'image/jpeg'],
    ] as const) {
      const response = await fetch(app.baseUrl + referenceOf(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = response.headers.get('etag') as string;
      expect(etag).toBeTruthy();
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      const again = await fetch(app.baseUrl + referenceOf(url), { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
  });

  it('serves SVG with a sandboxing CSP', async () => {
    const [url] = (await uploadUrls(1)) as [string];
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await put(url, svg, 'image/svg+xml')).status).toBe(200);
    const response = await fetch(app.baseUrl + referenceOf(url));
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a tampered signature, another object, an expired link, text named .png and oversize bodies', async () => {
    const [url] = (await uploadUrls(1)) as [string];
    const tampered = url.replace(
      /signature=./,
      (match) => `${match.slice(0, -1)}${match.endsWith('A') ? 'B' : 'A'}`,
    );
    expect((await put(tampered, makePng())).status).toBe(403);
    const otherObject = url.replace(/portfolio\/[^?]+/, `portfolio/${crypto.randomUUID()}`);
    expect((await put(otherObject, makePng())).status).toBe(403);
    const expired = url.replace(/expires=\d+/, `expires=${Date.now() - 1000}`);
    expect((await put(expired, makePng())).status).toBe(403);
    expect((await put(url, 'just some text pretending to be a png')).status).toBe(415);
    expect((await put(url, Buffer.concat([makePng(), Buffer.alloc(70 * 1024)]))).status).toBe(413);
    expect((await fetch(app.baseUrl + referenceOf(url))).status).toBe(404);
  });

  it('lets a link be used once: a second PUT is refused with 409 and the first image stays', async () => {
    const [url] = (await uploadUrls(1)) as [string];
    const first = makePng(5, 5, [1, 2, 3]);
    expect((await put(url, first)).status).toBe(200);
    const again = await put(url, makePng(6, 6, [9, 9, 9]));
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/already been used/);
    const served = await fetch(app.baseUrl + referenceOf(url));
    expect(Buffer.from(await served.arrayBuffer()).equals(first)).toBe(true);
  });

  it('keeps exactly one of 10 concurrent PUTs to one link, and serves that one’s bytes', async () => {
    const [url] = (await uploadUrls(1)) as [string];
    // Padded so the bodies are still arriving while the others are written.
    const bodies = Array.from({ length: 10 }, (_, i) =>
      Buffer.concat([makePng(i + 1, 3), randomBytes(48 * 1024)]),
    );
    const statuses = await Promise.all(
      bodies.map(async (body) => {
        const response = await put(url, body);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const winners = statuses.flatMap((status, index) => (status >= 200 && status < 300 ? [index] : []));
    expect(winners).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const served = await fetch(app.baseUrl + referenceOf(url));
    expect(Buffer.from(await served.arrayBuffer()).equals(bodies[winners[0] as number] as Buffer)).toBe(true);
  });

  it('leaves nothing behind after a refused upload, so the owner can upload again', async () => {
    const [url] = (await uploadUrls(1)) as [string];
    expect((await put(url, 'not an image')).status).toBe(415);
    expect((await put(url, Buffer.concat([makePng(), Buffer.alloc(70 * 1024)]))).status).toBe(413);
    expect((await fetch(app.baseUrl + referenceOf(url))).status).toBe(404);
    const png = makePng(7, 7);
    expect((await put(url, png)).status).toBe(200);
    const served = await fetch(app.baseUrl + referenceOf(url));
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers 404 for unknown and malformed object ids', async () => {
    for (const id of [crypto.randomUUID(), '..%2F..%2Fsecrets.json', 'x']) {
      expect((await fetch(`${app.baseUrl}/objects/portfolio/${id}`)).status).toBe(404);
    }
  });

  it('keeps a project’s and a replaced setting’s images: a version or the Trash still shows them', async () => {
    const [a, b] = (await uploadUrls(2)) as [string, string];
    await put(a, makePng());
    await put(b, makePng());
    const created = await app.http.post('/api/admin/portfolio', {
      title: 'Uses two',
      description: 'd',
      category: 'Remodels',
      imageUrls: [referenceOf(a), referenceOf(b)],
      imageDetails: describedPhotos(['a', 'b']),
    });
    await app.http.delete(`/api/admin/portfolio/${created.body.id}`);
    await app.http.put('/api/settings/homepage_about_image', { value: referenceOf(b) });
    await app.http.put('/api/settings/homepage_about_image', { value: '/images/about.jpg' });
    for (const url of [a, b]) expect((await fetch(app.baseUrl + referenceOf(url))).status).toBe(200);
  });

  it('keeps a settings image saved again with spaces around it (stored trimmed, the same image)', async () => {
    const [url] = (await uploadUrls(1)) as [string];
    await put(url, makePng());
    await app.http.put('/api/settings/site_logo', { value: referenceOf(url) });
    const again = await app.http.put('/api/settings/site_logo', { value: ` ${referenceOf(url)}\n` });
    expect(again.status).toBe(200);
    expect(again.body.value).toBe(referenceOf(url));
    expect((await fetch(app.baseUrl + referenceOf(url))).status).toBe(200);
  });
});
