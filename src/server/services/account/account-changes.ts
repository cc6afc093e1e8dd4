import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT } from '../../../common/messages';
import { Passkey, RecoveryCode, type User } from '../../entities';
import { NotFound } from '../errors';
import { hashPassword } from '../passwords';

// The owner's own changes to his account from the panel (routers/admin/account.ts checks who may make them and
// with what proof; these only write them).

/** Turns on the authenticator app: its secret, and the step of the code that confirmed it (used up). */
export async function turnOnTotp(em: EntityManager, user: User, secret: string, step: number) {
  user.totpSecret = secret;
  user.totpLastStep = step;
  await em.flush();
}

/** Turns off the authenticator app; the recovery codes go with it when it was the last second factor. */
export async function turnOffTotp(em: EntityManager, user: User, lastFactor: boolean) {
  user.totpSecret = null;
  user.totpLastStep = null;
  if (lastFactor) await em.nativeDelete(RecoveryCode, { userId: user.id });
  await em.flush();
}

/** One of the user's passkeys, or a 404. */
export async function passkeyOf(em: EntityManager, userId: number, id: number): Promise<Passkey> {
  const passkey = await em.findOne(Passkey, { id, userId });
  if (!passkey) throw new NotFound(ACCOUNT.noSuchPasskey);
  return passkey;
}

export async function renamePasskey(em: EntityManager, passkey: Passkey, name: string) {
  passkey.name = name;
  await em.flush();
}

/** Removes a passkey; the recovery codes go with it when it was the last second factor. */
export async function removePasskey(em: EntityManager, passkey: Passkey, lastFactor: boolean) {
  await em.nativeDelete(Passkey, { id: passkey.id });
  if (lastFactor) await em.nativeDelete(RecoveryCode, { userId: passkey.userId });
}

/** The user's new password, stored as its hash, with the time it changed. */
export async function setPassword(em: EntityManager, user: User, password: string) {
  user.passwordHash = await hashPassword(password);
  user.passwordChangedAt = new Date();
  await em.flush();
}
