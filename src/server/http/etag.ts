import { createHash } from 'node:crypto';

/** A strong ETag: these exact bytes (RFC 9110: each content-coding of a page is its own representation). */
export const strongEtagOf = (bytes: string | Buffer) =>
  `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/**
 * If-None-Match holds this ETag or `*`. Compared weakly, as RFC 9110 asks for If-None-Match: a browser may send
 * a list, or a weak tag for a strong one it was sent.
 */
export function ifNoneMatchHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === opaque);
}
