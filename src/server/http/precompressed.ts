import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The copies `npm run build` writes beside each script and stylesheet (scripts/precompress.ts), best first. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof PRECOMPRESSED_ENCODINGS)[number]['encoding'];

/** The files the build compresses, by extension, with the type they are sent as (as express.static would). */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Which of our encodings an Accept-Encoding header takes (q above 0, named or through `*`), best first. Ours
 * decide the order, not the header's: Chrome sends "gzip, deflate, br, zstd" and brotli is the smaller.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (coding) weights.set(coding, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return PRECOMPRESSED_ENCODINGS.map(({ encoding }) => encoding).filter(accepts);
}

/**
 * Sends the build's compressed copy of a file of `dir` when the browser takes it, as it is: no compression
 * per request. Only names the folder held when the server started are served, so no path reaches the disk
 * that was not listed there. Anything else, and browsers that take neither encoding, go on to `next`.
 */
export function servePrecompressed(
  dir: string,
  options: { maxAge: string; immutable: boolean },
): RequestHandler {
  const stored = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    const copies = PRECOMPRESSED_ENCODINGS.filter(({ suffix }) => stored.has(name + suffix));
    if (copies.length === 0) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const copy = copies.find(({ encoding }) => accepted.includes(encoding));
    if (!copy) return next();
    res.sendFile(
      name + copy.suffix,
      {
        root: dir,
        ...options,
        headers: {
          'Content-Encoding': copy.encoding,
          'Content-Type': PRECOMPRESSED_TYPES[path.extname(name)] ?? 'application/octet-stream',
        },
      },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}
