import { z } from 'zod';
import { idInput } from '../../../common/schemas/fields';
import { redirectInput, redirectOutput } from '../../../common/schemas/redirects';
import { addRedirect, deleteRedirect, listRedirects } from '../../services/page-redirects';
import { adminProcedure, router } from '../../trpc/procedures';

/**
 * Moved addresses (Site Settings → Moved addresses). Visitors never read them as data and no page shows them; the
 * page cache keeps the list of moved addresses to answer an address no page has (http/page-cache/known-addresses.ts).
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
      // A moved address is no page, but the page cache knows which addresses moved (http/page-cache).
      invalidates: ['redirects'],
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
      invalidates: ['redirects'],
    })
    .input(idInput)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => deleteRedirect(ctx.em, input.id)),
});
