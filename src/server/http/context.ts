import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { SessionOptions } from 'iron-session';
import { isDatabaseUnavailable } from '../db/outage';
import type { User } from '../entities';
import {
  readKnownDevice,
  readSession,
  type SessionHandle,
  type SignedIn,
  signedInFor,
} from '../services/session';
import type { AppServices, Context } from '../trpc/context';
import { databaseUnavailable } from '../trpc/domain-errors';

interface RequestSession {
  /** The request's EntityManager: its user row belongs to it, so a procedure can change and flush that row. */
  em: EntityManager;
  session: SessionHandle;
  /** The signed-in administrator, once the second factor is done too: the only one any admin call answers. */
  user: User | null;
  /** The browser's sign-in, complete or still waiting for its second factor. */
  signedIn: SignedIn | null;
}

const readings = new WeakMap<IncomingMessage, Promise<RequestSession>>();

/**
 * The request's session and signed-in user, read once per request: by the admin guard (admin-guard.ts) when the
 * request names an admin procedure, then by the context, which gets the very same reading.
 */
export function requestSession(
  orm: MikroORM,
  options: SessionOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<RequestSession> {
  let reading = readings.get(req);
  if (!reading) {
    reading = (async () => {
      const em = orm.em.fork();
      const session = await readSession(req, res, options);
      const signedIn = await signedInFor(em, session);
      return { em, session, signedIn, user: signedIn?.complete ? signedIn.user : null };
    })();
    readings.set(req, reading);
  }
  return reading;
}

/** Builds the per-request tRPC context for one door: a fresh EntityManager, the session and its user. */
export function contextFactory(
  orm: MikroORM,
  services: AppServices,
  session: SessionOptions,
  door: Context['door'],
) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => {
    // A signed-in caller's user row is read here, before any procedure: an outage must be a 503 here too.
    const {
      em,
      session: handle,
      user,
      signedIn,
    } = await requestSession(orm, session, req, res).catch((error: unknown) => {
      throw isDatabaseUnavailable(error) ? databaseUnavailable(error, res) : error;
    });
    const knownDevice = () => readKnownDevice(req, res, session);
    return {
      ...services,
      em,
      session: handle,
      knownDevice,
      user,
      signedIn,
      ip: req.ip ?? 'unknown',
      door,
      req,
      res,
    };
  };
}
