import { TRPCError } from '@trpc/server';
import { decodedPathParams, namedInputErrors, t } from './init';

export const router = t.router;

export const publicProcedure = t.procedure.use(namedInputErrors).use(decodedPathParams);

export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in as the administrator first' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
