import type { Language } from '../languages';
import { type BookingTexts, bookingEn } from './booking-en';
import { bookingEs } from './booking-es';

export type { BookingTexts };

const BOOKING_TEXTS: Readonly<Record<Language, BookingTexts>> = { en: bookingEn, es: bookingEs };

/** The booking texts of a language. */
export const bookingTextsOf = (language: Language): BookingTexts => BOOKING_TEXTS[language];
