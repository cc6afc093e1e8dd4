import type { MikroORM } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { NextFunction, Request, Response } from 'express';
import type { SessionOptions } from 'iron-session';
import { createProcedureCache, normalizePath } from 'trpc-to-openapi';
import { isDatabaseUnavailable } from '../db/outage';
import { appRouter } from '../routers/_app';
import { databaseUnavailable } from '../trpc/middlewares';
import { SIGN_IN_FIRST } from '../trpc/procedures';
import { requestSession } from './context';
import { type Door, sendRefusal, trpcCallsOf } from './door-errors';

const isAdminProcedure = (path: string | undefined) => path?.startsWith('admin.') ?? false;

/** The REST door's own route lookup (first registered path wins, case-insensitive), so both agree on the procedure. */
const restRouteOf = createProcedureCache(appRouter);

/** Whether a request to the REST door (mounted at /api) reaches an admin procedure, or lies under /api/admin. */
function isRestAdminCall(req: Request): boolean {
  // Read as trpc-to-openapi reads it: a URL on a fixed host (so `//x` stays a path) and its normalized path.
  const path = normalizePath(new URL(`http://127.0.0.1${req.url}`).pathname);
  if (/^\/admin(\/|$)/i.test(path)) return true;
  const method = req.method as Parameters<typeof restRouteOf>[0];
  return isAdminProcedure(restRouteOf(method, path)?.procedure?.path);
}

/**
 * Sign-in comes first on every admin call, on both doors: before the body is read, parsed or validated, and before
 * a batch is looked at, so an anonymous caller learns nothing from a 400 or 415 and costs no parsing. Answers 401
 * with adminProcedure's own message; the procedure keeps its check, and the context reuses this session reading.
 */
export function adminSignInGuard(door: Door, orm: MikroORM, options: SessionOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const calls = door === 'trpc' ? trpcCallsOf(req) : undefined;
    const isAdminCall = calls ? calls.paths.some(isAdminProcedure) : isRestAdminCall(req);
    if (!isAdminCall) return next();
    const refuse = (error: TRPCError) => sendRefusal(req, res, door, error);
    try {
      const { user } = await requestSession(orm, options, req, res);
      if (user) return next();
      refuse(new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_FIRST }));
    } catch (error) {
      if (isDatabaseUnavailable(error)) refuse(databaseUnavailable(error, res));
      else next(error);
    }
  };
}
