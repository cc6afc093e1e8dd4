import { ACCOUNT } from '../../../common/messages';
import type { FactorProof } from '../../../common/schemas/account';
import type { User } from '../../entities';
import { verifyPasskey } from '../../services/account/passkeys';
import { replaceRecoveryCodes } from '../../services/account/recovery-codes';
import { checkCode, factorsOf, hasSecondFactor } from '../../services/account/second-factor';
import { endOtherSessions } from '../../services/account/sessions';
import { InvalidInput } from '../../services/errors';
import { recordActivity } from '../../services/history/activity';
import type { Context } from '../../trpc/context';
import { finishSignIn, tellOwner, throttleCallerOf } from '../public/sign-in-steps';

// The account router's steps (routers/admin/account.ts): the proof a change needs, what follows a new factor.

/** An account procedure's REST address (under /admin/account) and summary. */
export const account = (path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', summary: string) => ({
  openapi: { method, path: `/admin/account${path}` as const, tags: ['account'], summary },
  invalidates: [],
});

/** A line in the owner's activity log for a change to his account. */
export async function logAccountChange(ctx: Context, user: User, summary: string) {
  await recordActivity(
    ctx.em,
    { username: user.username, ip: ctx.ip },
    { action: 'account-change', entityType: 'sign-in', entityKey: user.username, summary },
  );
}

/** This browser's session id (kept when the others end). */
export const thisSession = (ctx: Context) =>
  typeof ctx.session?.sessionId === 'string' ? ctx.session.sessionId : undefined;

/**
 * A change to the account needs the second factor again, not just the session: a code (held to the sign-in
 * throttle) or a passkey's answer to this browser's `proofOptions`. An owner with no second factor (only where
 * none is required) has none to give.
 */
export async function requireProof(ctx: Context, user: User, proof: FactorProof) {
  if (!hasSecondFactor(await factorsOf(ctx.em, user))) return;
  if (proof?.passkey && ctx.session) {
    await verifyPasskey(ctx.em, ctx.env, ctx.session, 'proof', proof.passkey as never, {
      userId: user.id,
      requireUserVerification: false,
    });
    return;
  }
  if (!proof?.code) throw InvalidInput.field('proof', ACCOUNT.proofRequired);
  const kind = await checkCode(ctx.em, await throttleCallerOf(ctx, user.username), user, proof.code);
  if (!kind) throw InvalidInput.field('proof.code', ACCOUNT.wrongCode);
}

/**
 * A factor was added: the owner hears of it, the other devices sign out, and a first factor comes with recovery
 * codes (and, during the enrolment that follows a password sign-in, finishes that sign-in).
 */
export async function factorAdded(
  ctx: Context & { enrolling: boolean },
  user: User,
  what: string,
  hadFactor: boolean,
): Promise<{ recoveryCodes: string[] | null }> {
  const recoveryCodes = hadFactor ? null : await replaceRecoveryCodes(ctx.em, user.id);
  if (ctx.enrolling) await finishSignIn(ctx, user, `password and new ${what}`);
  await endOtherSessions(ctx.em, user.id, thisSession(ctx));
  await logAccountChange(ctx, user, `Added a second factor: ${what}`);
  tellOwner(ctx, user, 'factor-added', what);
  return { recoveryCodes };
}
