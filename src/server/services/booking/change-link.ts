/**
 * A booking's private link for the visitor (`/schedule?change=<token>`), in his confirmation: the booking's id and
 * a signature of it with the server's key, so it reaches that booking alone, and it works until the meeting ends.
 */
import type { Language } from '../../../common/i18n/languages';
import { BOOKING_QUERY } from '../../../common/routing/booking-query';
import { pathOf } from '../../../common/routing/resolve';
import type { SecretBox } from '../leads/alert-secrets';

const PURPOSE = 'booking change link';
/** `<id>-<32 characters of signature>` */
export const CHANGE_TOKEN = /^(\d{1,10})-([A-Za-z0-9_-]{32})$/;

export const changeTokenOf = (box: SecretBox, bookingId: number) =>
  `${bookingId}-${box.sign(String(bookingId), PURPOSE)}`;

/** The booking a token names, or null when it is not one this server signed. */
export function bookingOfToken(box: SecretBox, token: string): number | null {
  const match = CHANGE_TOKEN.exec(token);
  if (!match) return null;
  const [, id = '', signature = ''] = match;
  return box.verify(id, PURPOSE, signature) ? Number(id) : null;
}

/** The link itself, on the booking page of the visitor's language. */
export const changeUrlOf = (
  { box, env }: { box: SecretBox; env: { publicUrl: string } },
  bookingId: number,
  language: Language,
) =>
  `${env.publicUrl}${pathOf('schedule', language)}?${BOOKING_QUERY.change}=${changeTokenOf(box, bookingId)}`;
