import type { BookingTexts } from '../i18n/catalogs/booking';
import type { Confirmation } from '../schemas/booking';
import type { CalendarEntry } from './calendar';

/** What the entry says of the business: its name, phone and e-mail (the settings the page shows). */
export interface Business {
  company: string;
  phone: string;
  email: string;
}

/** A booking as the visitor's calendar entry, in the words of his page's language. */
export function consultationEntry(
  booking: Confirmation,
  business: Business,
  texts: BookingTexts,
): CalendarEntry {
  const kindName = texts.kinds[booking.kind].name;
  return {
    uid: `consultation-${booking.id}@summit-coast-builders`,
    sequence: booking.version,
    startsAt: new Date(booking.startsAt),
    endsAt: new Date(booking.endsAt),
    title: texts.calendarTitle(kindName, business.company),
    description: texts.calendarText(business.phone),
    location: booking.kind === 'onsite' ? booking.propertyAddress : '',
    organizer: { name: business.company, email: business.email },
    cancelled: booking.cancelled,
  };
}
