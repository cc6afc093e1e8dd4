import type { ConsultationKind } from '../../../common/booking/kinds';
import type { Language } from '../../../common/i18n/languages';
import { BOOKING_QUERY } from '../../../common/routing/booking-query';
import { pathOf } from '../../../common/routing/resolve';

/** The booking page with a kind (and a day) chosen: a page of its own, a plain link. */
export function bookingPagePath(language: Language, kind?: ConsultationKind, day?: string): string {
  const query = new URLSearchParams();
  if (kind) query.set(BOOKING_QUERY.kind, kind);
  if (day) query.set(BOOKING_QUERY.day, day);
  const text = query.toString();
  return `${pathOf('schedule', language)}${text ? `?${text}` : ''}`;
}
