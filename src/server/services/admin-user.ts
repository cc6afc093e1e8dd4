import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loginInput } from '../../common/schemas/auth';
import { AdminSession, Passkey, RecoveryCode, User } from '../entities';
import { logActivity } from './history/activity';
import { hashPassword } from './passwords';

/** The user signing in with this username, if there is one. */
export const userNamed = (em: EntityManager, username: string) => em.findOne(User, { username });

/** The user a passkey belongs to (it must exist). */
export const userWithId = (em: EntityManager, id: number) => em.findOneOrFail(User, { id });

/**
 * Creates the user or gives it a new password. An existing account is reset whole (the break-glass of
 * docs/operations.md): every session ends, and its passkeys, authenticator app and recovery codes are removed, so
 * whoever set the password enrols a new second factor at the next sign-in.
 */
export async function setAdminPassword(em: EntityManager, username: string, password: string): Promise<User> {
  const passwordHash = await hashPassword(password);
  const existing = await em.findOne(User, { username });
  if (existing) {
    existing.passwordHash = passwordHash;
    existing.passwordChangedAt = new Date();
    existing.totpSecret = null;
    existing.totpLastStep = null;
    await em.flush();
    await em.nativeDelete(AdminSession, { userId: existing.id });
    await em.nativeDelete(Passkey, { userId: existing.id });
    await em.nativeDelete(RecoveryCode, { userId: existing.id });
    return existing;
  }
  const user = em.create(User, { username, passwordHash });
  await em.flush();
  return user;
}

export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/** Why `npm run admin:password` did nothing: a text for the operator, who can act on it. */
export class AdminChoiceRefused extends Error {}

/** Whose password to set: the one named, the only administrator when none is, or a new one when `create`. */
export interface PasswordTarget {
  username?: string | undefined;
  create?: boolean;
}

const CREATE_HINT = 'npm run admin:password -- --create <username>';

/**
 * Sets the password of the administrator the operator means (docs/operations.md), ending its sessions. Never
 * creates an account unless asked with `create`: an operator who mistypes a name, or relies on the default
 * ADMIN_USERNAME after the owner's account was renamed, would otherwise get a second account and leave the
 * owner's password as it was.
 */
export async function changeAdminPassword(
  em: EntityManager,
  target: PasswordTarget,
  password: string,
): Promise<{ username: string; created: boolean }> {
  const admins = (await em.find(User, {}, { orderBy: { id: 'asc' }, fields: ['username'] })).map(
    (user) => user.username,
  );
  const listed = admins.map((name) => `"${name}"`).join(', ');
  const name = target.username?.trim();
  if (target.create) {
    const checked = loginInput.shape.username.safeParse(name ?? '');
    if (!checked.success)
      throw new AdminChoiceRefused(checked.error.issues[0]?.message ?? 'Invalid username');
    if (admins.includes(checked.data)) {
      throw new AdminChoiceRefused(
        `There is already an administrator "${checked.data}"; to change its password, leave out --create.`,
      );
    }
    await setAdminPassword(em, checked.data, password);
    return { username: checked.data, created: true };
  }
  if (admins.length === 0) {
    throw new AdminChoiceRefused(`There is no administrator yet. To create one: ${CREATE_HINT}`);
  }
  if (name && !admins.includes(name)) {
    throw new AdminChoiceRefused(
      `There is no administrator "${name}". Administrators: ${listed}. To create a new one: ${CREATE_HINT}`,
    );
  }
  const chosen = name ?? (admins.length === 1 ? admins[0] : undefined);
  if (!chosen) {
    throw new AdminChoiceRefused(
      `There are ${admins.length} administrators: ${listed}. Name the one whose password to set: npm run admin:password -- <username>`,
    );
  }
  await setAdminPassword(em, chosen, password);
  logActivity(
    em,
    { username: null, ip: null },
    {
      action: 'account-change',
      entityType: 'sign-in',
      entityKey: chosen,
      summary: `Password of "${chosen}" reset on the server (npm run admin:password): every session ended, second factors removed`,
    },
  );
  await em.flush();
  return { username: chosen, created: false };
}
