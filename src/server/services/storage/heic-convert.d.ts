/** heic-convert 2 ships no types: the one call used here (services/storage/heic-to-jpeg.ts). */
declare module 'heic-convert' {
  interface ConvertOptions {
    buffer: Buffer | Uint8Array | ArrayBuffer;
    format: 'JPEG' | 'PNG';
    /** JPEG quality, 0 to 1. */
    quality?: number;
  }
  export default function convert(options: ConvertOptions): Promise<ArrayBuffer | Buffer>;
}
