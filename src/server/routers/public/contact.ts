import { z } from 'zod';
import { MESSAGES, TOASTS } from '../../../common/messages';
import { contactInput } from '../../../common/schemas/contact';
import { TooMany } from '../../services/errors';
import { spamReasonOf } from '../../services/leads/record-lead';
import { publicProcedure, router } from '../../trpc/procedures';

export const publicContactRouter = router({
  submit: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/contact',
        tags: ['contact'],
        summary: 'Send a consultation request',
        description:
          'Saves the request and e-mails the owner. Spam (a filled `website` honeypot, or a form sent faster ' +
          'than a person can type) gets the same answer but is stored flagged and not e-mailed. ' +
          'Too many requests from one IP address answer 429 with Retry-After.',
      },
    })
    .input(contactInput)
    .output(z.object({ id: z.number(), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { website, fillTimeMs, ...lead } = input;
      const id = await ctx.leads.save({
        lead,
        ip: ctx.ip,
        spamReason: spamReasonOf({ website, fillTimeMs }, ctx.env.CONTACT_MIN_FILL_SECONDS),
      });
      if (id === null) {
        const minutes = ctx.env.CONTACT_WINDOW_MINUTES;
        throw new TooMany(MESSAGES.contactThrottled(minutes), minutes * 60);
      }
      return { id, message: TOASTS.contactSent.description };
    }),
});
