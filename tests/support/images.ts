import { deflateSync } from 'node:zlib';

/** A valid PNG of the given size (solid color), built byte by byte so tests need no image library. */
export function makePng(width = 4, height = 3, rgb: [number, number, number] = [212, 175, 55]): Buffer {
  const table = new Int32Array(256).map((_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c;
  });
  const crc = (buffer: Buffer) => {
    let c = -1;
    for (const byte of buffer) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ -1) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest JPEG markers a sniffer recognises, padded to a size. */
export function makeJpegLike(size = 2048): Buffer {
  const buffer = Buffer.alloc(size, 0x11);
  buffer.set([0xff, 0xd8, 0xff, 0xe0], 0);
  buffer.set([0xff, 0xd9], size - 2);
  return buffer;
}
