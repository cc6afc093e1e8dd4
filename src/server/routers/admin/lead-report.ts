import { z } from 'zod';
import { leadIdInput } from '../../../common/schemas/lead';
import { pageEventsByMonth } from '../../services/leads/lead-months';
import { leadReport } from '../../services/leads/lead-report';
import { leadVisit, leadVisits } from '../../services/leads/lead-visits';
import { adminProcedure, router } from '../../trpc/procedures';
import { CONTACT_FOLDERS } from './contact-submissions';

const reportRow = z.object({
  month: z.string(),
  key: z.string(),
  leads: z.number(),
  estimates: z.number(),
  won: z.number(),
  wonValueCents: z.number(),
});

const leadVisitOutput = z.object({
  id: z.number(),
  propertyAddress: z.string(),
  attribution: z.record(z.string(), z.string()),
  photos: z.array(z.object({ id: z.string(), width: z.number(), height: z.number() })),
});

/** The report's reach: this month and the eleven before it. */
const REPORT_MONTHS = 12;

/** Where each lead came from, and the report of leads, estimates and won jobs by source and landing page. */
export const adminLeadReportRouter = router({
  monthly: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/lead-report',
        tags: ['contact'],
        summary:
          'Leads, estimates, won jobs and won value by source and by landing page, per month (Los Angeles)',
      },
    })
    .input(z.void())
    .output(
      z.object({
        bySource: z.array(reportRow),
        byLandingPage: z.array(reportRow),
        pageEvents: z.array(
          z.object({ month: z.string(), page: z.string(), kind: z.string(), count: z.number() }),
        ),
      }),
    )
    .query(async ({ ctx }) => ({
      ...(await leadReport(ctx.em, REPORT_MONTHS)),
      pageEvents: await pageEventsByMonth(ctx.em, REPORT_MONTHS),
    })),

  /**
   * Per lead of a folder (as admin.contactSubmissions.list lists it): its property address, where its visit came
   * from, and its photos (without their bytes). The Contact Forms tab puts them on the cards.
   */
  visits: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/lead-visits',
        tags: ['contact'],
        summary: "Each lead's property address, where its visit came from, and its photos",
      },
    })
    .input(z.object({ folder: z.enum(CONTACT_FOLDERS).optional() }).optional())
    .output(z.array(leadVisitOutput))
    .query(({ ctx, input }) => leadVisits(ctx.em, input?.folder)),

  visit: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/lead-visits/{id}',
        tags: ['contact'],
        summary: "One lead's property address, where its visit came from, and its photos",
      },
    })
    .input(leadIdInput)
    .output(leadVisitOutput)
    .query(({ ctx, input }) => leadVisit(ctx.em, input.id)),
});
