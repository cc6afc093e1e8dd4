import type { EntityManager } from '@mikro-orm/postgresql';
import { ActivityEntry, LoginAttempt } from '../entities';
import { logActivity } from './history/activity';

/**
 * Past this many rows of refusals in one window, an address's refusals under yet other usernames share one row
 * (username null), and so do a username's from yet other addresses (address null): a client cycling through
 * names or addresses cannot add a row per request either. Refusals happen only once a username or an address is
 * over its limit, and getting there takes checked passwords, so the rows per window stay few.
 */
export const MAX_REFUSAL_ROWS = 20;

export interface Refusal {
  /** Already cut to the column's length, as the advisory lock's key is. */
  username: string;
  ip: string;
}

type RefusalKey = { username: string | null; ip: string | null };

const ACTION = 'sign-in-throttled';

/** The activity line of a counted refusal: "212 refused sign-ins (too many attempts) as "flood-1"". */
export function refusedSummary(count: number, key: RefusalKey): string {
  const who = key.username === null ? 'several usernames' : `"${key.username}"`;
  const where = key.ip === null ? ' from several addresses' : '';
  const what = count === 1 ? 'Refused sign-in' : `${count.toLocaleString('en-US')} refused sign-ins`;
  return `${what} (too many attempts) as ${who}${where}`;
}

/**
 * Counts a refused sign-in (throttled, or the server too busy to check its password) into the row of its
 * username and address for the current window, and into the activity line that mirrors it, instead of adding a
 * row to each table per request. The caller's transaction holds the advisory locks on the username and the
 * address (login-throttle.ts), and every row this touches is keyed by one of them, so the find-then-update
 * below cannot interleave with another request's, on this instance or another.
 */
export async function countRefusal(tx: EntityManager, refusal: Refusal, windowMs: number, now = new Date()) {
  const since = new Date(now.getTime() - windowMs);
  const key = await refusalKey(tx, refusal, since);
  const row = await tx.findOne(
    LoginAttempt,
    { ...key, throttled: true, createdAt: { $gt: since } },
    { orderBy: { id: 'desc' } },
  );
  if (row) {
    row.attempts += 1;
    row.lastAt = now;
  } else {
    tx.create(LoginAttempt, { ...key, deviceId: null, succeeded: false, throttled: true, createdAt: now });
  }
  const line = await tx.findOne(
    ActivityEntry,
    { action: ACTION, entityType: 'sign-in', entityKey: key.username, ip: key.ip, at: { $gt: since } },
    { orderBy: { id: 'desc' } },
  );
  if (line) {
    line.count += 1;
    line.lastAt = now;
    line.summary = refusedSummary(line.count, key);
  } else {
    logActivity(
      tx,
      { username: null, ip: key.ip },
      { action: ACTION, entityType: 'sign-in', entityKey: key.username, summary: refusedSummary(1, key) },
    );
  }
  await tx.flush();
}

/** The row this refusal counts into: its own username and address, or a shared one past MAX_REFUSAL_ROWS. */
async function refusalKey(tx: EntityManager, refusal: Refusal, since: Date): Promise<RefusalKey> {
  const open = { throttled: true, createdAt: { $gt: since } };
  const own = { username: refusal.username, ip: refusal.ip };
  if (await tx.count(LoginAttempt, { ...open, ...own })) return own;
  if ((await tx.count(LoginAttempt, { ...open, ip: refusal.ip })) >= MAX_REFUSAL_ROWS) {
    return { username: null, ip: refusal.ip };
  }
  if ((await tx.count(LoginAttempt, { ...open, username: refusal.username })) >= MAX_REFUSAL_ROWS) {
    return { username: refusal.username, ip: null };
  }
  return own;
}
