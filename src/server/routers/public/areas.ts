import { z } from 'zod';
import { areaPageOutput, areaSlugInput, areaSummary } from '../../../common/schemas/areas';
import { projectOutput } from '../../../common/schemas/portfolio';
import { areaPage, publicAreas } from '../../services/areas/areas';
import { readableRows } from '../../services/readable-rows';
import { publicProcedure, router } from '../../trpc/procedures';

export const publicAreasRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/areas',
        tags: ['areas'],
        summary: 'The cities of the projects, and which have a service-area page',
      },
      cache: { tags: ['areas', 'portfolio'] },
    })
    .input(z.void())
    .output(z.array(areaSummary))
    .query(({ ctx }) => publicAreas(ctx.em)),

  page: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/areas/{slug}',
        tags: ['areas'],
        summary: "A city's service-area page (null: the city has none)",
      },
    })
    .input(areaSlugInput)
    .output(areaPageOutput.nullable())
    .query(async ({ ctx, input }) => {
      const page = await areaPage(ctx.em, input.slug);
      if (!page) return null;
      return { ...page, projects: await readableRows(projectOutput, page.projects, ctx.req?.log) };
    }),
});
