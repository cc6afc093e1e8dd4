import type { Metadata } from 'sharp';

/**
 * Whether an image's bytes may hold data beyond its pixels (EXIF with GPS, camera serial and times; XMP; IPTC;
 * comments; a rotation still to apply). A false "yes" only costs a re-encode, a false "no" leaks a location, so
 * each check errs on the side of yes. sharp's own report is used first, then a walk of the format's blocks for
 * what sharp does not report (JPEG COM and APPn segments, PNG text chunks, GIF comments).
 */
export function carriesMetadata(bytes: Buffer, contentType: string, meta: Partial<Metadata> = {}): boolean {
  if (meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || meta.comments?.length) return true;
  if ((meta.orientation ?? 1) !== 1) return true;
  switch (contentType) {
    case 'image/jpeg':
      return jpegHasMetadataSegments(bytes);
    case 'image/png':
      return pngHasMetadataChunks(bytes);
    case 'image/gif':
      // A comment extension (21 FE) or an XMP application extension; a match inside pixel data only re-encodes.
      return bytes.includes(Buffer.from([0x21, 0xfe])) || bytes.includes('XMP Data');
    case 'image/webp':
      return bytes.includes('EXIF') || bytes.includes('XMP ');
    case 'image/tiff':
      // Every TIFF holds tags (camera, software, dates, often GPS): always rewritten.
      return true;
    default:
      return false;
  }
}

/** APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) describe pixels; the rest may not. */
const KEPT_JPEG_APPS = new Set([0xe0, 0xe2, 0xee]);

function jpegHasMetadataSegments(bytes: Buffer): boolean {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return true; // not where a marker should be: unsure, so yes
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xda) return markerInScans(bytes, at);
    if (marker === 0xd9) return false;
    if (marker === 0xfe) return true; // COM
    if (marker >= 0xe0 && marker <= 0xef && !KEPT_JPEG_APPS.has(marker)) return true;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  // The data ends inside allowed segments: nothing else is there.
  return false;
}

/**
 * In entropy-coded data a 0xFF byte is always followed by 0x00 or a restart marker, so an APPn or COM marker
 * found after the first scan (progressive JPEGs may hold segments between scans) is a real one.
 */
function markerInScans(bytes: Buffer, from: number): boolean {
  for (
    let at = bytes.indexOf(0xff, from + 2);
    at !== -1 && at + 1 < bytes.length;
    at = bytes.indexOf(0xff, at + 1)
  ) {
    const marker = bytes[at + 1] as number;
    if (marker === 0xfe || (marker >= 0xe0 && marker <= 0xef && !KEPT_JPEG_APPS.has(marker))) return true;
  }
  return false;
}

const PNG_TEXT_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function pngHasMetadataChunks(bytes: Buffer): boolean {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (PNG_TEXT_CHUNKS.has(type)) return true;
    if (type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
}
