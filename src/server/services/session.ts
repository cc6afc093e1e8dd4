import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getIronSession, type IronSession, nodeCookies, type SessionOptions } from 'iron-session';
import { User } from '../entities';
import type { Env } from '../env';

export interface SessionData {
  userId: number;
  /** users.session_version when the cookie was issued; a logout bumps it and the cookie stops working. */
  version: number;
}

export type SessionHandle = IronSession<SessionData>;

const SESSION_TTL_SECONDS = 60 * 60 * 12;

export function sessionOptions(env: Env, secret: string): SessionOptions {
  const secure = env.publicUrl.startsWith('https://');
  return {
    // Browsers only accept __Host- cookies that are Secure, host-only and scoped to "/".
    cookieName: secure ? '__Host-scb_session' : 'scb_session',
    password: secret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

export function readSession(req: IncomingMessage, res: ServerResponse, options: SessionOptions) {
  return getIronSession<SessionData>(nodeCookies(req, res), options);
}

export async function userForSession(em: EntityManager, session: SessionHandle): Promise<User | null> {
  if (!session.userId) return null;
  const user = await em.findOne(User, { id: session.userId });
  return user && user.sessionVersion === session.version ? user : null;
}
