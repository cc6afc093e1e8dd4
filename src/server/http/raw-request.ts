import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { REFUSALS } from '../../common/messages';
import { noteRequestError } from '../services/logging';

/** Why a request cannot be served, as the client is told it. */
export type TargetProblem = 'malformed escape' | 'unsupported form' | 'method';

const PROBLEMS: Record<TargetProblem, { status: number; message: string }> = {
  'malformed escape': { status: 400, message: REFUSALS.malformedEscape },
  'unsupported form': { status: 400, message: REFUSALS.targetNotPath },
  method: { status: 405, message: REFUSALS.methodNotUsed },
};

/**
 * The methods some route answers. Others (TRACE, which the tRPC adapter cannot even represent as a fetch Request,
 * PROPFIND, ...) are refused before any handler runs.
 */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The request's target in origin form (`/path?query`), or why it cannot be served. Everything the server parses
 * before Express (caches, page cache, batch checks, guards) reads this one spelling:
 * - the absolute form (`GET http://host/path`, which HTTP/1.1 servers must accept) becomes its path and query,
 *   so a proxy-style request line cannot slip past a rule written for paths;
 * - a `%` escape that does not decode (`%ZZ`, a cut `%E0%A4%A`, bytes that are not UTF-8) anywhere in the path or
 *   query is refused here once, so no later `decodeURIComponent` can throw on it.
 */
export function originFormOf(
  method: string | undefined,
  url: string | undefined,
): { target: string } | { problem: TargetProblem } {
  if (!SERVED_METHODS.includes(method ?? '')) return { problem: 'method' };
  let target = url ?? '';
  if (!target.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
    if (!absolute) return { problem: 'unsupported form' };
    target = target.slice(absolute[0].length);
    if (!target.startsWith('/')) target = `/${target}`;
  }
  if (target.includes('%')) {
    try {
      decodeURIComponent(target);
    } catch {
      return { problem: 'malformed escape' };
    }
  }
  return { target };
}

/**
 * A short JSON answer `{ message }` written by the code before Express (or instead of it), never cached. Express's
 * own answers carry the same shape.
 */
export function sendRawJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
) {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The 4xx for a request `originFormOf` refused, written without Express (which would trip over it too). */
export function refuseTarget(
  req: IncomingMessage,
  res: ServerResponse,
  problem: TargetProblem,
  securityHeaders: ReadonlyArray<[string, string]>,
) {
  const { status, message } = PROBLEMS[problem];
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  sendRawJson(req, res, status, message, problem === 'method' ? { allow: SERVED_METHODS.join(', ') } : {});
}

/**
 * A fault in code that runs before Express (caches, page cache, fast paths) ends this one request: a 500 when
 * nothing was sent yet, else the connection is cut. The error goes to the request's log line.
 */
export function answerUnexpectedError(req: IncomingMessage, res: ServerResponse, error: unknown) {
  noteRequestError(res, error);
  if (res.headersSent) res.destroy();
  else sendRawJson(req, res, 500, REFUSALS.internal);
}
