import sharp from 'sharp';

/** What a phone writes into a photo: where (GPS), with what (make, model, body serial) and when. */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneCo', Model: 'Phone 15' },
  IFD2: { BodySerialNumber: 'SERIAL-4242', DateTimeOriginal: '2024:05:01 10:00:00' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '34/1 2/1 1234/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '118/1 29/1 4010/100',
  },
};
export const SERIAL = 'SERIAL-4242';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 160 } } });

/** A real JPEG carrying GPS, camera serial and time, stored sideways with EXIF orientation 6. */
export function phoneJpeg(width = 64, height = 48): Promise<Buffer> {
  return canvas(width, height).jpeg().withMetadata({ orientation: 6 }).withExifMerge(PHONE_EXIF).toBuffer();
}

/** XMP as cameras write it, holding the body serial (sharp writes no EXIF block into TIFF, but XMP it does). */
const PHONE_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exifEX="http://cipa.jp/exif/1.0/" exifEX:BodySerialNumber="SERIAL-4242"/></rdf:RDF></x:xmpmeta>`;

export function phonePhoto(format: 'png' | 'webp' | 'tiff'): Promise<Buffer> {
  const image = canvas(32, 24)[format]();
  return (format === 'tiff' ? image.withXmp(PHONE_XMP) : image.withExif(PHONE_EXIF)).toBuffer();
}

/**
 * Whether an image still holds a GPS directory or the camera serial: sharp's EXIF block searched for the GPS
 * IFD pointer (tag 0x8825) in IFD0, and the whole file searched for the serial's text.
 */
export async function hiddenDataIn(image: Buffer): Promise<{ gps: boolean; serial: boolean; exif: boolean }> {
  const { exif } = await sharp(image).metadata();
  return {
    gps: exif ? hasGpsDirectory(exif) : false,
    serial: image.includes(SERIAL),
    exif: exif !== undefined,
  };
}

function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  if (tiff.length < 8) return false;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return false;
  for (let entry = 0; entry < u16(directory); entry++) {
    if (u16(directory + 2 + entry * 12) === 0x8825) return true;
  }
  return false;
}

/** A PNG whose header declares width × height pixels, with no pixel data behind it (metadata() reads only that). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // CRCs are not checked by the header read; zeros keep this short.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(64)),
  ]);
}

/** A HEIF file (AV1-coded, so sharp can check it here; an iPhone's is HEVC) carrying the phone's EXIF. */
export async function phoneHeic(): Promise<Buffer> {
  const file = await canvas(32, 24).heif({ compression: 'av1' }).withExif(PHONE_EXIF).toBuffer();
  file.write('heic', 8, 'latin1'); // the major brand an iPhone writes
  return file;
}
