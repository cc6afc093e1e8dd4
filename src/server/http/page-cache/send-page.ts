import type { IncomingMessage, ServerResponse } from 'node:http';
import { ifNoneMatchHas } from '../etag';
import { acceptedEncodings } from '../precompressed';
import type { EncodedPage, PageCoding } from './compressed-page';

/** The encoding of a kept page this browser gets: the best it takes, else the page as it is. */
export const pageCodingFor = (req: IncomingMessage): PageCoding =>
  acceptedEncodings(req.headers['accept-encoding'])[0] ?? 'identity';

/**
 * Sends a kept page in one encoding with the app's headers, revalidated on every load (no-cache + ETag), so an
 * owner's edit shows on the next visit; 304 when the browser holds these bytes already (a page, not a 404).
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  { body, etag }: EncodedPage,
  coding: PageCoding,
  headers: ReadonlyArray<readonly [string, string]>,
  status: 200 | 404 = 200,
) {
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (status === 200 && ifNoneMatchHas(req.headers['if-none-match'], etag)) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(status).end(req.method === 'HEAD' ? undefined : body);
}
