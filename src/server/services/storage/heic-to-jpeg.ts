import { loadSharp } from '../sharp';
import { decodeHeic } from './heic-decoder';

/** An HEVC-coded image carries its decoder configuration as an `hvcC` property (ISO/IEC 23008-12). */
export const isHevcCoded = (bytes: Buffer) => bytes.includes('hvcC', 0, 'latin1');

/**
 * An iPhone's HEIC/HEIF photo as a JPEG every browser shows (only Safari shows HEIC). iPhones code the pixels
 * in HEVC, which sharp's libheif cannot decode: libheif compiled to JavaScript (heic-decode) does, in
 * a worker thread one photo at a time (heic-decoder.ts). A HEIF coded in AV1 (what other tools write) sharp
 * decodes itself. The JPEG is made from the pixels alone, so it carries none of the photo's EXIF or XMP (place,
 * phone serial); the orientation is applied by the decoder (the HEIF's `irot`/`imir`), and sharp writes the
 * result without metadata. Null when neither can decode it, or when too many photos already wait their turn.
 */
export async function heicToJpeg(bytes: Buffer, maxPixels: number): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    if (!isHevcCoded(bytes))
      return await sharp(bytes, { limitInputPixels: maxPixels })
        .rotate()
        .jpeg({ quality: 90, mozjpeg: true })
        .toBuffer();
    const decoded = await decodeHeic(bytes, maxPixels);
    if (decoded.outcome !== 'decoded') return null;
    const { width, height, pixels } = decoded;
    return await sharp(pixels, { raw: { width, height, channels: 4 } })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}
