import pino from 'pino';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { ImageVariants, type VariantSource } from '../../src/server/services/image-variants/variants';
import { Lru } from '../../src/server/services/lru';

const photo = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 120, b: 40, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

function sourceOf(bytes: Buffer, contentType = 'image/png', name = 'images/test.png') {
  const load = vi.fn(async () => bytes);
  const source: VariantSource = { name, etag: '"1"', contentType, load };
  return { source, load };
}

const silent = () => pino({ level: 'silent' });

describe('ImageVariants', () => {
  it('shares one resize between concurrent requests and answers later ones from memory', async () => {
    const variants = new ImageVariants(8 * 1024 * 1024, silent());
    const { source, load } = sourceOf(await photo(1000, 600));
    const answers = await Promise.all(Array.from({ length: 5 }, () => variants.render(source, 480, 'webp')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(await sharp(answers[0]?.body).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 288,
    });
    await variants.render(source, 480, 'webp');
    expect(load).toHaveBeenCalledTimes(1);
    await variants.render(source, 480, 'jpeg');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps transparency for browsers without WebP (PNG, not a JPEG with a black box)', async () => {
    const variants = new ImageVariants(8 * 1024 * 1024, silent());
    const { source } = sourceOf(await photo(900, 900, true));
    const variant = await variants.render(source, 480, 'jpeg');
    expect(variant.contentType).toBe('image/png');
    expect(await sharp(variant.body).metadata()).toMatchObject({ width: 480, hasAlpha: true });
  });

  it('serves the original of an unreadable image and warns once for it', async () => {
    const logger = silent();
    const warn = vi.spyOn(logger, 'warn');
    const variants = new ImageVariants(8 * 1024 * 1024, logger);
    const broken = Buffer.from('not really an image at all');
    const { source } = sourceOf(broken, 'image/jpeg', 'portfolio/broken');
    for (const width of [480, 768, 480] as const) {
      const variant = await variants.render(source, width, 'webp');
      expect(variant.body).toBe(broken);
      expect(variant.contentType).toBe('image/jpeg');
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });
  it('does not decode images past its pixel limit (about 36 megapixels): the original is served', async () => {
    const variants = new ImageVariants(8 * 1024 * 1024, silent());
    const huge = await sharp({ create: { width: 6200, height: 6000, channels: 3, background: '#345' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const { source } = sourceOf(huge, 'image/png', 'portfolio/huge');
    const variant = await variants.render(source, 480, 'webp');
    expect(variant.body).toBe(huge);
    expect(variant.contentType).toBe('image/png');
  });
});

describe('Lru, by bytes (as the image variants use it)', () => {
  it('evicts the least recently used entries past its byte budget', () => {
    const lru = new Lru<Buffer>(
      { maxBytes: 800, largestShare: 1 / 8 },
      (value, key) => value.length + key.length,
    );
    lru.set('a', Buffer.alloc(90));
    lru.set('b', Buffer.alloc(90));
    lru.set('c', Buffer.alloc(90));
    lru.get('a');
    lru.set('d', Buffer.alloc(99));
    for (const key of ['e', 'f', 'g', 'h', 'i']) lru.set(key, Buffer.alloc(90));
    expect(lru.bytes).toBeLessThanOrEqual(800);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    lru.set('huge', Buffer.alloc(200));
    expect(lru.get('huge')).toBeUndefined();
  });

  it('keeps at most its entries when it counts no bytes (the failed sources), dropping the oldest', () => {
    const failed = new Lru<true>({ maxEntries: 3 }, () => 0);
    for (const key of ['a', 'b', 'c', 'd']) failed.set(key, true);
    expect([...failed].map(([key]) => key)).toEqual(['b', 'c', 'd']);
    expect(failed.has('a')).toBe(false);
  });
});
