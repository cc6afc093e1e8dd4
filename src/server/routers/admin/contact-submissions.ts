import { z } from 'zod';
import { contactSubmissionOutput } from '../../../common/schemas/contact';
import { ContactSubmission } from '../../entities';
import { adminProcedure, router } from '../../trpc/procedures';

export const adminContactSubmissionsRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/contact-submissions',
        tags: ['contact'],
        summary: 'Every consultation request, newest first',
      },
    })
    .input(z.void())
    .output(z.array(contactSubmissionOutput))
    .query(({ ctx }) => ctx.em.find(ContactSubmission, {}, { orderBy: { createdAt: 'desc', id: 'desc' } })),
});
