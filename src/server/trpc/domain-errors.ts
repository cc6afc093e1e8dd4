import type { ServerResponse } from 'node:http';
import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { REFUSALS } from '../../common/messages';
import { isDatabaseUnavailable } from '../db/outage';
import { Conflict, DomainError, InvalidInput, NotFound, TooMany, Unavailable } from '../services/errors';
import { t } from './init';

/** Each refusal's tRPC code, and so its HTTP status on both doors (tRPC's and trpc-to-openapi's own tables). */
const CODES: ReadonlyArray<[new (...args: never[]) => DomainError, TRPC_ERROR_CODE_KEY]> = [
  [NotFound, 'NOT_FOUND'],
  [Conflict, 'CONFLICT'],
  [InvalidInput, 'BAD_REQUEST'],
  [TooMany, 'TOO_MANY_REQUESTS'],
  [Unavailable, 'BAD_GATEWAY'],
];

/** A refusal as tRPC answers it; a TooMany also says when to come back, in Retry-After. */
export function trpcErrorOf(error: DomainError, res?: ServerResponse): TRPCError {
  const code = CODES.find(([kind]) => error instanceof kind)?.[1] ?? 'INTERNAL_SERVER_ERROR';
  if (error instanceof TooMany && res && !res.headersSent) {
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
  }
  // The cause stays the refusal: the error formatter (trpc/init.ts) adds an InvalidInput's fields to the answer.
  return new TRPCError({ code, message: error.message, cause: error });
}

/** The 503 of an outage, with Retry-After on the response when there is one. */
export function databaseUnavailable(cause: unknown, res?: ServerResponse): TRPCError {
  if (res && !res.headersSent) res.setHeader('Retry-After', '5');
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: REFUSALS.briefOutage, cause });
}

/**
 * The one place refusals meet tRPC:
 * - while PostgreSQL restarts, calls fail cleanly: a 503 with a text a visitor can act on and Retry-After, never a
 *   500 or a crash (the pool reconnects by itself once the database is back);
 * - a domain error thrown by a service or procedure (services/errors.ts) becomes its status;
 * - a schema's refusal of the input (zod) becomes an InvalidInput, so both are one 400 whose message names each
 *   field and reason ("email: Invalid email address", instead of the adapters' generic "Input validation failed")
 *   and whose `data.fieldErrors` lists them for the admin forms.
 */
export const refusals = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const { cause, code } = result.error;
  if (isDatabaseUnavailable(cause ?? result.error)) throw databaseUnavailable(result.error, ctx.res);
  if (cause instanceof DomainError) throw trpcErrorOf(cause, ctx.res);
  // Input only: an answer that fails its output schema stays the 500 it is.
  if (code === 'BAD_REQUEST' && cause instanceof ZodError) {
    throw trpcErrorOf(InvalidInput.fromIssues(cause.issues), ctx.res);
  }
  return result;
});
