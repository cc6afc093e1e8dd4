import { z } from 'zod';
import { ATTRIBUTION_KEYS } from '../../../common/leads/attribution';
import { ContactSubmission } from '../../entities';
import { photosOfLeads } from '../../services/leads/lead-photos';
import { leadReport, pageEventReport } from '../../services/leads/lead-report';
import { adminProcedure, router } from '../../trpc/procedures';

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
    .input(z.object({ months: z.number().int().min(1).max(36).optional() }).optional())
    .output(
      z.object({
        bySource: z.array(reportRow),
        byLandingPage: z.array(reportRow),
        pageEvents: z.array(
          z.object({ month: z.string(), page: z.string(), kind: z.string(), count: z.number() }),
        ),
      }),
    )
    .query(async ({ ctx, input }) => ({
      ...(await leadReport(ctx.em, input?.months ?? 12)),
      pageEvents: await pageEventReport(ctx.em, input?.months ?? 12),
    })),

  /** Per lead: its property address, where its visit came from, and its photos (without their bytes). */
  visits: adminProcedure
    .input(z.object({ ids: z.array(z.number().int().positive().max(2_147_483_647)).max(200) }))
    .output(z.array(leadVisitOutput))
    .query(async ({ ctx, input }) => {
      if (input.ids.length === 0) return [];
      const leads = await ctx.em.find(ContactSubmission, { id: { $in: input.ids } });
      const photos = await photosOfLeads(ctx.em, input.ids);
      return leads.map((lead) => ({
        id: lead.id,
        propertyAddress: lead.propertyAddress,
        attribution: Object.fromEntries(
          ATTRIBUTION_KEYS.flatMap((key) => (lead[key] ? [[key, lead[key] as string]] : [])),
        ),
        photos: photos
          .filter((photo) => Number(photo.lead_id) === lead.id)
          .map((photo) => ({ id: photo.id, width: photo.width, height: photo.height })),
      }));
    }),
});
