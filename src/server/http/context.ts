import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { SessionOptions } from 'iron-session';
import { readKnownDevice, readSession, userForSession } from '../services/session';
import type { AppServices, Context } from '../trpc/context';
import { databaseUnavailable, isDatabaseUnavailable } from '../trpc/init';

/** Builds the per-request tRPC context for one door: a fresh EntityManager, the session and its user. */
export function contextFactory(
  orm: MikroORM,
  services: AppServices,
  session: SessionOptions,
  door: Context['door'],
) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => {
    const em = orm.em.fork();
    const handle = await readSession(req, res, session);
    // A signed-in caller's user row is read here, before any procedure: an outage must be a 503 here too.
    const user = await userForSession(em, handle).catch((error: unknown) => {
      throw isDatabaseUnavailable(error) ? databaseUnavailable(error, res) : error;
    });
    const knownDevice = () => readKnownDevice(req, res, session);
    return { ...services, em, session: handle, knownDevice, user, ip: req.ip ?? 'unknown', door, req, res };
  };
}
