import { z } from 'zod';
import { RECEIPT_PATTERN } from '../../../common/leads/receipt';
import { MESSAGES, TOASTS } from '../../../common/messages';
import { contactInput, sentRequestOutput } from '../../../common/schemas/contact';
import { TooMany } from '../../services/errors';
import { readReceipt } from '../../services/leads/lead-receipt';
import { publicProcedure, router } from '../../trpc/procedures';
import { leadRequestOf } from './lead-request';

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
          'Too many requests from one IP address answer 429 with Retry-After. The answer carries a `receipt` ' +
          'that shows the thank-you panel again (`/contact?sent=<receipt>`).',
      },
    })
    .input(contactInput)
    .output(z.object({ id: z.number(), message: z.string(), receipt: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { request, receiptToken } = await leadRequestOf(ctx, input);
      const id = await ctx.leads.save(request);
      if (id === null) {
        const minutes = ctx.env.CONTACT_WINDOW_MINUTES;
        throw new TooMany(MESSAGES.contactThrottled(minutes), minutes * 60);
      }
      return { id, message: TOASTS.contactSent.description, receipt: receiptToken };
    }),

  /** What a request said, for its thank-you panel (the contact page reads it for `?sent=<receipt>`). Never cached. */
  receipt: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/contact/receipt',
        tags: ['contact'],
        summary: 'What a sent request said, by the receipt its answer carried (7 days)',
      },
    })
    .input(z.object({ receipt: z.string().regex(RECEIPT_PATTERN, 'receipt is not a valid receipt') }))
    .output(sentRequestOutput)
    .query(({ ctx, input }) => readReceipt(ctx.em, input.receipt)),
});
