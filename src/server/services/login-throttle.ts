import type { EntityManager } from '@mikro-orm/postgresql';
import { LoginAttempt } from '../entities';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * When the caller must wait, the time its sign-in becomes possible again; computed from login_attempts
 * so it holds across app instances. Attempts already refused by the throttle do not count.
 *
 * A username's failures from every address count together, against guessing from many addresses; but then anyone
 * could keep the one administrator out by failing on purpose. So a browser that has signed in as this username
 * before (`knownDevice`, a sealed cookie) is held only to the failures from its own address.
 */
export async function throttledUntil(
  em: EntityManager,
  username: string,
  ip: string,
  knownDevice = false,
): Promise<Date | null> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const checks = [
    { where: knownDevice ? { username, ip } : { username }, limit: MAX_FAILURES_PER_USERNAME },
    { where: { ip }, limit: MAX_FAILURES_PER_IP },
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

export async function recordAttempt(
  em: EntityManager,
  attempt: { username: string; ip: string; succeeded: boolean; throttled?: boolean },
): Promise<void> {
  em.create(LoginAttempt, { throttled: false, ...attempt, username: attempt.username.slice(0, 100) });
  await em.flush();
}
