import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { LIMITS } from '../../src/common/constants';
import { TOASTS, UNSAVED } from '../../src/common/messages';

const CRC_TABLE = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

function crc32(buffer: Buffer): number {
  let c = -1;
  for (const byte of buffer) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** An RGB PNG of random noise: noise does not compress, so the file is about width × height × 3 bytes. */
function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a JPEG's start-of-frame marker (baseline, extended or progressive). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`not a JPEG marker at ${offset}`);
    const marker = bytes[offset + 1] as number;
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}

async function openNewProjectDialog(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Add Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a large photo uploads with progress, resized to a JPEG of at most 1920 px; a text file is refused', async ({
  page,
}) => {
  const big = noisePng(2400, 1000);
  expect(big.length).toBeGreaterThan(LIMITS.compressAboveBytes);
  expect(big.length).toBeGreaterThan(4 * 1024 * 1024);

  const dialog = await openNewProjectDialog(page);
  const puts: Array<{ url: string; contentType: string }> = [];
  const signing: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('batchUploadUrls')) signing.push(request.url());
  });
  // Hold the PUT until the progress has been seen, so the in-between state is certain to be observable.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/uploads/**', async (route) => {
    puts.push({ url: route.request().url(), contentType: route.request().headers()['content-type'] ?? '' });
    await released;
    await route.continue();
  });

  await dialog
    .getByLabel('Project images', { exact: true })
    .setInputFiles({ name: 'big-noise.png', mimeType: 'image/png', buffer: big });
  const uploads = dialog.getByRole('list', { name: 'Uploads' });
  const item = uploads.getByRole('listitem').filter({ hasText: 'big-noise.png' });
  await expect(item.getByRole('progressbar')).toBeVisible();
  await expect(item.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect.poll(() => puts.length).toBe(1);
  expect(puts[0]?.contentType).toBe('image/jpeg');
  release();

  const photos = dialog.getByRole('list', { name: 'Project images: current images' }).getByRole('img');
  await expect(photos).toHaveCount(1);
  await expect(item).toHaveCount(0);
  const src = await photos.first().getAttribute('src');
  expect(src).toMatch(/^\/objects\/portfolio\/[A-Za-z0-9_.-]+$/);

  const stored = await page.request.get(src as string);
  expect(stored.ok()).toBe(true);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  const size = jpegSize(await stored.body());
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(LIMITS.compressMaxSide);
  expect(size).toEqual({ width: 1920, height: 800 });

  const putsBefore = puts.length;
  const signingBefore = signing.length;
  await dialog
    .getByLabel('Project images', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('call the plumber') });
  const refused = page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: TOASTS.imageProcessFailed });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('notes.txt');
  await expect(photos).toHaveCount(1);
  await expect(uploads.getByText('notes.txt')).toHaveCount(0);
  expect(puts.length).toBe(putsBefore);
  expect(signing.length).toBe(signingBefore);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: UNSAVED.discard }).click();
  await expect(dialog).toBeHidden();
});
