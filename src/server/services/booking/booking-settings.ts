import type { EntityManager } from '@mikro-orm/postgresql';
import { type WeeklyHours, weeklyHoursOf } from '../../../common/booking/hours';
import { DEFAULT_KINDS, type KindSettings } from '../../../common/booking/kinds';
import type { BookingSettingsValues, DayBlock } from '../../../common/schemas/booking';
import { settingsLookup } from '../../../common/settings';
import { isTimeZone, SITE_TIME_ZONE } from '../../../common/site-time';
import { BookingSettings, SiteSetting } from '../../entities';

/** The booking settings a site starts with: the kinds' defaults, the office hours, a day's notice, 30 days ahead. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettingsValues = {
  kinds: DEFAULT_KINDS.map((kind) => ({ ...kind })),
  weeklyHours: '',
  daysOff: [],
  noticeHours: 24,
  daysAhead: 30,
};

/** The settings as the slots and bookings use them: hours read, the clock of the site. */
export interface BookingRules {
  kinds: readonly KindSettings[];
  week: WeeklyHours;
  daysOff: readonly DayBlock[];
  noticeHours: number;
  daysAhead: number;
  timeZone: string;
}

const ROW_ID = 1;

/** The owner's booking settings as saved (the defaults until he saves them). */
export async function readBookingSettings(em: EntityManager): Promise<BookingSettingsValues> {
  const row = await em.findOne(BookingSettings, ROW_ID);
  if (!row) return DEFAULT_BOOKING_SETTINGS;
  const { kinds, weeklyHours, daysOff, noticeHours, daysAhead } = row;
  return { kinds, weeklyHours, daysOff, noticeHours, daysAhead };
}

/** Saves them whole (checked by the schema before this). */
export async function saveBookingSettings(em: EntityManager, values: BookingSettingsValues): Promise<void> {
  await em.upsert(BookingSettings, { id: ROW_ID, ...values, updatedAt: new Date() });
}

/** The rules the slots follow: empty weekly hours are the office hours setting's (its English value, the fact). */
export async function bookingRules(em: EntityManager): Promise<BookingRules> {
  const settings = await readBookingSettings(em);
  const value = settingsLookup(
    await em.find(SiteSetting, { key: { $in: ['contact_office_hours', 'site_time_zone'] } }),
  );
  const zone = value('site_time_zone');
  return {
    kinds: settings.kinds,
    week: weeklyHoursOf(settings.weeklyHours.trim() || value('contact_office_hours')),
    daysOff: settings.daysOff,
    noticeHours: settings.noticeHours,
    daysAhead: settings.daysAhead,
    timeZone: isTimeZone(zone) ? zone : SITE_TIME_ZONE,
  };
}
