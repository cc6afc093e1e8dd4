import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { strongEtagOf } from '../etag';
import type { Tagged } from '../response-cache/store';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageCoding = 'identity' | 'br' | 'gzip';

/** The page's bytes in one content-coding, and their own strong ETag (RFC 9110: each is a representation). */
export interface EncodedPage {
  body: Buffer;
  etag: string;
}

/** A rendered page as it is kept: its bytes in each encoding we send, each compressed once. */
export interface CompressedPage extends Tagged {
  encodings: Readonly<Record<PageCoding, EncodedPage>>;
  /** 404 for the page of an address no page has; a page otherwise. */
  status?: 404;
}

const encoded = (body: Buffer): EncodedPage => ({ body, etag: strongEtagOf(body) });

/**
 * Brotli's quality for a rendered page. The visitor whose request rendered it waits for the compression, and every
 * write to the site's content renders its pages again, so a page is compressed as fast as still gives nearly the
 * smallest page; the most brotli can do costs many times the CPU for a little less (docs/page-speed.md, "Rendered
 * pages"). Built scripts and stylesheets, compressed once by the build, take the most.
 */
const PAGE_BROTLI_QUALITY = 5;

/** Compressed once per change of the page's data, on the thread pool, not the event loop. */
export async function compressPage(
  html: string,
  tags: readonly string[],
  status: 200 | 404 = 200,
): Promise<CompressedPage> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_DEFAULT_COMPRESSION }),
  ]);
  const encodings = { identity: encoded(identity), br: encoded(br), gzip: encoded(gzipped) };
  return status === 404 ? { tags, encodings, status } : { tags, encodings };
}

export const compressedPageSize = (page: CompressedPage) =>
  Object.values(page.encodings).reduce((bytes, { body }) => bytes + body.length, 0);
