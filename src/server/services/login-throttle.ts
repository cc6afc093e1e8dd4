import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginAttempt } from '../entities';
import { countRefusal } from './refused-sign-ins';
import { lockUntilTransactionEnds } from './transaction-locks';

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

/** Always the username first, then the address: one order everywhere, so two attempts never deadlock. */
async function lockCaller(tx: EntityManager, username: string, ip: string) {
  for (const key of [`login:username:${username}`, `login:ip:${ip}`]) {
    await lockUntilTransactionEnds(tx, key);
  }
}

/**
 * Whether this attempt may have its password checked, decided and recorded in one step: in a transaction holding
 * advisory locks on the username and the address, count the failures in the window and insert this attempt, as
 * a provisional failure when admitted. Attempts arriving together (a batch, parallel requests through both doors,
 * several instances on one database) thus each count the ones before them: no more than the limit get through.
 * A refused attempt is counted into its username and address's row for the window, with its activity line
 * (refused-sign-ins.ts), so a flood of refusals adds no row per request.
 */
export async function admitAttempt(em: EntityManager, caller: LoginCaller): Promise<Admission> {
  const username = caller.username.slice(0, 100);
  return em.transactional(async (tx) => {
    await lockCaller(tx, username, caller.ip);
    const until = await throttledUntil(tx, { ...caller, username });
    if (until) {
      await countRefusal(tx, { username, ip: caller.ip }, THROTTLE_WINDOW_MS);
      return { admitted: false, until };
    }
    const attempt = tx.create(LoginAttempt, {
      username,
      ip: caller.ip,
      deviceId: caller.device?.id ?? null,
      succeeded: false,
      throttled: false,
    });
    await tx.flush();
    return { admitted: true, attemptId: attempt.id };
  });
}

/** Settles an admitted attempt as a success; a failure stays as it was recorded. */
export async function settleSuccess(em: EntityManager, attemptId: number) {
  await em.nativeUpdate(LoginAttempt, { id: attemptId }, { succeeded: true });
}

/**
 * An admitted attempt whose password was not checked after all (the server too busy): it no longer counts as a
 * failure, and is counted as a refusal like a throttled one, under the same locks.
 */
export async function settleUnchecked(em: EntityManager, attemptId: number, caller: LoginCaller) {
  const username = caller.username.slice(0, 100);
  await em.transactional(async (tx) => {
    await lockCaller(tx, username, caller.ip);
    await tx.nativeDelete(LoginAttempt, { id: attemptId });
    await countRefusal(tx, { username, ip: caller.ip }, THROTTLE_WINDOW_MS);
  });
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
