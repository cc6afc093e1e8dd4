import type { Metadata, Sharp } from 'sharp';
import { IMAGE_REFUSALS } from '../../../common/messages';
import { loadSharp } from '../sharp';
import { heicToJpeg } from './heic-to-jpeg';
import { blankHeifMetadata } from './heif-metadata';
import { carriesMetadata } from './hidden-metadata';
import { detectImageType, SNIFF_BYTES } from './image-types';

/** sharp's own limitInputPixels default (0x3FFF²): an image declaring more could never be decoded or resized. */
export const MAX_IMAGE_PIXELS = 268_402_689;
/**
 * The largest HEIC the JavaScript decoder is given: it holds 4 bytes a pixel in memory while it decodes, so a
 * 268 MP image would need over a gigabyte on an instance that has half of one. A phone's photo is at most about
 * 50 MP; a larger HEIC is kept as it is (Safari shows it).
 */
const MAX_HEIC_DECODE_PIXELS = 100_000_000;

export type CleanedImage =
  | { ok: true; body: Buffer; contentType: string; changed: boolean }
  | { ok: false; status: 415 | 422; message: string };

/**
 * An image as it may be stored and linked: its type told by its bytes, at most MAX_IMAGE_PIXELS by its header
 * (read with metadata() alone: nothing is decoded before the check), and without EXIF, XMP, IPTC or comments.
 * An image carrying any is re-encoded in its own format with its orientation applied first (rotate() with no
 * arguments) and no metadata kept; one without any keeps its exact bytes. SVG is text and is kept as it is
 * (served sandboxed, objects.ts); BMP has no place for such data. A file sharp cannot read is kept only when
 * a walk of its blocks finds nothing hidden (an unreadable one may still show in a browser). An iPhone's HEIC
 * or HEIF photo is converted to JPEG (heic-to-jpeg.ts), which drops its metadata too.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanedImage> {
  const contentType = detectImageType(bytes.subarray(0, SNIFF_BYTES));
  if (!contentType) return { ok: false, status: 415, message: IMAGE_REFUSALS.notAnImage };
  const kept = { ok: true as const, body: bytes, contentType, changed: false };
  if (contentType === 'image/svg+xml' || contentType === 'image/bmp') return kept;
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // No pixel limit for reading the header alone: the limit is checked below, with the sizes named.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    // Served as it is (browsers may show what sharp cannot read) only when nothing hidden is found in it.
    return carriesMetadata(bytes, contentType)
      ? { ok: false, status: 415, message: IMAGE_REFUSALS.unreadable }
      : kept;
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_IMAGE_PIXELS) {
    return { ok: false, status: 422, message: IMAGE_REFUSALS.tooManyPixels(width, height, MAX_IMAGE_PIXELS) };
  }
  if (contentType === 'image/heic' || contentType === 'image/heif') {
    // Stored as a JPEG, which every browser shows; one that cannot be decoded stays HEIC (Safari shows it).
    const jpeg = await heicToJpeg(bytes, MAX_HEIC_DECODE_PIXELS);
    if (jpeg) return { ok: true, body: jpeg, contentType: 'image/jpeg', changed: true };
  }
  if (!carriesMetadata(bytes, contentType, meta)) return kept;
  if (contentType === 'image/heic' || contentType === 'image/heif') return blankedHeif(bytes, contentType);
  try {
    const body = await encodeAs(sharp, meta, bytes);
    return { ok: true, body, contentType, changed: true };
  } catch {
    return { ok: false, status: 415, message: IMAGE_REFUSALS.unreadable };
  }
}

/** Re-encoded in the source's format; animated GIF and WebP keep every frame (rotation is a still-photo matter). */
function encodeAs(
  sharp: Awaited<ReturnType<typeof loadSharp>>,
  meta: Metadata,
  bytes: Buffer,
): Promise<Buffer> {
  const animated = (meta.pages ?? 1) > 1;
  const image: Sharp = animated ? sharp(bytes, { animated: true }) : sharp(bytes).rotate();
  // No withMetadata()/keepMetadata(): sharp then writes no EXIF, XMP, IPTC or ICC block (colours become sRGB).
  switch (meta.format) {
    case 'jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'tiff':
      return image.tiff({ compression: 'lzw' }).toBuffer();
    default:
      return Promise.reject(new Error(`cannot re-encode ${meta.format}`));
  }
}

function blankedHeif(bytes: Buffer, contentType: string): CleanedImage {
  let body: Buffer | null = null;
  try {
    body = blankHeifMetadata(bytes);
  } catch {
    body = null;
  }
  return body
    ? { ok: true, body, contentType, changed: true }
    : { ok: false, status: 415, message: IMAGE_REFUSALS.hiddenDataStays };
}
