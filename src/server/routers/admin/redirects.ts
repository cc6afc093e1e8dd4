import { z } from 'zod';
import { idInput } from '../../../common/schemas/fields';
import { redirectInput, redirectOutput } from '../../../common/schemas/redirects';
import { addRedirect, deleteRedirect, listRedirects } from '../../services/page-redirects';
import { adminProcedure, router } from '../../trpc/procedures';

/**
 * Moved addresses (Site Settings → Moved addresses). Visitors never read them as data: an unknown address looks
 * its move up when it is asked for (ssr/page-handler.ts), and no page the caches keep shows them.
 */
export const adminRedirectsRouter = router({
  list: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/redirects', tags: ['redirects'], summary: 'Moved addresses' },
    })
    .input(z.void())
    .output(z.array(redirectOutput))
    .query(({ ctx }) => listRedirects(ctx.em)),

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/redirects',
        tags: ['redirects'],
        summary: 'Move an address (an old site page) to a page of this site (301)',
      },
      // A moved address is no page: nothing cached shows it.
      invalidates: [],
    })
    .input(redirectInput)
    .output(z.object({ id: z.number() }))
    .mutation(async ({ ctx, input }) => ({ id: (await addRedirect(ctx.em, input)).id })),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/redirects/{id}',
        tags: ['redirects'],
        summary: 'Remove a move',
      },
      invalidates: [],
    })
    .input(idInput)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => deleteRedirect(ctx.em, input.id)),
});
