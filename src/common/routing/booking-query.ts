/**
 * The booking page's query (`/schedule?kind=video&day=2026-12-08`): the kind and day chosen, each a page of its own
 * that works without JavaScript (links), and after the form's post the booking (`?booked=<receipt>`) or why it was
 * refused (`?failed=409`, with the fields refused for a 400: `&fields=email,phone`).
 */
import { CONSULTATION_KINDS, type ConsultationKind } from '../booking/kinds';
import { isReceipt } from '../leads/receipt';

export const BOOKING_QUERY = {
  kind: 'kind',
  day: 'day',
  booked: 'booked',
  failed: 'failed',
  fields: 'fields',
  /** A booking's private link (`?change=<token>`), and what it just did (`&done=moved`). */
  change: 'change',
  done: 'done',
  /** The form, for the redirect back to it. */
  anchor: 'booking-form',
} as const;

/** A booking's calendar file (`?booked=<receipt>&lang=es`): an app address (common/schemas/redirects.ts). */
export const BOOKING_CALENDAR_PATH = '/calendar/consultation.ics';

/** The statuses the page words (http/booking-form.ts redirects with one of these; any other reads as 500). */
export const BOOKING_FAILURES = [400, 409, 429, 500] as const;
export type BookingFailure = (typeof BOOKING_FAILURES)[number];

/**
 * A field a 400 may name: a property name (the page words the lead's fields it knows, and the time). Checked by its
 * shape, not against the lead's list: this module is in every page's script (the route table reads it), and the
 * list would bring the lead fields' declarations along.
 */
const FIELD_NAME = /^[a-zA-Z]{1,30}$/;
const MAX_FIELDS = 10;

/** What a private link's page just did. */
export const CHANGES_DONE = ['moved', 'cancelled'] as const;
export type ChangeDone = (typeof CHANGES_DONE)[number];
/** A booking's private link's token, `<id>-<signature>`. */
export const isChangeToken = (value: string | null): value is string =>
  value !== null && /^\d{1,10}-[A-Za-z0-9_-]{32}$/.test(value);
export const isConsultationKind = (value: string | null): value is ConsultationKind =>
  (CONSULTATION_KINDS as readonly (string | null)[]).includes(value);

export interface BookingAsked {
  kind?: ConsultationKind;
  day?: string;
  receipt?: string;
  /** A booking's private link's token. */
  change?: string;
  done?: ChangeDone;
  failed?: BookingFailure;
  fields: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the page's query asks for, each value as the page reads it (first value wins; what means nothing is left out). */
export function bookingAsked(search: URLSearchParams): BookingAsked {
  const kind = search.get(BOOKING_QUERY.kind);
  const day = search.get(BOOKING_QUERY.day);
  const receipt = search.get(BOOKING_QUERY.booked);
  const change = search.get(BOOKING_QUERY.change);
  const done = search.get(BOOKING_QUERY.done);
  const status = Number(search.get(BOOKING_QUERY.failed));
  const failed = search.has(BOOKING_QUERY.failed)
    ? (BOOKING_FAILURES as readonly number[]).includes(status)
      ? status
      : 500
    : undefined;
  const fields = (search.get(BOOKING_QUERY.fields) ?? '')
    .split(',')
    .filter((field) => FIELD_NAME.test(field))
    .slice(0, MAX_FIELDS);
  return {
    ...((CONSULTATION_KINDS as readonly string[]).includes(kind ?? '')
      ? { kind: kind as ConsultationKind }
      : {}),
    ...(day && DAY.test(day) ? { day } : {}),
    ...(isReceipt(receipt) ? { receipt: receipt as string } : {}),
    ...(isChangeToken(change) ? { change } : {}),
    ...((CHANGES_DONE as readonly string[]).includes(done ?? '') ? { done: done as ChangeDone } : {}),
    ...(failed === undefined ? {} : { failed: failed as BookingFailure }),
    fields: failed === 400 ? [...new Set(fields)] : [],
  };
}
