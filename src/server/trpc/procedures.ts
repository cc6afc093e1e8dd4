import { TRPCError } from '@trpc/server';
import { REFUSALS } from '../../common/messages';
import { domainErrors } from './domain-errors';
import { t } from './init';
import { databaseOutages, decodedPathParams, storableText } from './middlewares';
import { cleanReferencedImages } from './referenced-images';

export const router = t.router;

export const publicProcedure = t.procedure
  .use(databaseOutages)
  .use(domainErrors)
  .use(decodedPathParams)
  .use(storableText);

/** What an admin call without a valid session is told (here, and before any door runs: http/admin-guard.ts). */
export const SIGN_IN_FIRST = REFUSALS.signInFirst;

/**
 * Admin only. A successful write also drops the cached public reads and pages it changed (its meta's
 * `invalidates`) here before its response is sent, so the owner's next load sees it, and NOTIFYs the other
 * instances, which drop theirs when it arrives (not awaited: docs/architecture.md, Caching). A write's uploaded
 * images are cleaned of hidden data before it runs.
 */
export const adminProcedure = publicProcedure
  .use(async ({ ctx, meta, next, type }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_FIRST });
    const result = await next({ ctx: { ...ctx, user: ctx.user } });
    if (result.ok && type === 'mutation') await ctx.cache.invalidate([...(meta?.invalidates ?? [])]);
    return result;
  })
  .use(cleanReferencedImages);
