import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { PhotoColour } from '../entities';
import type { CacheInvalidator } from './shared-cache';
import { loadSharp } from './sharp';

/** Sources larger than this are not decoded for their colour (the variants' own limit, about 7000 × 5000). */
const MAX_INPUT_PIXELS = 36_000_000;
/** The colours found by image requests are announced together, so a first visit's dozen photos drop pages once. */
const ANNOUNCE_AFTER_MS = 2_000;

/**
 * The photo's dominant colour as `#rrggbb` (sharp's `stats().dominant`, on a 64 px copy: the colour of a whole
 * photo needs no more), or null for an image with transparency (a logo: a coloured box would show through it
 * once loaded) or one sharp cannot read.
 */
export async function dominantColour(bytes: Buffer): Promise<string | null> {
  try {
    const sharp = await loadSharp();
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { hasAlpha, pages = 1 } = await source.metadata();
    if (hasAlpha || pages > 1) return null;
    const small = await source.rotate().resize({ width: 64, withoutEnlargement: true }).toBuffer();
    const { dominant } = await sharp(small).stats();
    return `#${[dominant.r, dominant.g, dominant.b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
  } catch {
    return null;
  }
}

/** Every known colour by photo name (`portfolio/<id>`, `images/<file>`): the public read `photos.colours`. */
export async function allPhotoColours(em: EntityManager): Promise<Record<string, string>> {
  const rows = await em.find(PhotoColour, {}, { orderBy: { photo: 'asc' } });
  return Object.fromEntries(rows.map((row) => [row.photo, row.colour]));
}

/** The names among `photos` that have no colour yet. */
export async function photosWithoutColour(em: EntityManager, photos: readonly string[]): Promise<string[]> {
  if (photos.length === 0) return [];
  const known = await em.find(PhotoColour, { photo: { $in: [...photos] } }, { fields: ['photo'] });
  const have = new Set(known.map((row) => row.photo));
  return photos.filter((photo) => !have.has(photo));
}

/** Keeps `colour` for `photo` unless one is kept already (a photo's bytes never change under its name). */
export async function savePhotoColour(em: EntityManager, photo: string, colour: string): Promise<void> {
  await em
    .createQueryBuilder(PhotoColour)
    .insert({ photo, colour })
    .onConflict('photo')
    .ignore()
    .execute('run');
}

/** Forgets the colours of photos deleted from the store (the photo sweep). */
export async function forgetPhotoColours(em: EntityManager, photos: readonly string[]): Promise<void> {
  if (photos.length > 0) await em.nativeDelete(PhotoColour, { photo: { $in: [...photos] } });
}

/**
 * Gives photos stored before colours were kept (and built-in ones, and restored ones) theirs, lazily: the first
 * time the server decodes one to resize it for a visitor, it also takes its colour, keeps it, and soon after
 * drops the cached pages so the next render shows it. Each photo is looked up in the database once per process.
 */
export class PhotoColourBackfill {
  private readonly settled = new Set<string>();
  private announce: NodeJS.Timeout | undefined;

  constructor(
    private readonly forkEm: () => EntityManager,
    private readonly cache: CacheInvalidator,
    private readonly logger: Logger,
  ) {}

  /** Called with a source's bytes as they are read for a resize; never throws, never delays the answer. */
  seen(photo: string, bytes: Buffer): void {
    if (this.settled.has(photo)) return;
    this.settled.add(photo);
    this.keep(photo, bytes).catch((error) => {
      this.settled.delete(photo);
      this.logger.warn({ image: photo, err: error }, 'could not keep the photo colour');
    });
  }

  private async keep(photo: string, bytes: Buffer): Promise<void> {
    const em = this.forkEm();
    if ((await photosWithoutColour(em, [photo])).length === 0) return;
    const colour = await dominantColour(bytes);
    if (!colour) return;
    await savePhotoColour(em, photo, colour);
    this.announce ??= setTimeout(() => {
      this.announce = undefined;
      this.cache.invalidate(['photos']).catch((error) => this.logger.warn({ err: error }, 'photo colours'));
    }, ANNOUNCE_AFTER_MS);
    this.announce.unref();
  }
}
