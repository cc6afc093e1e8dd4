import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MESSAGES } from '../../../common/messages';
import { loginInput, userOutput } from '../../../common/schemas/auth';
import { User } from '../../entities';
import { recordAttempt, throttledUntil } from '../../services/login-throttle';
import { verifyPassword } from '../../services/passwords';
import { publicProcedure, router } from '../../trpc/procedures';

const toSessionUser = (user: User) => ({ id: user.id, username: user.username, createdAt: user.createdAt });

export const authRouter = router({
  me: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The signed-in administrator' },
    })
    .input(z.void())
    .output(userOutput)
    .query(({ ctx }) => {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
      return toSessionUser(ctx.user);
    }),

  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in' } })
    .input(loginInput)
    .output(userOutput)
    .mutation(async ({ ctx, input }) => {
      const device = await ctx.knownDevice?.();
      const until = await throttledUntil(ctx.em, input.username, ctx.ip, device?.username === input.username);
      if (until) {
        await recordAttempt(ctx.em, {
          username: input.username,
          ip: ctx.ip,
          succeeded: false,
          throttled: true,
        });
        const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
        ctx.res?.setHeader('Retry-After', String(minutes * 60));
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        });
      }
      const user = await ctx.em.findOne(User, { username: input.username });
      const valid = await verifyPassword(user?.passwordHash, input.password);
      await recordAttempt(ctx.em, {
        username: input.username,
        ip: ctx.ip,
        succeeded: Boolean(user && valid),
      });
      if (!user || !valid || !ctx.session) {
        throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials });
      }
      ctx.session.userId = user.id;
      ctx.session.version = user.sessionVersion;
      await ctx.session.save();
      if (device) {
        // Renewed at every sign-in, so the owner's browsers stay known while in use.
        device.username = user.username;
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
      return { success: true };
    }),
});
