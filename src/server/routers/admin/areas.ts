import { z } from 'zod';
import { adminAreaOutput, areaTextInput } from '../../../common/schemas/areas';
import { adminAreas, saveAreaText } from '../../services/areas/areas';
import { adminProcedure, router } from '../../trpc/procedures';

export const adminAreasRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/areas',
        tags: ['areas'],
        summary: 'Every city of the projects with its local text',
      },
    })
    .input(z.void())
    .output(z.array(adminAreaOutput))
    .query(({ ctx }) => adminAreas(ctx.em)),

  save: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/areas',
        tags: ['areas'],
        summary: "Write (publish) a city's local text; refused when it repeats another city's",
      },
      invalidates: ['areas'],
    })
    .input(areaTextInput)
    .output(z.object({ slug: z.string(), city: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const text = await saveAreaText(ctx.em, input);
      return { slug: text.slug, city: text.city };
    }),
});
