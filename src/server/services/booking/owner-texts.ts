/**
 * The owner's words about bookings (English, as the panel and his alerts are), kept out of common/messages: no page
 * shows them, and that module is in every page's script.
 */
export const BOOKING_OWNER_TEXTS = {
  /** The API's answer to a booking. */
  booked: 'Your consultation is booked. A confirmation is on its way to your e-mail.',
  /** The row of his alert that says when. */
  consultation: 'Consultation booked',
  /** His calendar entry's title. */
  consultationWith: (kind: string, name: string) => `${kind} with ${name}`,
  /** The subject of the e-mail that tells him of the visitor's change. */
  changedBy: (change: 'moved' | 'cancelled', name: string, when: string) =>
    change === 'moved'
      ? `${name} moved the consultation to ${when}`
      : `${name} cancelled the consultation of ${when}`,
} as const;
