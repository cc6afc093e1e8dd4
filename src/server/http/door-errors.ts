import { getTRPCErrorShape, type TRPCError, transformTRPCResponse } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Request, Response } from 'express';
import { appRouter } from '../routers/_app';

/** The procedures a `/trpc` request names, read from its URL exactly as tRPC's Express adapter reads them. */
export interface TrpcCalls {
  paths: string[];
  isBatch: boolean;
}

export function trpcCallsOf(req: Request): TrpcCalls {
  const isBatch = new URL(req.url, 'http://localhost').searchParams.get('batch') === '1';
  return trpcCallsIn(req.path, isBatch);
}

/**
 * The calls of a `/trpc` path: tRPC takes the last segment, decodes it (so `%2C` separates calls too, and `%2E`
 * spells a dot), then splits a batch at its commas. Every limit and guard counts on this same reading. The server
 * refused undecodable escapes before any handler ran (http/raw-request.ts).
 */
export function trpcCallsIn(pathname: string, isBatch: boolean): TrpcCalls {
  const path = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  return { paths: isBatch ? path.split(',') : [path], isBatch };
}

const config = appRouter._def._config;

const shapeOf = (error: TRPCError, path?: string) =>
  getTRPCErrorShape({ config, error, type: 'unknown', path, input: undefined, ctx: undefined });

/** The API's two doors: tRPC's (`/trpc`, the browser's) and the REST one (`/api`, trpc-to-openapi). */
export type Door = 'trpc' | 'rest';

/** The door a request came to, by where the handler answering it is mounted. */
export const doorOf = (req: Request): Door => (req.baseUrl.startsWith('/trpc') ? 'trpc' : 'rest');

/**
 * The one way a request refused before the doors run (a guard, a limit, the body reader) is answered: in the body
 * that door gives its own errors, so a client reads it as any other error of that door. On /trpc, one error per
 * call named, so a client's batch maps each to its caller; `wholeRequest` answers a single error instead, for a
 * refusal of the request itself (a batch too large, whose answer must not grow with the calls it names).
 */
export function sendRefusal(
  req: Request,
  res: Response,
  door: Door,
  error: TRPCError,
  { wholeRequest = false } = {},
) {
  const status = getHTTPStatusCodeFromError(error);
  if (door === 'rest') {
    // trpc-to-openapi's error body: tRPC's shape with the code's name.
    res.status(status).json({ ...shapeOf(error), code: error.code });
    return;
  }
  const calls = wholeRequest ? undefined : trpcCallsOf(req);
  const body = calls?.isBatch
    ? calls.paths.map((path) => ({ error: shapeOf(error, path) }))
    : { error: shapeOf(error, calls?.paths[0]) };
  res.status(status).json(transformTRPCResponse(config, body));
}
