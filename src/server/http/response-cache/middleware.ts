import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheTargetOf } from './requests';
import type { ResponseStore } from './store';

const REVALIDATE = 'no-cache';

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Serves the public reads from memory without running the procedure, the serializer or the database,
 * through both doors; on a miss it lets `next` answer, keeps the bytes and headers, and adds a strong ETag
 * with `Cache-Control: no-cache` so browsers revalidate (304) instead of showing stale content.
 * Returns true when it answered.
 */
export function serveFromCache(
  store: ResponseStore,
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) {
  const target = store.isEnabled ? cacheTargetOf(req.method, req.url, req.headers) : null;
  if (!target || req.method !== 'GET') return next();

  const found = store.get(target.key);
  const hit = found && (found.expiresAt === undefined || found.expiresAt > Date.now()) ? found : undefined;
  if (hit) {
    if (req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, { etag: hit.etag, 'cache-control': REVALIDATE });
      res.end();
    } else {
      res.writeHead(hit.status, hit.headers);
      res.end(hit.body);
    }
    return;
  }

  const snapshot = store.snapshot(target.tags);
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') done();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, encoding));
    res.write = write;
    res.end = end;
    const body = Buffer.concat(chunks);
    const cacheable = res.statusCode === 200 && !res.hasHeader('set-cookie');
    if (!cacheable) return end(body);
    const etag = etagOf(body);
    res.setHeader('etag', etag);
    res.setHeader('cache-control', REVALIDATE);
    res.setHeader('content-length', body.length);
    store.set(
      target.key,
      {
        status: 200,
        headers: { ...res.getHeaders() },
        body,
        etag,
        tags: target.tags,
        ...(target.maxAgeMs ? { expiresAt: Date.now() + target.maxAgeMs } : {}),
      },
      snapshot,
    );
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.removeHeader('content-length');
      return end();
    }
    return end(body);
  }) as typeof res.end;
  next();
}
