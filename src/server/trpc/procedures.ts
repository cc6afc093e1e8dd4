import { TRPCError } from '@trpc/server';
import { tagsWrittenBy } from '../http/response-cache/requests';
import { databaseOutages, decodedPathParams, namedInputErrors, storableText, t } from './init';

export const router = t.router;

export const publicProcedure = t.procedure
  .use(databaseOutages)
  .use(namedInputErrors)
  .use(decodedPathParams)
  .use(storableText);

/**
 * Admin only. A successful write also drops the cached public reads it changed, here and on every other
 * instance, before its response is sent, so the owner's next read (and every visitor's) sees it.
 */
export const adminProcedure = publicProcedure.use(async ({ ctx, next, path, type }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in as the administrator first' });
  const result = await next({ ctx: { ...ctx, user: ctx.user } });
  if (result.ok && type === 'mutation') await ctx.cache.invalidate(tagsWrittenBy(path));
  return result;
});
