import type { MikroORM } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { NextFunction, Request, Response } from 'express';
import type { SessionOptions } from 'iron-session';
import { isDatabaseUnavailable } from '../db/outage';
import { databaseUnavailable } from '../trpc/domain-errors';
import { ENROLMENT_PATHS, refusalFor } from '../trpc/procedures';
import { requestSession } from './context';
import { type Door, sendRefusal, trpcCallsOf } from './door-errors';
import { normalizePath, restRouteOf } from './rest-routes';

const isAdminProcedure = (path: string | undefined) => path?.startsWith('admin.') ?? false;

/**
 * The procedure a request to the REST door (mounted at /api) reaches: its path when it is an admin one, `admin.*`
 * for another path under /api/admin (the file downloads), or null.
 */
function restAdminCall(req: Request): string | null {
  // Read as trpc-to-openapi reads it: a URL on a fixed host (so `//x` stays a path) and its normalized path.
  const path = normalizePath(new URL(`http://127.0.0.1${req.url}`).pathname);
  const procedure = restRouteOf(req.method, path)?.path;
  if (isAdminProcedure(procedure)) return procedure ?? null;
  return /^\/admin(\/|$)/i.test(path) ? 'admin.*' : null;
}

/**
 * Sign-in comes first on every admin call, on both doors: before the body is read, parsed or validated, and before
 * a batch is looked at, so an anonymous caller learns nothing from a 400 or 415 and costs no parsing. Answers 401
 * with adminProcedure's own message; the procedure keeps its check, and the context reuses this session reading.
 * A sign-in whose second factor is still to come is refused too (with words saying so), on every call but the
 * enrolment ones.
 */
export function adminSignInGuard(door: Door, orm: MikroORM, options: SessionOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const restCall = door === 'rest' ? restAdminCall(req) : null;
    const adminPaths =
      door === 'trpc' ? trpcCallsOf(req).paths.filter(isAdminProcedure) : restCall ? [restCall] : [];
    if (adminPaths.length === 0) return next();
    const refuse = (error: TRPCError) => sendRefusal(req, res, door, error);
    try {
      const { user, signedIn } = await requestSession(orm, options, req, res);
      if (user) return next();
      // A sign-in waiting for its second factor reaches the enrolment calls only (their procedure says whether).
      if (signedIn && adminPaths.every((path) => ENROLMENT_PATHS.has(path))) return next();
      refuse(new TRPCError({ code: 'UNAUTHORIZED', message: refusalFor(signedIn) }));
    } catch (error) {
      if (isDatabaseUnavailable(error)) refuse(databaseUnavailable(error, res));
      else next(error);
    }
  };
}
