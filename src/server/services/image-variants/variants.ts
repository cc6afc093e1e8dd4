import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { ImageWidth } from '../../../common/images/responsive';
import { Lru } from '../lru';
import { loadSharp } from '../sharp';

export type VariantFormat = 'webp' | 'jpeg';

/** One source image as the HTTP layer knows it before reading it: its bytes are loaded only on a miss. */
export interface VariantSource {
  /** Stable name of the source, e.g. `portfolio/<id>` or `images/hero.jpg`. */
  name: string;
  /** The source's own ETag (or any token that changes with its content). */
  etag: string;
  contentType: string;
  load(): Promise<Buffer>;
}

export interface RenderedVariant {
  body: Buffer;
  contentType: string;
}

/** Vector and animated formats are served as they are: resizing would rasterise or freeze them. */
const NOT_RESIZED = new Set(['image/svg+xml', 'image/gif']);
/** Larger sources (about 7000 × 5000) are not decoded at all; the original is served instead. */
const MAX_INPUT_PIXELS = 36_000_000;
/** Resizes running at once: each holds a decoded image in memory, and libvips already uses several threads. */
const MAX_CONCURRENT = 2;
const MAX_REMEMBERED_FAILURES = 1000;

/** The strong ETag of a variant, known before its bytes: the source's ETag, the width and the format. */
export function variantEtag(source: Pick<VariantSource, 'name' | 'etag'>, width: number, format: string) {
  const digest = createHash('sha256').update(`${source.name}\n${source.etag}`).digest('base64url');
  return `"${digest.slice(0, 22)}-${width}w-${format}"`;
}

export const isResizable = (contentType: string) => !NOT_RESIZED.has(contentType);

/**
 * Resized copies of our own images, kept in a byte-bounded LRU keyed by source, source ETag, width and
 * format. Concurrent requests for the same variant share one resize. A source sharp cannot read (corrupt,
 * unsupported, too large, animated) is answered with its original bytes and logged once.
 */
export class ImageVariants {
  private readonly cache: Lru<RenderedVariant>;
  private readonly inFlight = new Map<string, Promise<RenderedVariant>>();
  /** The sources sharp could not read, the latest remembered: the original is served without trying again. */
  private readonly failed = new Lru<true>({ maxEntries: MAX_REMEMBERED_FAILURES }, () => 0);
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    maxBytes: number,
    private readonly logger: Logger,
    /** Told of each source read for a resize (its colour is taken then: services/photo-colours.ts). */
    private readonly onSourceRead?: (name: string, bytes: Buffer) => void,
  ) {
    // One variant may fill an eighth of the bytes at most; its key counts too.
    this.cache = new Lru(
      { maxBytes, largestShare: 1 / 8 },
      (variant, key) => variant.body.length + key.length,
    );
  }

  render(source: VariantSource, width: ImageWidth, format: VariantFormat): Promise<RenderedVariant> {
    const key = `${source.name}\n${source.etag}\n${width}\n${format}`;
    const cached = this.cache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.produce(source, width, format, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async produce(source: VariantSource, width: ImageWidth, format: VariantFormat, key: string) {
    const original = await source.load();
    this.onSourceRead?.(source.name, original);
    const sourceKey = `${source.name}\n${source.etag}`;
    if (this.failed.has(sourceKey)) return { body: original, contentType: source.contentType };
    try {
      const variant = await this.limited(() => resize(original, width, format));
      this.cache.set(key, variant);
      return variant;
    } catch (error) {
      // Another width of the same source may have failed meanwhile: one warning per source.
      if (!this.failed.has(sourceKey)) {
        this.failed.set(sourceKey, true);
        this.logger.warn(
          { image: source.name, contentType: source.contentType, err: error },
          'image variant failed; serving the original',
        );
      }
      return { body: original, contentType: source.contentType };
    }
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    while (this.running >= MAX_CONCURRENT) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

async function resize(input: Buffer, width: ImageWidth, format: VariantFormat): Promise<RenderedVariant> {
  const sharp = await loadSharp();
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { pages = 1, hasAlpha } = await image.metadata();
  if (pages > 1) throw new Error('animated images are served as they are');
  // rotate() applies the EXIF orientation; no metadata (EXIF, GPS, ICC profile) is copied, colours become sRGB.
  const resized = image.rotate().resize({ width, withoutEnlargement: true });
  if (format === 'webp')
    return { body: await resized.webp({ quality: 72 }).toBuffer(), contentType: 'image/webp' };
  // JPEG has no transparency (a logo would get a black box): such images stay PNG for these browsers.
  if (hasAlpha)
    return { body: await resized.png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' };
  return { body: await resized.jpeg({ quality: 75, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' };
}
