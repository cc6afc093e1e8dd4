import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { SignInAction } from '../../../common/history';
import { ACCOUNT, MESSAGES, REFUSALS } from '../../../common/messages';
import { passkeyAssertion, secondFactorCode } from '../../../common/schemas/account';
import { loginInput, signInOutput } from '../../../common/schemas/auth';
import { authenticationOptions, verifyPasskey } from '../../services/account/passkeys';
import { checkCode } from '../../services/account/second-factor';
import { endOtherSessions, endSession } from '../../services/account/sessions';
import { userNamed, userWithId } from '../../services/admin-user';
import { InvalidInput, TooMany } from '../../services/errors';
import { recordActivity } from '../../services/history/activity';
import { admitAttempt, settleSuccess, settleUnchecked } from '../../services/login-throttle';
import { verifyPassword } from '../../services/passwords';
import { ownerMarkerCookie } from '../../services/session';
import { GateFull } from '../../services/work-gate';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/procedures';
import { beginSignIn, finishSignIn, signInStateOf, stepOf, throttleCallerOf } from './sign-in-steps';

/** The outcomes logged here one line each; refused ones are counted by the throttle. */
type SignInOutcome = Exclude<SignInAction, 'sign-in-throttled'>;

const SIGN_IN_SUMMARIES: Record<SignInOutcome, string> = {
  'sign-in': 'Signed in as',
  'sign-in-failed': 'Failed sign-in as',
};

/**
 * Every sign-in attempt goes into the activity log the owner reads: the login page says attempts are logged.
 * Refused ones are counted into one line per username and address by the throttle (services/refused-sign-ins.ts).
 */
async function logSignIn(ctx: Context, outcome: SignInOutcome, username: string, how = '') {
  const tried = username.slice(0, 100);
  await recordActivity(
    ctx.em,
    { username: outcome === 'sign-in' ? tried : null, ip: ctx.ip },
    {
      action: outcome,
      entityType: 'sign-in',
      entityKey: tried,
      summary: `${SIGN_IN_SUMMARIES[outcome]} "${tried}"${how}`,
    },
  );
}

/** The sign-in of this browser that waits for its second factor, or a 401 saying to start with the password. */
function waitingSignIn(ctx: Context) {
  const waiting = ctx.signedIn && !ctx.signedIn.complete ? ctx.signedIn : null;
  if (!waiting) throw new TRPCError({ code: 'UNAUTHORIZED', message: ACCOUNT.noPendingSignIn });
  return waiting;
}

/** Ends this browser's session (its row and its cookie); other devices stay signed in. */
async function signOutHere(ctx: Context) {
  if (ctx.signedIn) await endSession(ctx.em, ctx.signedIn.user.id, ctx.signedIn.account.id);
  ctx.session?.destroy();
  ctx.res?.appendHeader('Set-Cookie', ownerMarkerCookie(ctx.env, false));
}

export const authRouter = router({
  me: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/me',
        tags: ['auth'],
        summary: 'The signed-in administrator, and whether a second factor is still to come',
      },
    })
    .input(z.void())
    .output(signInOutput)
    .query(async ({ ctx }) => {
      if (!ctx.signedIn) throw new TRPCError({ code: 'UNAUTHORIZED', message: REFUSALS.notSignedIn });
      const { user, complete } = ctx.signedIn;
      return signInStateOf(ctx, user, complete ? 'done' : await stepOf(ctx, user));
    }),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in' } })
    .input(loginInput)
    .output(signInOutput)
    .mutation(async ({ ctx, input }) => {
      const caller = await throttleCallerOf(ctx, input.username);
      const admission = await admitAttempt(ctx.em, caller);
      if (!admission.admitted) {
        const minutes = Math.max(1, Math.ceil((admission.until.getTime() - Date.now()) / 60_000));
        throw new TooMany(REFUSALS.signInThrottled(minutes), minutes * 60);
      }
      const user = await userNamed(ctx.em, input.username);
      const valid = await verifyPassword(user?.passwordHash, input.password).catch(async (error: unknown) => {
        if (!(error instanceof GateFull)) throw error;
        await settleUnchecked(ctx.em, admission.attemptId, caller);
        throw new TooMany(REFUSALS.signInBusy, 5);
      });
      if (!user || !valid || !ctx.session) {
        await logSignIn(ctx, 'sign-in-failed', input.username);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials });
      }
      await settleSuccess(ctx.em, admission.attemptId);
      const step = await stepOf(ctx, user);
      if (step === 'done') {
        await finishSignIn(ctx, user, 'password');
      } else {
        // The password is right; nothing answers this browser until the second factor is done too.
        await beginSignIn(ctx, user, 'password');
        await logSignIn(ctx, 'sign-in', user.username, ': password right, second factor to come');
      }
      return signInStateOf(ctx, user, step);
    }),

  verifyCode: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/second-factor',
        tags: ['auth'],
        summary: 'Finish signing in with an authenticator code or a recovery code',
      },
    })
    .input(z.object({ code: secondFactorCode }))
    .output(signInOutput)
    .mutation(async ({ ctx, input }) => {
      const { user } = waitingSignIn(ctx);
      const kind = await checkCode(ctx.em, await throttleCallerOf(ctx, user.username), user, input.code);
      if (!kind) {
        await logSignIn(ctx, 'sign-in-failed', user.username, ': wrong second-factor code');
        throw InvalidInput.field('code', ACCOUNT.wrongCode);
      }
      await finishSignIn(ctx, user, kind === 'recovery' ? 'recovery code' : 'authenticator code');
      return signInStateOf(ctx, user, 'done');
    }),

  passkeyOptions: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/passkey/options',
        tags: ['auth'],
        summary: 'Options for signing in (or finishing a sign-in) with a passkey',
      },
    })
    .input(z.void())
    .output(z.object({ options: z.record(z.string(), z.unknown()) }))
    .mutation(async ({ ctx }) => {
      if (!ctx.session) throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT.passkeyFailed });
      const waiting = ctx.signedIn && !ctx.signedIn.complete ? ctx.signedIn.user : undefined;
      const options = await authenticationOptions(ctx.em, ctx.env, ctx.session, 'sign-in', waiting);
      return { options: options as unknown as Record<string, unknown> };
    }),

  passkeySignIn: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/passkey',
        tags: ['auth'],
        summary: 'Sign in with a passkey (both factors), or finish a password sign-in with one',
      },
    })
    .input(z.object({ response: passkeyAssertion }))
    .output(signInOutput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.session) throw InvalidInput.field('response', ACCOUNT.passkeyFailed);
      const waiting = ctx.signedIn && !ctx.signedIn.complete ? ctx.signedIn.user : null;
      // Alone, the passkey stands for both factors: its holder must have been verified by it (PIN, biometrics).
      const passkey = await verifyPasskey(ctx.em, ctx.env, ctx.session, 'sign-in', input.response as never, {
        ...(waiting ? { userId: waiting.id } : {}),
        requireUserVerification: !waiting,
      });
      const user = waiting ?? (await userWithId(ctx.em, passkey.userId));
      await finishSignIn(ctx, user, `passkey "${passkey.name}"`);
      return signInStateOf(ctx, user, 'done');
    }),

  logout: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'Sign out of this device' },
    })
    .input(z.void())
    .output(z.object({ success: z.boolean() }))
    .mutation(async ({ ctx }) => {
      await signOutHere(ctx);
      return { success: true };
    }),

  logoutEverywhere: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout-everywhere',
        tags: ['auth'],
        summary: 'Sign out of every device',
      },
    })
    .input(z.void())
    .output(z.object({ success: z.boolean(), ended: z.number() }))
    .mutation(async ({ ctx }) => {
      // Only a full sign-in may end the owner's other sessions: a stolen password alone cannot sign him out.
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: REFUSALS.signInFirst });
      const ended = await endOtherSessions(ctx.em, ctx.user.id);
      await signOutHere(ctx);
      return { success: true, ended };
    }),
});
