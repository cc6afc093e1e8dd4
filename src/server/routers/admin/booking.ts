import { z } from 'zod';
import { bookingSettingsSchema } from '../../../common/schemas/booking';
import {
  consultationIdInput,
  consultationOutput,
  moveConsultationInput,
} from '../../../common/schemas/consultation';
import { leadIdInput } from '../../../common/schemas/lead';
import {
  bookingRules,
  readBookingSettings,
  saveBookingSettings,
} from '../../services/booking/booking-settings';
import { feedPath, feedState, renewFeed, revokeFeed } from '../../services/booking/calendar-feed';
import {
  cancelConsultation,
  consultationsOfLead,
  markConsultationDone,
  moveConsultation,
  upcomingConsultations,
} from '../../services/booking/changes';
import { actorOf } from '../../services/history/actor';
import { adminProcedure, router } from '../../trpc/procedures';

const tags = ['booking'];
/** A booking's change frees or takes a time: every instance's kept free times go. */
const changes = { invalidates: ['bookings' as const] };

export const adminBookingRouter = router({
  settings: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/booking/settings',
        tags,
        summary:
          'The booking settings: kinds, weekly hours (empty: the office hours), days off, notice, days ahead',
      },
    })
    .input(z.void())
    .output(bookingSettingsSchema)
    .query(({ ctx }) => readBookingSettings(ctx.em)),

  saveSettings: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/booking/settings', tags, summary: 'Save the booking settings' },
      invalidates: ['bookings'],
    })
    .input(bookingSettingsSchema)
    .output(z.object({ saved: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await saveBookingSettings(ctx.em, input);
      return { saved: true as const };
    }),

  feed: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/booking/feed',
        tags,
        summary: 'Whether the private calendar feed is on',
      },
    })
    .input(z.void())
    .output(z.object({ on: z.boolean(), since: z.date().nullable() }))
    .query(({ ctx }) => feedState(ctx.em)),

  renewFeed: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/booking/feed',
        tags,
        summary: 'A new private calendar feed address (shown this once; the previous one stops answering)',
      },
      invalidates: [],
    })
    .input(z.void())
    .output(z.object({ url: z.string() }))
    .mutation(async ({ ctx }) => ({ url: `${ctx.env.publicUrl}${feedPath(await renewFeed(ctx.em))}` })),

  revokeFeed: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/booking/feed',
        tags,
        summary: 'Turn the private calendar feed off',
      },
      invalidates: [],
    })
    .input(z.void())
    .output(z.object({ on: z.literal(false) }))
    .mutation(async ({ ctx }) => {
      await revokeFeed(ctx.em);
      return { on: false as const };
    }),

  upcoming: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/consultations',
        tags,
        summary: 'The consultations still to come, soonest first (at most 500)',
      },
    })
    .input(z.void())
    .output(z.array(consultationOutput.extend({ leadId: z.number() })))
    .query(({ ctx }) => upcomingConsultations(ctx.em)),

  ofLead: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/leads/{id}/consultations',
        tags,
        summary: "A lead's consultations, newest first",
      },
    })
    .input(leadIdInput)
    .output(z.array(consultationOutput))
    .query(({ ctx, input }) => consultationsOfLead(ctx.em, input.id)),

  cancel: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/consultations/{id}/cancel',
        tags,
        summary: 'Cancel a consultation (its time is free again)',
      },
      ...changes,
    })
    .input(consultationIdInput)
    .output(consultationOutput)
    .mutation(({ ctx, input }) => cancelConsultation(ctx.em, input.id, actorOf(ctx))),

  done: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/consultations/{id}/done',
        tags,
        summary: 'Mark a consultation as held',
      },
      ...changes,
    })
    .input(consultationIdInput)
    .output(consultationOutput)
    .mutation(({ ctx, input }) => markConsultationDone(ctx.em, input.id, actorOf(ctx))),

  move: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/consultations/{id}/move',
        tags,
        summary: 'Move a consultation to another free time (the notice visitors need does not apply)',
      },
      ...changes,
    })
    .input(moveConsultationInput)
    .output(consultationOutput)
    .mutation(async ({ ctx, input }) =>
      moveConsultation(ctx.em, await bookingRules(ctx.em), input.id, new Date(input.startsAt), actorOf(ctx)),
    ),
});
