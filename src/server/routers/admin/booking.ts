import { z } from 'zod';
import { bookingSettingsSchema } from '../../../common/schemas/booking';
import { readBookingSettings, saveBookingSettings } from '../../services/booking/booking-settings';
import { adminProcedure, router } from '../../trpc/procedures';

const tags = ['booking'];

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
});
