import { TRPCError } from '@trpc/server';
import { ACCOUNT, REFUSALS } from '../../common/messages';
import { PUBLIC_PAGES_UNCHANGED_HEADER } from '../../common/preview';
import { factorsOf, stepAfterPassword } from '../services/account/second-factor';
import { changesPages } from '../services/cache-tags';
import type { Context } from './context';
import { refusals } from './domain-errors';
import { t } from './init';
import { readableInput } from './middlewares';
import { cleanReferencedImages } from './referenced-images';

export const router = t.router;

export const publicProcedure = t.procedure.use(refusals).use(readableInput);

/** What an admin call without a valid session is told (here, and before any door runs: http/admin-guard.ts). */
export const SIGN_IN_FIRST = REFUSALS.signInFirst;

/**
 * What an admin call is told when it is refused for who is calling: a browser whose password was right but whose
 * second factor is still to come hears that (the panel then shows the second-factor step), anyone else to sign in.
 */
export const refusalFor = (signedIn: Context['signedIn']) =>
  signedIn && !signedIn.complete ? ACCOUNT.secondFactorFirst : SIGN_IN_FIRST;

/**
 * The calls a sign-in that must enrol a second factor (a password alone, a site that requires one, none set up
 * yet) may make: setting one up. Nothing else answers it (http/admin-guard.ts, `enrolmentProcedure`).
 */
export const ENROLMENT_PATHS: ReadonlySet<string> = new Set([
  'admin.account.totpSetup',
  'admin.account.totpEnrol',
  'admin.account.passkeyRegistrationOptions',
  'admin.account.passkeyRegister',
]);

/**
 * Admin only. A successful write also drops the cached public reads and pages it changed (its meta's
 * `invalidates`) here before its response is sent, so the owner's next load sees it, and NOTIFYs the other
 * instances, which drop theirs when it arrives (not awaited: docs/architecture.md, Caching); a write that changes
 * no page (changesPages) says so to the panel (PUBLIC_PAGES_UNCHANGED_HEADER), whose live preview then stays. A write's uploaded
 * images are cleaned of hidden data before it runs.
 */
export const adminProcedure = publicProcedure
  .use(async ({ ctx, meta, next, type }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: refusalFor(ctx.signedIn) });
    const result = await next({ ctx: { ...ctx, user: ctx.user } });
    if (result.ok && type === 'mutation') {
      const changed = meta?.invalidates ?? [];
      await ctx.cache.invalidate([...changed]);
      if (!changesPages(changed)) ctx.res?.setHeader(PUBLIC_PAGES_UNCHANGED_HEADER, '1');
    }
    return result;
  })
  .use(cleanReferencedImages);

/**
 * Setting up a second factor (ENROLMENT_PATHS): for the signed-in owner, and for a sign-in whose password was
 * right when the site requires a second factor and he has none yet (his first sign-in after the upgrade).
 * `enrolling` says which: the first factor completes that sign-in.
 */
export const enrolmentProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const waiting = ctx.signedIn && !ctx.signedIn.complete ? ctx.signedIn : null;
  if (ctx.user && ctx.signedIn)
    return next({ ctx: { ...ctx, user: ctx.user, signedIn: ctx.signedIn, enrolling: false } });
  if (!waiting) throw new TRPCError({ code: 'UNAUTHORIZED', message: refusalFor(ctx.signedIn) });
  const step = stepAfterPassword(ctx.env, await factorsOf(ctx.em, waiting.user));
  if (step !== 'enrol') throw new TRPCError({ code: 'UNAUTHORIZED', message: ACCOUNT.secondFactorFirst });
  return next({ ctx: { ...ctx, user: waiting.user, signedIn: waiting, enrolling: true } });
});
