import { panelLeadPath } from '../../../common/alert-paths';
import type { CalendarEntry } from '../../../common/booking/calendar';
import type { ConsultationKind } from '../../../common/booking/kinds';
import { bookingTextsOf } from '../../../common/i18n/catalogs/booking';
import { DEFAULT_LANGUAGE } from '../../../common/i18n/languages';
import type { Lead } from '../leads/lead-email';
import { propertyAddressOf } from './calendar-attachment';
import { BOOKING_OWNER_TEXTS } from './owner-texts';

const KIND_NAMES = bookingTextsOf(DEFAULT_LANGUAGE).kinds;

/** What the owner's calendar entry of a booking is made of. */
export interface OwnersBooking {
  id: number;
  version: number;
  kind: ConsultationKind;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  lead: { id: number; name: string; phone: string; email: string; propertyAddress: string };
}

/** One line of a visitor's text, as it may stand in a calendar's field. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').trim();

/**
 * A booking in the owner's calendar (his alert's invitation, his calendar feed): whom he meets, how to reach him and
 * the lead's page; the same UID as the visitor's entry, one booking one event.
 */
export function ownersEntry(booking: OwnersBooking, siteUrl: string): CalendarEntry {
  const { lead } = booking;
  const kind = KIND_NAMES[booking.kind].name;
  return {
    uid: `consultation-${booking.id}@summit-coast-builders`,
    sequence: booking.version,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    title: BOOKING_OWNER_TEXTS.consultationWith(kind, oneLine(lead.name)),
    description: `${oneLine(lead.phone)} · ${oneLine(lead.email)}\n${siteUrl}${panelLeadPath(lead.id)}`,
    location: booking.kind === 'onsite' ? oneLine(lead.propertyAddress) : '',
    cancelled: booking.cancelled,
  };
}

/** The owner's entry of a lead's booking, from the lead as its alerts read it. */
export const ownersEntryOfLead = (
  booking: Omit<OwnersBooking, 'lead'>,
  lead: Lead,
  siteUrl: string,
): CalendarEntry =>
  ownersEntry(
    {
      ...booking,
      lead: {
        id: lead.id,
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        propertyAddress: propertyAddressOf(lead),
      },
    },
    siteUrl,
  );
