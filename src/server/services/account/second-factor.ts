import type { EntityManager } from '@mikro-orm/postgresql';
import { REFUSALS } from '../../../common/messages';
import { Passkey, type User } from '../../entities';
import type { Env } from '../../env';
import { TooMany } from '../errors';
import { admitAttempt, type LoginCaller, settleSuccess } from '../login-throttle';
import { looksLikeRecoveryCode, recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import { acceptTotpCode } from './totp';

/** What stands after the password: nothing, a second factor to verify, or one to enrol first. */
export type NextStep = 'done' | 'verify' | 'enrol';

export interface Factors {
  passkeys: number;
  totp: boolean;
  recoveryCodesLeft: number;
}

export async function factorsOf(em: EntityManager, user: User): Promise<Factors> {
  return {
    passkeys: await em.count(Passkey, { userId: user.id }),
    totp: Boolean(user.totpSecret),
    recoveryCodesLeft: await recoveryCodesLeft(em, user.id),
  };
}

export const hasSecondFactor = (factors: Factors) => factors.passkeys > 0 || factors.totp;

/**
 * After a right password: an owner with a second factor always verifies it (he set it up); one without enrols
 * one when the site requires it (always in production), and is otherwise signed in.
 */
export function stepAfterPassword(env: Pick<Env, 'secondFactorRequired'>, factors: Factors): NextStep {
  if (hasSecondFactor(factors)) return 'verify';
  return env.secondFactorRequired ? 'enrol' : 'done';
}

/** An authenticator code is six digits (spaces typed between them are dropped). */
const asTotpCode = (code: string) => {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

/** Which kind of code was used: the e-mail and the activity line say so. */
export type CodeKind = 'authenticator' | 'recovery';

/**
 * Checks an authenticator or recovery code of `user`, held to the sign-in throttle exactly as a password is: the
 * attempt is admitted and recorded under the username, address and known device, counted as a failure unless the
 * code is right, so guessing codes costs the same tries as guessing passwords. Throws TooMany when throttled.
 */
export async function checkCode(
  em: EntityManager,
  caller: LoginCaller,
  user: User,
  code: string,
): Promise<CodeKind | null> {
  const admission = await admitAttempt(em, caller);
  if (!admission.admitted) {
    const minutes = Math.max(1, Math.ceil((admission.until.getTime() - Date.now()) / 60_000));
    throw new TooMany(REFUSALS.signInThrottled(minutes), minutes * 60);
  }
  const digits = asTotpCode(code);
  let kind: CodeKind | null = null;
  if (digits) kind = (await acceptTotpCode(em, user, digits)) ? 'authenticator' : null;
  else if (looksLikeRecoveryCode(code))
    kind = (await spendRecoveryCode(em, user.id, code)) ? 'recovery' : null;
  if (kind) await settleSuccess(em, admission.attemptId);
  return kind;
}
