import { z } from 'zod';
import { CONSULTATION_KINDS } from '../../../common/booking/kinds';
import { RECEIPT_PATTERN } from '../../../common/leads/receipt';
import {
  bookingInput,
  bookingOutput,
  changeTokenInput,
  confirmationOutput,
  kindOutput,
  managedBookingOutput,
  moveByLinkInput,
  slotsInput,
  slotsOutput,
} from '../../../common/schemas/booking';
import { book } from '../../services/booking/book';
import { bookingRules } from '../../services/booking/booking-settings';
import { changeTokenOf } from '../../services/booking/change-link';
import { readConfirmation } from '../../services/booking/confirmation';
import { BOOKING_OWNER_TEXTS } from '../../services/booking/owner-texts';
import { BOOKINGS_TAG } from '../../services/booking/slot-cache';
import { bookableDays, freeTimes, kindOf } from '../../services/booking/slots';
import { cancelByVisitor, managedBooking, moveByVisitor } from '../../services/booking/visitor-changes';
import { InvalidInput } from '../../services/errors';
import { actorOf } from '../../services/history/actor';
import { publicProcedure, router } from '../../trpc/procedures';
import { boxOf, currentEmailRoute } from '../admin/alerts';
import { leadRequestOf } from './lead-request';

const tags = ['booking'];

export const publicBookingRouter = router({
  kinds: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/booking/kinds', tags, summary: 'The kinds of consultation offered' },
    })
    .input(z.void())
    .output(z.object({ timeZone: z.string(), kinds: z.array(kindOutput) }))
    .query(async ({ ctx }) => {
      const rules = await bookingRules(ctx.em);
      return {
        timeZone: rules.timeZone,
        kinds: rules.kinds
          .filter((kind) => kind.offered)
          .map(({ kind, minutes, needsAddress }) => ({ kind, minutes, needsAddress })),
      };
    }),

  slots: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/booking/slots',
        tags,
        summary: 'The free times of a kind of consultation, day by day (days without one left out)',
        description:
          'Days are days of the site\u2019s time zone (`timeZone`); each time is the meeting\u2019s start as an ' +
          'instant (ISO 8601, UTC). The list starts at `from` (today when left out) and ends at the last day ' +
          'the owner takes bookings for.',
      },
      // Kept in front of the app per kind (a `from` makes it uncached): dropped by a booking or a settings change,
      // and after a minute, as times pass into the notice.
      cache: {
        tags: ['bookings', 'settings'],
        input: { field: 'kind', values: CONSULTATION_KINDS },
        maxAgeSeconds: 60,
      },
    })
    .input(slotsInput)
    .output(slotsOutput)
    .query(async ({ ctx, input }) => {
      const rules = await bookingRules(ctx.em);
      const kind = kindOf(rules, input.kind);
      if (!kind) throw InvalidInput.field('kind', 'That kind of consultation is not offered.');
      const days = bookableDays(rules, input.from);
      const free = ctx.slots
        ? await ctx.slots.freeDays(ctx.em, rules, kind, days)
        : await freeTimes(ctx.em, rules, kind, days);
      return {
        kind: kind.kind,
        timeZone: rules.timeZone,
        minutes: kind.minutes,
        needsAddress: kind.needsAddress,
        days: free.map(({ day, times }) => ({ day, times: times.map((time) => time.toISOString()) })),
      };
    }),

  book: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/booking',
        tags,
        summary: 'Book a consultation',
        description:
          'The contact form\u2019s fields and rules (and its spam signals and per-address limit), a `kind` and ' +
          'a free `startsAt` from `/booking/slots`. The booking is saved with its lead in one transaction. A time ' +
          'someone else booked first answers 409 naming `startsAt`, with the nearest free times; one that is ' +
          'not open (outside the hours, too soon, in the past) 400 naming it. The `receipt` shows the ' +
          'confirmation again (`/booking/confirmation`).',
      },
    })
    .input(bookingInput)
    .output(bookingOutput)
    .mutation(async ({ ctx, input }) => {
      const { kind, startsAt, ...leadInput } = input;
      const { request, receiptToken } = await leadRequestOf(ctx, leadInput);
      const rules = await bookingRules(ctx.em);
      const booked = await book(
        ctx.em,
        rules,
        { limit: ctx.env.CONTACT_RATE_LIMIT, windowMinutes: ctx.env.CONTACT_WINDOW_MINUTES },
        { ...request, kind, startsAt: new Date(startsAt) },
        ctx.slots,
      );
      await ctx.cache.invalidate([BOOKINGS_TAG]);
      return {
        id: booked.id,
        leadId: booked.leadId,
        kind,
        startsAt: booked.startsAt.toISOString(),
        endsAt: booked.endsAt.toISOString(),
        message: BOOKING_OWNER_TEXTS.booked,
        receipt: receiptToken,
      };
    }),

  confirmation: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/booking/confirmation',
        tags,
        summary: 'A booking as its receipt shows it (null: unknown, or older than its week)',
      },
    })
    .input(z.object({ receipt: z.string().regex(RECEIPT_PATTERN, 'receipt is not a valid receipt') }))
    .output(confirmationOutput.extend({ emailed: z.boolean(), changeToken: z.string() }).nullable())
    .query(async ({ ctx, input }) => {
      const booking = await readConfirmation(ctx.em, input.receipt);
      // Whether a confirmation e-mail can go at all: the page says it is on its way only then.
      return (
        booking && {
          ...booking,
          emailed: (await currentEmailRoute(ctx)) !== null,
          changeToken: changeTokenOf(boxOf(ctx), booking.id),
        }
      );
    }),

  managed: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/booking/change',
        tags,
        summary: 'A booking by its private link (null: not a valid link, or its meeting has ended)',
      },
    })
    .input(changeTokenInput)
    .output(managedBookingOutput.nullable())
    .query(async ({ ctx, input }) => {
      const booking = await managedBooking(ctx.em, boxOf(ctx), input.token);
      if (!booking) return null;
      const { timeZone } = await bookingRules(ctx.em);
      return {
        ...booking,
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        timeZone,
      };
    }),

  cancelByLink: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/booking/change/cancel',
        tags,
        summary: 'Cancel a booking by its private link (the owner is told)',
      },
    })
    .input(changeTokenInput)
    .output(z.object({ cancelled: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await cancelByVisitor(ctx.em, boxOf(ctx), input.token, actorOf(ctx));
      await ctx.cache.invalidate([BOOKINGS_TAG]);
      return { cancelled: true as const };
    }),

  moveByLink: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/booking/change/move',
        tags,
        summary: 'Move a booking by its private link to another free time (the owner is told)',
      },
    })
    .input(moveByLinkInput)
    .output(z.object({ startsAt: z.string(), endsAt: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const rules = await bookingRules(ctx.em);
      const moved = await moveByVisitor(
        ctx.em,
        boxOf(ctx),
        rules,
        input.token,
        new Date(input.startsAt),
        actorOf(ctx),
      );
      await ctx.cache.invalidate([BOOKINGS_TAG]);
      return { startsAt: moved.startsAt.toISOString(), endsAt: moved.endsAt.toISOString() };
    }),
});
