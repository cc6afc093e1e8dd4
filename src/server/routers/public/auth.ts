import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { SignInAction } from '../../../common/history';
import { MESSAGES, REFUSALS } from '../../../common/messages';
import { loginInput, userOutput } from '../../../common/schemas/auth';
import { User } from '../../entities';
import { TooMany } from '../../services/errors';
import { logActivity } from '../../services/history/activity';
import { admitAttempt, settleSuccess, settleUnchecked } from '../../services/login-throttle';
import { verifyPassword } from '../../services/passwords';
import { ownerMarkerCookie } from '../../services/session';
import { GateFull } from '../../services/work-gate';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/procedures';

const toSessionUser = (user: User) => ({ id: user.id, username: user.username, createdAt: user.createdAt });

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
async function logSignIn(ctx: Context, outcome: SignInOutcome, username: string) {
  const tried = username.slice(0, 100);
  logActivity(
    ctx.em,
    { username: outcome === 'sign-in' ? tried : null, ip: ctx.ip },
    {
      action: outcome,
      entityType: 'sign-in',
      entityKey: tried,
      summary: `${SIGN_IN_SUMMARIES[outcome]} "${tried}"`,
    },
  );
  await ctx.em.flush();
}

export const authRouter = router({
  me: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The signed-in administrator' },
    })
    .input(z.void())
    .output(userOutput)
    .query(({ ctx }) => {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: REFUSALS.notSignedIn });
      return toSessionUser(ctx.user);
    }),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in' } })
    .input(loginInput)
    .output(userOutput)
    .mutation(async ({ ctx, input }) => {
      const device = await ctx.knownDevice?.();
      const caller = {
        username: input.username,
        ip: ctx.ip,
        device: device?.id
          ? { id: device.id, signedInAsUsername: device.username === input.username }
          : undefined,
      };
      const admission = await admitAttempt(ctx.em, caller);
      if (!admission.admitted) {
        const minutes = Math.max(1, Math.ceil((admission.until.getTime() - Date.now()) / 60_000));
        throw new TooMany(REFUSALS.signInThrottled(minutes), minutes * 60);
      }
      const user = await ctx.em.findOne(User, { username: input.username });
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
      await logSignIn(ctx, 'sign-in', user.username);
      ctx.session.userId = user.id;
      ctx.session.version = user.sessionVersion;
      await ctx.session.save();
      ctx.res?.appendHeader('Set-Cookie', ownerMarkerCookie(ctx.env, true));
      if (device) {
        // Renewed at every sign-in, so the owner's browsers stay known while in use.
        device.username = user.username;
        device.id ??= randomUUID();
        await device.save();
      }
      return toSessionUser(user);
    }),

  logout: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'Sign out everywhere' },
    })
    .input(z.void())
    .output(z.object({ success: z.boolean() }))
    .mutation(async ({ ctx }) => {
      if (ctx.user) {
        ctx.user.sessionVersion += 1;
        await ctx.em.flush();
      }
      ctx.session?.destroy();
      ctx.res?.appendHeader('Set-Cookie', ownerMarkerCookie(ctx.env, false));
      return { success: true };
    }),
});
