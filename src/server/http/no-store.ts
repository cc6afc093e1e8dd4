import type { ServerResponse } from 'node:http';
import { isPrivatePage } from '../../common/routes';

const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/trpc' || path.startsWith('/trpc/');

/**
 * Runs `decide` right before the status line and headers are written, however the answer is sent (`end` writes
 * them through `writeHead` too). Headers handed to `writeHead` itself still win: the response cache's hits
 * bring their own `Cache-Control` that way.
 */
function beforeHeaders(res: ServerResponse, decide: (status: number, given: unknown) => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    decide(status, typeof rest[0] === 'string' ? rest[1] : rest[0]);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}

/** Whether headers given to writeHead (an object, or a flat list of names and values) set Cache-Control. */
function namesCacheControl(headers: unknown): boolean {
  if (!headers || typeof headers !== 'object') return false;
  if ('cache-control' in headers) return true;
  const names = Array.isArray(headers) ? headers.filter((_, index) => index % 2 === 0) : Object.keys(headers);
  return names.some((name) => typeof name === 'string' && name.toLowerCase() === 'cache-control');
}

/**
 * `Cache-Control: no-store` on everything a browser or proxy must not keep: the /login and /admin pages (and every /admin/... address), every
 * API error, and every API answer that does not say how it may be cached (admin and sign-in answers on both
 * doors, batches mixing an admin call in). The public reads keep their own policy: the response cache's
 * `no-cache` + ETag, the API reference's files. Decided as the headers go out, so it holds for the answers
 * written before Express too (the contact fast path) and over what a handler set (the pages' `no-cache`).
 */
export function noStoreForPrivateAnswers(path: string, res: ServerResponse) {
  const privatePage = isPrivatePage(path);
  if (!privatePage && !isApiPath(path)) return;
  beforeHeaders(res, (status, given) => {
    // Headers given to writeHead itself win over those set before: setting one they replace is wasted work
    // (it was a fifth of a cached read's cost).
    if (namesCacheControl(given)) return;
    if (privatePage || status >= 400 || !res.hasHeader('cache-control'))
      res.setHeader('Cache-Control', 'no-store');
  });
}
