import { TRPCError } from '@trpc/server';
import type { NextFunction, Request, Response } from 'express';
import { MAX_QUERY_BATCH_CALLS } from '../../common/batch-limits';
import { REFUSALS } from '../../common/messages';
import { sendRefusal, trpcCallsOf } from './door-errors';

/** Why this many calls cannot travel in one request of this method, or null when they can. */
function batchProblem(method: string, calls: number): string | null {
  const isRead = method === 'GET' || method === 'HEAD';
  if (isRead && calls > MAX_QUERY_BATCH_CALLS) return REFUSALS.tooManyReads(MAX_QUERY_BATCH_CALLS, calls);
  if (!isRead && calls > 1) return REFUSALS.writesAlone(calls);
  return null;
}

/**
 * tRPC runs every call of a batch, so one request could ask for any amount of work, and a batch of writes would
 * pass each call's own limit (sign-in throttling) before any of them was recorded. A write travels alone, reads
 * a few at a time; checked on the URL, before tRPC reads the body or runs anything.
 */
export function trpcBatchLimit(req: Request, res: Response, next: NextFunction) {
  const problem = batchProblem(req.method, trpcCallsOf(req).paths.length);
  if (!problem) return next();
  sendRefusal(req, res, 'trpc', new TRPCError({ code: 'BAD_REQUEST', message: problem }), {
    wholeRequest: true,
  });
}
