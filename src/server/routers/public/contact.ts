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
      const submission = ctx.em.create(ContactSubmission, input);
      await ctx.em.flush();
      return { id: submission.id, message: "Thank you. We'll get back to you within 24 hours." };
    }),
});
