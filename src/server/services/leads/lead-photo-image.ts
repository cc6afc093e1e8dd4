import type { Sharp } from 'sharp';
import { LEAD_VISIT_TEXTS } from '../../../common/messages';
import { loadSharp } from '../sharp';
import { decodeHeic } from '../storage/heic-decoder';
import { isHevcCoded } from '../storage/heic-to-jpeg';
import { detectImageType, SNIFF_BYTES } from '../storage/image-types';

/**
 * The most pixels a visitor's photo may declare: a 48 MP iPhone or 50 MP Android photo fits; sharp's own default
 * (268 MP) would let one upload hold a gigabyte of pixels.
 */
export const VISITOR_PHOTO_MAX_PIXELS = 50_000_000;
/** A kept photo's longest side: enough to see a room or a crack, small enough for a phone to show fast. */
export const LONGEST_SIDE = 2560;
/** A PNG or WebP larger than this once scaled is kept as JPEG: the database holds a photo, not an archive. */
const LARGEST_KEPT_BYTES = 3 * 1024 * 1024;
/**
 * Photos being made or waiting their turn: more than one address's whole allowance, so a visitor sending all
 * theirs at once is never refused as busy; past it a photo is refused as busy (429) rather than waiting minutes.
 */
const MAX_WAITING = 32;
/** How long a visitor refused as busy is asked to wait. */
export const BUSY_RETRY_SECONDS = 60;

/** What a visitor may send: what every browser shows, and an iPhone's HEIC (kept as JPEG). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

export type LeadPhotoImage =
  | { ok: true; body: Buffer; contentType: string; width: number; height: number }
  | { ok: false; status: 415 | 422; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

const refused = {
  types: { ok: false, status: 415, message: LEAD_VISIT_TEXTS.photoTypes },
  unreadable: { ok: false, status: 415, message: LEAD_VISIT_TEXTS.photoUnreadable },
  busy: {
    ok: false,
    status: 429,
    message: LEAD_VISIT_TEXTS.photosBusy,
    retryAfterSeconds: BUSY_RETRY_SECONDS,
  },
} as const;

const tooManyPixels = (width: number, height: number): LeadPhotoImage => ({
  ok: false,
  status: 422,
  message: LEAD_VISIT_TEXTS.photoTooManyPixels(width, height, VISITOR_PHOTO_MAX_PIXELS / 1_000_000),
});

let waiting = 0;
let tail: Promise<unknown> = Promise.resolve();

/**
 * A visitor's photo as it is kept: always decoded and written again by sharp, so a file sharp cannot read is
 * refused (415, never stored as it came), nothing but pixels survives (no EXIF, XMP, IPTC, ICC; orientation
 * applied first), and it is scaled to at most LONGEST_SIDE before it is encoded. Its size is checked from its
 * header before any pixel is decoded (VISITOR_PHOTO_MAX_PIXELS, 422). Nothing heavy runs on the event loop:
 * sharp works in its own threads, an iPhone's HEVC-coded HEIC is decoded in a worker thread (heic-decoder.ts).
 * Photos are made one at a time, so a burst of uploads takes one core's share and one photo's memory, and at
 * most MAX_WAITING wait their turn (a further one is refused as busy, 429).
 */
export function leadPhotoImage(bytes: Buffer): Promise<LeadPhotoImage> {
  const type = detectImageType(bytes.subarray(0, SNIFF_BYTES));
  if (!type || !ACCEPTED.has(type)) return Promise.resolve(refused.types);
  if (waiting >= MAX_WAITING) return Promise.resolve(refused.busy);
  waiting++;
  const made = tail.then(() => make(bytes, type));
  tail = made.catch(() => undefined).finally(() => waiting--);
  return made;
}

async function make(bytes: Buffer, type: string): Promise<LeadPhotoImage> {
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    // The header alone, with no pixel limit: the limit is checked below, with the sizes named.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return refused.unreadable;
  }
  if (!width || !height) return refused.unreadable;
  if (width * height > VISITOR_PHOTO_MAX_PIXELS) return tooManyPixels(width, height);
  let source: () => Sharp;
  if ((type === 'image/heic' || type === 'image/heif') && isHevcCoded(bytes)) {
    const decoded = await decodeHeic(bytes, VISITOR_PHOTO_MAX_PIXELS);
    if (decoded.outcome === 'busy') return refused.busy;
    if (decoded.outcome === 'too-many-pixels') return tooManyPixels(decoded.width, decoded.height);
    if (decoded.outcome === 'unreadable') return refused.unreadable;
    const raw = { width: decoded.width, height: decoded.height, channels: 4 as const };
    source = () => sharp(decoded.pixels, { raw }).removeAlpha();
  } else {
    source = () => sharp(bytes, { limitInputPixels: VISITOR_PHOTO_MAX_PIXELS }).rotate();
  }
  // Scaled first, then encoded: the encoder never sees more than LONGEST_SIDE² pixels. A new pipeline each time
  // rather than clone(), which copies its input buffer on the event loop (a second for a phone's raw pixels).
  const scaled = () =>
    source().resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true });
  const format = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpeg';
  try {
    let kept = await encode(scaled(), format);
    if (format !== 'jpeg' && kept.data.length > LARGEST_KEPT_BYTES)
      kept = await encode(scaled().flatten({ background: '#ffffff' }), 'jpeg');
    const { data, info } = kept;
    return {
      ok: true,
      body: data,
      contentType: `image/${info.format}`,
      width: info.width,
      height: info.height,
    };
  } catch {
    return refused.unreadable;
  }
}

/** Written without withMetadata()/keepMetadata(): sharp then keeps no EXIF, XMP, IPTC or ICC block. */
function encode(image: Sharp, format: 'jpeg' | 'png' | 'webp') {
  const written =
    format === 'png'
      ? image.png()
      : format === 'webp'
        ? image.webp({ quality: 85 })
        : image.jpeg({ quality: 85 });
  return written.toBuffer({ resolveWithObject: true });
}
