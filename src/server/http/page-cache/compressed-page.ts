import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Tagged } from '../response-cache/store';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered page as it is kept: its bytes in each encoding we send, each compressed once. */
export interface CompressedPage extends Tagged {
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/**
 * Compressed as hard as each format goes (on the thread pool, not the event loop): it is done once per change of
 * the page's data, and every visitor gets the smaller page.
 */
export async function compressPage(
  html: string,
  etag: string,
  tags: readonly string[],
): Promise<CompressedPage> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { etag, tags, bodies: { identity, br, gzip: gzipped } };
}

export const compressedPageSize = (page: CompressedPage) =>
  page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;
