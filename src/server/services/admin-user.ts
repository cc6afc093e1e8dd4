import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities';
import { hashPassword } from './passwords';

/** Creates the user or gives it a new password; either way every session it had ends. */
export async function setAdminPassword(em: EntityManager, username: string, password: string): Promise<User> {
  const passwordHash = await hashPassword(password);
  const existing = await em.findOne(User, { username });
  if (existing) {
    existing.passwordHash = passwordHash;
    existing.sessionVersion += 1;
    await em.flush();
    return existing;
  }
  const user = em.create(User, { username, passwordHash });
  await em.flush();
  return user;
}

export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
