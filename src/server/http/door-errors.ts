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

/**
 * Answers a call refused before the /trpc door ran, as tRPC itself would have: one error per call named (so a
 * client's batch maps each to its caller), or one for the whole request when `calls` is not given.
 */
export function sendTrpcError(res: Response, error: TRPCError, calls?: TrpcCalls) {
  const body = calls?.isBatch
    ? calls.paths.map((path) => ({ error: shapeOf(error, path) }))
    : { error: shapeOf(error, calls?.paths[0]) };
  res.status(getHTTPStatusCodeFromError(error)).json(transformTRPCResponse(config, body));
}

/** Answers a call refused before the REST door ran, in the body that door (trpc-to-openapi) gives its errors. */
export function sendRestError(res: Response, error: TRPCError) {
  res.status(getHTTPStatusCodeFromError(error)).json({ ...shapeOf(error), code: error.code });
}
