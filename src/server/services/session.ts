import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getIronSession, type IronSession, nodeCookies, type SessionOptions } from 'iron-session';
import { OWNER_MARKER_COOKIE } from '../../common/panel-addresses';
import { AdminSession, User } from '../entities';
import type { Env } from '../env';
import { Lru } from './lru';

export interface SessionData {
  /** The admin_sessions row of this browser's sign-in: deleting the row ends the session. */
  sessionId?: string;
  /**
   * The passkey_challenges row of the WebAuthn ceremony under way in this browser. The challenge itself stays on
   * the server: answering deletes the row, so an older copy of this cookie cannot answer it again.
   */
  challengeId?: string;
  /** The authenticator secret shown for enrolment, until a code from it confirms it. */
  pendingTotpSecret?: string;
}

export type SessionHandle = IronSession<SessionData>;

export const SESSION_TTL_SECONDS = 60 * 60 * 12;

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

/**
 * Session cookies this instance has unsealed, by their sealed value. The panel sends the same cookie with every
 * call, and unsealing one (iron's key derivation, HMAC and decryption through WebCrypto) was about a tenth of a
 * signed-in call's CPU (docs/security.md#sessions). A seal's content never changes, so its reading is kept until
 * the seal's own expiry; whether the sign-in still stands is asked of its row on every request (`signedInFor`).
 * Only seals this server made can get in, and anyone can have one made (a sign-in's challenge), so the count is
 * bounded: an entry pushed out is unsealed again. One table per server's options (so per secret): a seal is only
 * ever recognised by the server that could unseal it.
 */
const unsealedSeals = new WeakMap<SessionOptions, Lru<{ data: SessionData; expires: number }>>();
function unsealedSealsOf(options: SessionOptions) {
  let seals = unsealedSeals.get(options);
  if (!seals) {
    seals = new Lru({ maxEntries: 1_000 }, () => 0);
    unsealedSeals.set(options, seals);
  }
  return seals;
}

/** When a seal stops being valid (iron's format: `Fe26.2*id*salt*iv*data*expiry*salt*mac`), or null. */
function expiryOf(seal: string) {
  const expiry = seal.split('*')[5];
  return expiry && /^[1-9]\d{0,15}$/.test(expiry) ? Number(expiry) : null;
}

/**
 * The browser's session: its cookie's reading kept from an earlier request when there is one (`unsealedSeals`),
 * else unsealed by iron-session. Either way a handle whose `save` and `destroy` write this response's cookie.
 */
export async function readSession(req: IncomingMessage, res: ServerResponse, options: SessionOptions) {
  const jar = nodeCookies(req, res);
  const seal = jar.read(options.cookieName);
  const seals = unsealedSealsOf(options);
  const known = seal ? seals.get(seal) : undefined;
  if (known && Date.now() < known.expires) {
    // iron-session reads no seal, so unseals nothing, and hands back an empty handle to fill. (Its cookie, whole
    // or in chunks: `name.0`, `name.1`.)
    const isSessionCookie = (name: string) =>
      name === options.cookieName || name.startsWith(`${options.cookieName}.`);
    let hidingSeal = true;
    const session = await getIronSession<SessionData>(
      { ...jar, read: (name) => (hidingSeal && isSessionCookie(name) ? undefined : jar.read(name)) },
      options,
    );
    hidingSeal = false;
    // A copy: a procedure may change its session's data and not save it.
    return Object.assign(session, structuredClone(known.data));
  }
  const session = await getIronSession<SessionData>(jar, options);
  const expires = seal && expiryOf(seal);
  if (seal && expires && Object.keys(session).length > 0)
    seals.set(seal, { data: structuredClone({ ...session }), expires });
  return session;
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

/** A browser's sign-in: its row and its user, and whether the second factor is done (`complete`). */
export interface SignedIn {
  account: AdminSession;
  user: User;
  complete: boolean;
}

/** How often a request moves a session's "last seen" forward (one write a minute at most). */
const LAST_SEEN_STEP_MS = 60_000;

interface SessionQuery {
  sql: string;
  sessionColumns: string[];
  userColumns: string[];
}

/** The query of `sessionWithUser` and the columns it selects, made once per ORM from its entities' metadata. */
const sessionQueries = new WeakMap<object, SessionQuery>();

function sessionQueryOf(em: EntityManager): SessionQuery {
  const metadata = em.getMetadata();
  let query = sessionQueries.get(metadata);
  if (!query) {
    const [session, user] = [metadata.get(AdminSession), metadata.get(User)];
    const sessionColumns = session.props.flatMap((prop) => prop.fieldNames ?? []);
    const userColumns = user.props.flatMap((prop) => prop.fieldNames ?? []);
    const selected = [
      ...sessionColumns.map((name, index) => `s."${name}" as s${index}`),
      ...userColumns.map((name, index) => `u."${name}" as u${index}`),
    ];
    const sql =
      `select ${selected.join(', ')} from "${session.tableName}" s join "${user.tableName}" u ` +
      `on u."${user.properties.id.fieldNames[0]}" = s."${session.properties.userId.fieldNames[0]}" ` +
      `where s."${session.properties.id.fieldNames[0]}" = ?`;
    query = { sql, sessionColumns, userColumns };
    sessionQueries.set(metadata, query);
  }
  return query;
}

/** One table's row out of the joined one: its columns were selected as `<prefix><index>`. */
function rowOf(joined: Record<string, unknown>, prefix: string, columns: string[]) {
  const row: Record<string, unknown> = {};
  columns.forEach((name, index) => {
    row[name] = joined[`${prefix}${index}`];
  });
  return row;
}

/**
 * A session row and its user in one query, both managed by `em` (a procedure may change the user and flush):
 * every admin request reads them before anything else, and two `findOne` (two round trips, two queries built)
 * were most of the database work of a small one (docs/security.md#sessions). SQL: a join built once, its rows
 * handed to the ORM (`em.map`).
 */
async function sessionWithUser(em: EntityManager, id: string) {
  const { sql, sessionColumns, userColumns } = sessionQueryOf(em);
  const [joined] = await em.execute<Array<Record<string, unknown>>>(sql, [id]);
  if (!joined) return null;
  return {
    account: em.map(AdminSession, rowOf(joined, 's', sessionColumns)),
    user: em.map(User, rowOf(joined, 'u', userColumns)),
  };
}

/**
 * The sign-in this cookie names, while its row exists and is younger than the session's lifetime (the cookie's
 * own expiry is the browser's word; this is the server's). Cookies sealed before sessions had rows name none.
 */
export async function signedInFor(em: EntityManager, session: SessionHandle): Promise<SignedIn | null> {
  if (typeof session.sessionId !== 'string') return null;
  const found = await sessionWithUser(em, session.sessionId);
  if (!found) return null;
  const { account, user } = found;
  const now = Date.now();
  if (now - account.createdAt.getTime() > SESSION_TTL_SECONDS * 1000) {
    await em.nativeDelete(AdminSession, { id: account.id });
    return null;
  }
  if (now - account.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
    account.lastSeenAt = new Date(now);
    await em.nativeUpdate(AdminSession, { id: account.id }, { lastSeenAt: account.lastSeenAt });
  }
  return { account, user, complete: account.stage === 'full' };
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
