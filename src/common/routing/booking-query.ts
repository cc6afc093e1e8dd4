/**
 * The booking page's query (`/schedule?kind=video&day=2026-12-08`): the kind and day chosen, each a page of its own
 * that works without JavaScript (links), and after the form's post the booking (`?booked=<receipt>`) or why it was
 * refused (`?failed=409`, with the fields refused for a 400: `&fields=email,phone`).
 */
import { CONSULTATION_KINDS, type ConsultationKind } from '../booking/kinds';
import { LEAD_FIELD_KEYS, type LeadFieldKey } from '../leads/fields';
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

/** The fields a 400 may name besides the lead's. */
export const BOOKING_FIELDS = ['startsAt', 'kind', ...LEAD_FIELD_KEYS] as const;
export type BookingField = 'startsAt' | 'kind' | LeadFieldKey;

/** What a private link's page just did. */
export const CHANGES_DONE = ['moved', 'cancelled'] as const;
export type ChangeDone = (typeof CHANGES_DONE)[number];
const CHANGE_TOKEN = /^\d{1,10}-[A-Za-z0-9_-]{32}$/;

export interface BookingAsked {
  kind?: ConsultationKind;
  day?: string;
  receipt?: string;
  /** A booking's private link's token. */
  change?: string;
  done?: ChangeDone;
  failed?: BookingFailure;
  fields: BookingField[];
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
    .filter((field): field is BookingField => (BOOKING_FIELDS as readonly string[]).includes(field));
  return {
    ...((CONSULTATION_KINDS as readonly string[]).includes(kind ?? '')
      ? { kind: kind as ConsultationKind }
      : {}),
    ...(day && DAY.test(day) ? { day } : {}),
    ...(isReceipt(receipt) ? { receipt: receipt as string } : {}),
    ...(change && CHANGE_TOKEN.test(change) ? { change } : {}),
    ...((CHANGES_DONE as readonly string[]).includes(done ?? '') ? { done: done as ChangeDone } : {}),
    ...(failed === undefined ? {} : { failed: failed as BookingFailure }),
    fields: failed === 400 ? [...new Set(fields)] : [],
  };
}
