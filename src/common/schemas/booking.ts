import { z } from 'zod';
import { BOOKING_LIMITS, CONSULTATION_KINDS } from '../booking/kinds';
import { contactInput } from './contact';
import { exactly, textField } from './fields';

const { minutesMin, minutesMax, bufferMax, noticeHoursMax, daysAheadMin, daysAheadMax, blocksMax } =
  BOOKING_LIMITS;

/** A local calendar day of the site's time zone, `2026-12-08`. */
export const LOCAL_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A local time of day, `09:30`. */
export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a `YYYY-MM-DD` text is a day of the calendar (not 2027-02-30). */
const isCalendarDay = (value: string) =>
  LOCAL_DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value);

const localDay = (label: string) =>
  z
    .string({ error: `${label} must be a day such as 2026-12-08` })
    .max(10, `${label} must be a day such as 2026-12-08`)
    .refine(isCalendarDay, `${label} must be a day of the calendar such as 2026-12-08`);

const wholeNumber = (label: string, min: number, max: number) =>
  exactly(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be ${min} to ${max}`)
      .max(max, `${label} must be ${min} to ${max}`),
  );

export const consultationKind = z.enum(CONSULTATION_KINDS, {
  error: `kind must be one of: ${CONSULTATION_KINDS.join(', ')}`,
});

export const kindSettingsSchema = z.object({
  kind: consultationKind,
  offered: exactly(z.boolean({ error: 'offered must be true or false' })),
  minutes: wholeNumber('Length', minutesMin, minutesMax),
  bufferBefore: wholeNumber('Buffer before', 0, bufferMax),
  bufferAfter: wholeNumber('Buffer after', 0, bufferMax),
  needsAddress: exactly(z.boolean({ error: 'needsAddress must be true or false' })),
});

/** A day off (no `from`/`to`) or a one-off block of a day's local time. */
export const dayBlockSchema = z
  .object({
    day: localDay('Day off'),
    from: z.string().regex(LOCAL_TIME, 'from must be a time such as 09:30').optional(),
    to: z.string().regex(LOCAL_TIME, 'to must be a time such as 13:00').optional(),
  })
  .refine((block) => (block.from === undefined) === (block.to === undefined), {
    message: 'A block gives both from and to, or neither for the whole day',
    path: ['to'],
  })
  .refine((block) => block.from === undefined || (block.to !== undefined && block.from < block.to), {
    message: 'A block ends after it starts',
    path: ['to'],
  });
export type DayBlock = z.output<typeof dayBlockSchema>;

export const bookingSettingsSchema = z.object({
  kinds: z
    .array(kindSettingsSchema, { error: 'kinds must be a list' })
    .length(CONSULTATION_KINDS.length, `kinds must list each of: ${CONSULTATION_KINDS.join(', ')}`)
    .refine(
      (kinds) => new Set(kinds.map((entry) => entry.kind)).size === kinds.length,
      'kinds must list each kind once',
    ),
  /** Office-hours lines ("Mon-Fri: 9:00 AM-5:00 PM"); empty: the office hours setting's. */
  weeklyHours: textField('Weekly hours', 2000, { multiLine: true }),
  daysOff: z
    .array(dayBlockSchema, { error: 'daysOff must be a list' })
    .max(blocksMax, `At most ${blocksMax} days off`),
  noticeHours: wholeNumber('Notice', 0, noticeHoursMax),
  daysAhead: wholeNumber('Days ahead', daysAheadMin, daysAheadMax),
});
export type BookingSettingsValues = z.output<typeof bookingSettingsSchema>;

/** The free times of the next days, for one kind. */
export const slotsInput = z.object({
  kind: consultationKind,
  /** The first day to list (the site's today when left out). */
  from: localDay('from').optional(),
});

export const freeDayOutput = z.object({
  day: z.string(),
  /** Each free time's start, as an instant (ISO 8601, UTC). */
  times: z.array(z.string()),
});

export const slotsOutput = z.object({
  kind: consultationKind,
  timeZone: z.string(),
  minutes: z.number(),
  needsAddress: z.boolean(),
  days: z.array(freeDayOutput),
});

export const kindOutput = z.object({
  kind: consultationKind,
  minutes: z.number(),
  needsAddress: z.boolean(),
});

/** A booking: the contact form's fields (the same rules), the kind and the time. */
export const bookingInput = contactInput.extend({
  kind: consultationKind,
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be a time such as 2026-12-08T17:00:00Z' }),
});
export type BookingInput = z.input<typeof bookingInput>;

export const bookingOutput = z.object({
  id: z.number(),
  leadId: z.number(),
  kind: consultationKind,
  startsAt: z.string(),
  endsAt: z.string(),
  message: z.string(),
  receipt: z.string(),
});

/** What the confirmation page shows: the booking, and who booked it. */
export const confirmationOutput = z.object({
  id: z.number(),
  /** Raised by every change: the calendar file's SEQUENCE. */
  version: z.number(),
  kind: consultationKind,
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  name: z.string(),
  email: z.string(),
  propertyAddress: z.string(),
  cancelled: z.boolean(),
});
export type Confirmation = z.output<typeof confirmationOutput>;

/** A booking's private link's token (`<id>-<signature>`). */
export const changeTokenInput = z.object({
  token: z
    .string({ error: 'token must be the private link\u2019s token' })
    .regex(/^\d{1,10}-[A-Za-z0-9_-]{32}$/, 'token must be the private link\u2019s token'),
});

export const managedBookingOutput = z.object({
  kind: consultationKind,
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  cancelled: z.boolean(),
  changeable: z.boolean(),
});

export const moveByLinkInput = changeTokenInput.extend({
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be a time such as 2026-12-08T17:00:00Z' }),
});
