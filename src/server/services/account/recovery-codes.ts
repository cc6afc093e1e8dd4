import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RecoveryCode } from '../../entities';

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 16;

/** Lower case without spaces or dashes: how a code is compared, however it was typed. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Whether a typed text can be a recovery code at all (so it is not mistaken for an authenticator code). */
export const looksLikeRecoveryCode = (code: string) =>
  new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalizeRecoveryCode(code));

/** SHA-256 suffices: a code holds about 79 random bits, far beyond guessing even at a fast hash's speed. */
const hashOf = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function newCode(): string {
  const letters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return letters.match(/.{4}/g)?.join('-') ?? letters;
}

/**
 * A new set of codes for the user, replacing every earlier one (used or not): returned this once, stored only as
 * hashes.
 */
export async function replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await em.nativeDelete(RecoveryCode, { userId });
  for (const code of codes) em.create(RecoveryCode, { userId, codeHash: hashOf(code) });
  await em.flush();
  return codes;
}

/** Uses up a code: true once per code, in one statement, so two requests cannot both spend it. */
export async function spendRecoveryCode(em: EntityManager, userId: number, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const spent = await em.nativeUpdate(
    RecoveryCode,
    { userId, codeHash: hashOf(code), usedAt: null },
    { usedAt: new Date() },
  );
  return spent > 0;
}

/** How many unused codes the user has left. */
export const recoveryCodesLeft = (em: EntityManager, userId: number) =>
  em.count(RecoveryCode, { userId, usedAt: null });
