/**
 * The kinds of consultation a visitor can book (docs/booking.md). Which are offered, their length and the time kept
 * free around each (travel to a property, notes after a call) are the owner's (booking settings); their names are
 * each language's (the catalogs' `booking.kinds`).
 */
export const CONSULTATION_KINDS = ['onsite', 'video', 'phone'] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];

export interface KindSettings {
  kind: ConsultationKind;
  /** Offered to visitors. */
  offered: boolean;
  /** The meeting's length in minutes. */
  minutes: number;
  /** Minutes kept free before and after it (no other meeting's time, nor its own buffers, may fall in them). */
  bufferBefore: number;
  bufferAfter: number;
  /** Whether the visitor must give the property's address (an on-site visit), in the service area. */
  needsAddress: boolean;
}

export const DEFAULT_KINDS: readonly KindSettings[] = [
  { kind: 'onsite', offered: true, minutes: 60, bufferBefore: 30, bufferAfter: 30, needsAddress: true },
  { kind: 'video', offered: true, minutes: 30, bufferBefore: 0, bufferAfter: 15, needsAddress: false },
  { kind: 'phone', offered: true, minutes: 20, bufferBefore: 0, bufferAfter: 10, needsAddress: false },
];

export const BOOKING_LIMITS = {
  /** Slots start on this grid of the local clock (9:00, 9:30, ...). */
  slotStepMinutes: 30,
  minutesMin: 15,
  minutesMax: 240,
  bufferMax: 120,
  noticeHoursMax: 24 * 14,
  daysAheadMin: 1,
  // A year ahead, a leap year too: the owner may open next season's dates.
  daysAheadMax: 366,
  /** Days off and one-off blocks the owner may list. */
  blocksMax: 200,
  /** Bookings still to come that one e-mail address may hold. */
  upcomingPerEmail: 2,
  /** The nearest free times a refused booking names. */
  nearestTimes: 3,
} as const;
