import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginAttempt } from '../entities';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface LoginCaller {
  username: string;
  ip: string;
  /** This browser's known-device cookie, when it has one: its id, and whether it signed in as `username` before. */
  device?: { id: string; signedInAsUsername: boolean };
}

/** The browser's id when it has signed in as this username before. */
const knownDeviceOf = (caller: LoginCaller) =>
  caller.device?.signedInAsUsername ? caller.device.id : undefined;

export type Admission = { admitted: true; attemptId: number } | { admitted: false; until: Date };

/**
 * Whether this attempt may have its password checked, decided and recorded in one step: in a transaction holding
 * advisory locks on the username and the address, count the failures in the window and insert this attempt, as
 * a provisional failure when admitted. Attempts arriving together (a batch, parallel requests through both doors,
 * several instances on one database) thus each count the ones before them: no more than the limit get through.
 */
export async function admitAttempt(em: EntityManager, caller: LoginCaller): Promise<Admission> {
  const username = caller.username.slice(0, 100);
  return em.transactional(async (tx) => {
    // Always the username first, then the address: one order everywhere, so two attempts never deadlock.
    for (const key of [`login:username:${username}`, `login:ip:${caller.ip}`]) {
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
    }
    const until = await throttledUntil(tx, { ...caller, username });
    const attempt = tx.create(LoginAttempt, {
      username,
      ip: caller.ip,
      deviceId: caller.device?.id ?? null,
      succeeded: false,
      throttled: until !== null,
    });
    await tx.flush();
    return until ? { admitted: false, until } : { admitted: true, attemptId: attempt.id };
  });
}

/** Settles an admitted attempt: a success, or one whose password was not checked after all; a failure stays. */
export async function settleAttempt(
  em: EntityManager,
  attemptId: number,
  outcome: 'succeeded' | 'unchecked',
) {
  const change = outcome === 'succeeded' ? { succeeded: true } : { throttled: true };
  await em.nativeUpdate(LoginAttempt, { id: attemptId }, change);
}

/**
 * When the caller must wait, the time its sign-in becomes possible again. Attempts that were refused (or not
 * checked) do not count.
 *
 * A username's failures from every address count together, against guessing from many addresses, and an
 * address's failures across usernames count together, against guessing many usernames. But then anyone could keep
 * the one administrator out by failing on purpose, on her username or from her address (or an address a trusted
 * proxy lets them claim). So a browser that has signed in as this username before (a sealed cookie) is held to
 * its own failures only.
 */
async function throttledUntil(em: EntityManager, caller: LoginCaller): Promise<Date | null> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const deviceId = knownDeviceOf(caller);
  const checks = deviceId
    ? [{ where: { username: caller.username, deviceId }, limit: MAX_FAILURES_PER_USERNAME }]
    : [
        { where: { username: caller.username }, limit: MAX_FAILURES_PER_USERNAME },
        { where: { ip: caller.ip }, limit: MAX_FAILURES_PER_IP },
      ];
  let until: Date | null = null;
  for (const check of checks) {
    const failures = await em.find(
      LoginAttempt,
      { ...check.where, succeeded: false, throttled: false, createdAt: { $gt: since } },
      { orderBy: { createdAt: 'desc' }, limit: check.limit, fields: ['createdAt'] },
    );
    const oldestCounted = failures[check.limit - 1];
    if (oldestCounted) {
      const freeAt = new Date(oldestCounted.createdAt.getTime() + THROTTLE_WINDOW_MS);
      if (!until || freeAt > until) until = freeAt;
    }
  }
  return until;
}
