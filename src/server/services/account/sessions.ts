import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminSession, type User } from '../../entities';
import type { SessionHandle } from '../session';
import { deviceName } from './device-name';

export type SessionStage = 'password' | 'full';

/** Where a sign-in comes from: the browser's User-Agent and the caller's address. */
export interface Whereabouts {
  userAgent: string | undefined;
  ip: string;
}

/**
 * Starts a sign-in in this browser: a new row with a new random id (any row the cookie named before ends, so a
 * session id never outlives a change of who or how far signed in), sealed into the cookie.
 */
export async function startSession(
  em: EntityManager,
  handle: SessionHandle,
  user: Pick<User, 'id'>,
  stage: SessionStage,
  from: Whereabouts,
): Promise<AdminSession> {
  const previous = handle.sessionId;
  const account = em.create(AdminSession, {
    id: randomBytes(16).toString('base64url'),
    userId: user.id,
    stage,
    device: deviceName(from.userAgent).slice(0, 100),
    ip: from.ip.slice(0, 64),
  });
  if (typeof previous === 'string') await em.nativeDelete(AdminSession, { id: previous });
  await em.flush();
  handle.sessionId = account.id;
  handle.pendingTotpSecret = undefined;
  await handle.save();
  return account;
}

/** The second factor is done: the password-only session is replaced by a full one (a new id, same device). */
export async function completeSession(
  em: EntityManager,
  handle: SessionHandle,
  account: AdminSession,
): Promise<AdminSession> {
  return startSession(em, handle, { id: account.userId }, 'full', {
    userAgent: undefined,
    ip: account.ip,
  }).then(async (fresh) => {
    fresh.device = account.device;
    fresh.createdAt = account.createdAt;
    await em.flush();
    return fresh;
  });
}

/** The signed-in devices of a user, the most recently seen first. */
export function sessionsOf(em: EntityManager, userId: number) {
  return em.find(AdminSession, { userId, stage: 'full' }, { orderBy: { lastSeenAt: 'desc' } });
}

/** Ends one session of the user; false when it no longer exists. */
export async function endSession(em: EntityManager, userId: number, id: string): Promise<boolean> {
  return (await em.nativeDelete(AdminSession, { id, userId })) > 0;
}

/** Ends every session of the user but `keep` (a password or factor change, "sign out everywhere else"). */
export async function endOtherSessions(em: EntityManager, userId: number, keep?: string): Promise<number> {
  return em.nativeDelete(AdminSession, keep ? { userId, id: { $ne: keep } } : { userId });
}
