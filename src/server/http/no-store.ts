import type { ServerResponse } from 'node:http';
import { isPrivatePage } from '../../common/routes';

const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/trpc' || path.startsWith('/trpc/');

/**
 * Runs `decide` right before the status line and headers are written, however the answer is sent (`end` writes
 * them through `writeHead` too). Headers handed to `writeHead` itself still win: the response cache's hits
 * bring their own `Cache-Control` that way.
 */
function beforeHeaders(res: ServerResponse, decide: (status: number) => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    decide(status);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
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
  beforeHeaders(res, (status) => {
    if (privatePage || status >= 400 || !res.hasHeader('cache-control'))
      res.setHeader('Cache-Control', 'no-store');
  });
}
