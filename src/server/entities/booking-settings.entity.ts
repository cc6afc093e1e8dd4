import { defineEntity, p } from '@mikro-orm/postgresql';
import type { KindSettings } from '../../common/booking/kinds';
import type { DayBlock } from '../../common/schemas/booking';

/**
 * The owner's booking settings, one row (id 1), absent until he saves them (services/booking/booking-settings.ts
 * then answers the defaults): the kinds offered, weekly hours ('' = the office hours setting's), days off and
 * blocks, and how soon and how far ahead a visitor may book.
 */
const BookingSettingsSchema = defineEntity({
  name: 'BookingSettings',
  tableName: 'booking_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    kinds: p.json<KindSettings[]>(),
    weeklyHours: p.text().default(''),
    daysOff: p.json<DayBlock[]>().default('[]'),
    noticeHours: p.integer(),
    daysAhead: p.integer(),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export class BookingSettings extends BookingSettingsSchema.class {}
BookingSettingsSchema.setClass(BookingSettings);
