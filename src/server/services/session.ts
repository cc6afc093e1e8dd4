import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getIronSession, type IronSession, nodeCookies, type SessionOptions } from 'iron-session';
import { OWNER_MARKER_COOKIE } from '../../common/panel-addresses';
import { User } from '../entities';
import type { Env } from '../env';

export interface SessionData {
  userId: number;
  /** users.session_version when the cookie was issued; a logout bumps it and the cookie stops working. */
  version: number;
}

export type SessionHandle = IronSession<SessionData>;

const SESSION_TTL_SECONDS = 60 * 60 * 12;

/** Cookies are Secure when the site is served over HTTPS. */
const secureCookies = (env: Pick<Env, 'publicUrl'>) => env.publicUrl.startsWith('https://');

export function sessionOptions(env: Env, secret: string): SessionOptions {
  const secure = secureCookies(env);
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

/**
 * A browser that has signed in as this username before (a sealed cookie of its own, kept after logout: it grants
 * nothing by itself). Its sign-ins are held to its own failures only, recorded under its id, so failures from
 * elsewhere cannot lock it out: see services/login-throttle.ts.
 */
export interface KnownDeviceData {
  username: string;
  /** A random id given at its first sign-in (cookies sealed before ids existed get one at their next). */
  id?: string;
}
export type KnownDeviceHandle = IronSession<KnownDeviceData>;

/** About as long as browsers keep a cookie (400 days). */
const KNOWN_DEVICE_TTL_SECONDS = 60 * 60 * 24 * 400;

export function readKnownDevice(req: IncomingMessage, res: ServerResponse, session: SessionOptions) {
  return getIronSession<KnownDeviceData>(nodeCookies(req, res), {
    ...session,
    cookieName: session.cookieName.replace('_session', '_device'),
    ttl: KNOWN_DEVICE_TTL_SECONDS,
  });
}

export async function userForSession(em: EntityManager, session: SessionHandle): Promise<User | null> {
  if (!session.userId) return null;
  const user = await em.findOne(User, { id: session.userId });
  return user && user.sessionVersion === session.version ? user : null;
}

/**
 * The "this browser has signed in" marker (common/panel-addresses.ts): readable by the page's script, so it holds
 * no secret and grants nothing; it only reveals the "Edit this page" link on the cached public pages. Set beside
 * the session, for as long, and cleared at sign-out (docs/security.md).
 */
export function ownerMarkerCookie(env: Pick<Env, 'publicUrl'>, signedIn: boolean): string {
  const secure = secureCookies(env) ? '; Secure' : '';
  const value = signedIn ? `1; Max-Age=${SESSION_TTL_SECONDS}` : '; Max-Age=0';
  return `${OWNER_MARKER_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}
