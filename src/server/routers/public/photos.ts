import { z } from 'zod';
import { allPhotoColours } from '../../services/photo-colours';
import { publicProcedure, router } from '../../trpc/procedures';

export const publicPhotosRouter = router({
  /**
   * Each photo's dominant colour, by its name (`portfolio/<id>`, `images/<file>`): the placeholder every lazy
   * photo of a public page shows until it loads (client/components/photoColours.ts).
   */
  colours: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/photos/colours',
        tags: ['photos'],
        summary: "Each photo's placeholder colour",
      },
      cache: { tags: ['photos'] },
    })
    .input(z.void())
    .output(z.record(z.string(), z.string().regex(/^#[0-9a-f]{6}$/)))
    .query(({ ctx }) => allPhotoColours(ctx.em)),
});
