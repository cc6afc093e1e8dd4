import { z } from 'zod';
import { contactInput } from '../../../common/schemas/contact';
import { ContactSubmission } from '../../entities';
import { publicProcedure, router } from '../../trpc/procedures';

export const publicContactRouter = router({
  submit: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/contact',
        tags: ['contact'],
        summary: 'Send a consultation request',
      },
    })
    .input(contactInput)
    .output(z.object({ id: z.number(), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      // A plain INSERT: a new lead needs none of the unit of work's change tracking.
      const id = await ctx.em.insert(ContactSubmission, { ...input, createdAt: new Date() });
      return { id: Number(id), message: "Thank you. We'll get back to you within 24 hours." };
    }),
});
