/** JPEG quality of a converted iPhone photo: like the re-encoded JPEGs (clean-image.ts), sharp's 90. */
const QUALITY = 0.9;

/**
 * An iPhone's HEIC/HEIF photo as a JPEG every browser shows (only Safari shows HEIC). iPhones code the pixels
 * in HEVC, which sharp's libheif cannot decode: heic-convert (libheif compiled to JavaScript) does. A HEIF coded
 * in AV1 (what other tools write) sharp decodes itself. The JPEG is made from the pixels alone, so it carries
 * none of the photo's EXIF or XMP (place, phone serial); the orientation is applied by the decoder (the HEIF's
 * `irot`/`imir`), and sharp writes the result without metadata. Null when neither can decode it.
 */
export async function heicToJpeg(bytes: Buffer): Promise<Buffer | null> {
  // An HEVC-coded image carries its decoder configuration as an `hvcC` property (ISO/IEC 23008-12).
  if (bytes.includes('hvcC', 0, 'latin1')) {
    try {
      // Loaded at the first iPhone photo: libheif compiled to JavaScript is slow to load.
      const { default: convert } = await import('heic-convert');
      const jpeg = await convert({ buffer: bytes, format: 'JPEG', quality: QUALITY });
      return Buffer.from(jpeg as ArrayBuffer);
    } catch {
      return null;
    }
  }
  try {
    const { default: sharp } = await import('sharp');
    return await sharp(bytes).rotate().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}
