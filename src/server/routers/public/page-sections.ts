import { z } from 'zod';
import { PAGE_IDS } from '../../../common/constants';
import { pageIdSchema, sectionOutput } from '../../../common/schemas/page-section';
import { sectionsOfPage } from '../../services/page-sections';
import { publicProcedure, router } from '../../trpc/procedures';

export const publicPageSectionsRouter = router({
  active: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/page-sections/{pageId}',
        tags: ['page sections'],
        summary: 'Active sections of a page, in display order',
      },
      cache: { tags: ['sections'], input: { field: 'pageId', values: PAGE_IDS } },
    })
    .input(z.object({ pageId: pageIdSchema }))
    .output(z.array(sectionOutput))
    .query(({ ctx, input }) => sectionsOfPage(ctx.em, input.pageId, true, ctx.req?.log)),
});
