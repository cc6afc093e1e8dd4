import { z } from 'zod';
import { contactSubmissionOutput } from '../../../common/schemas/contact';
import { leadsInFolder } from '../../services/leads/lead-visits';
import { notificationStatusOf } from '../../services/leads/notifier';
import { adminProcedure, router } from '../../trpc/procedures';
import { currentEmailRoute } from './alerts';

export const CONTACT_FOLDERS = ['inbox', 'spam'] as const;

export const adminContactSubmissionsRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/contact-submissions',
        tags: ['contact'],
        summary: 'Consultation requests, newest first (folder=spam lists the ones flagged as spam)',
      },
    })
    .input(z.object({ folder: z.enum(CONTACT_FOLDERS).optional() }).optional())
    .output(z.array(contactSubmissionOutput))
    .query(({ ctx, input }) => leadsInFolder(ctx.em, input?.folder)),
  notifications: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/notifications',
        tags: ['contact'],
        summary: 'Whether new-lead e-mails are configured, and to whom they go',
      },
    })
    .input(z.void())
    .output(z.object({ configured: z.boolean(), recipient: z.string().nullable() }))
    // Live: the owner may have set the alerts in the panel since the server started (routers/admin/alerts.ts).
    .query(async ({ ctx }) => notificationStatusOf(await currentEmailRoute(ctx))),
});
