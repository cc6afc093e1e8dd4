/**
 * Dates, money, numbers and areas as each language writes them, through `Intl` in the language's United States
 * locale (LOCALES): the one place a locale is named. Dates are on the business's clock (SITE_TIME_ZONE).
 */
import { SITE_TIME_ZONE } from '../site-time';
import { type Language, LOCALES } from './languages';

/** Building a formatter costs far more than using one: each is made once per language and options. */
function cached<Options, Format>(make: (locale: string, options: Options) => Format) {
  const made = new Map<string, Format>();
  return (language: Language, options: Options): Format => {
    const key = `${language} ${JSON.stringify(options)}`;
    const known = made.get(key);
    if (known) return known;
    const format = make(LOCALES[language], options);
    made.set(key, format);
    return format;
  };
}

const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** A whole number with the language's grouping: 2400 → "2,400". */
export const formatNumber = (value: number, language: Language) =>
  numberFormat(language, { maximumFractionDigits: 0 }).format(value);

/** Whole dollars: 48500 → "$48,500" (US Spanish writes dollars the same way). */
export const formatMoney = (dollars: number, language: Language) =>
  numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(dollars);

/** A day on the business's clock: "November 25, 2026" / "25 de noviembre de 2026" (long), or shorter styles. */
export const formatDate = (date: Date, language: Language, style: 'long' | 'medium' | 'short' = 'long') =>
  dateFormat(language, { dateStyle: style, timeZone: SITE_TIME_ZONE }).format(date);

/**
 * A month: "November 2026" / "noviembre de 2026". A Date is read on the business's clock; a calendar month written
 * "2026-11" (as the lead report keys them) is that month wherever the reader is.
 */
export function formatMonthYear(month: Date | string, language: Language): string {
  const options = { month: 'long', year: 'numeric' } as const;
  return typeof month === 'string'
    ? dateFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`))
    : dateFormat(language, { ...options, timeZone: SITE_TIME_ZONE }).format(month);
}

/** How each language writes an area in square feet: Intl has no square-foot unit. */
const SQUARE_FEET: Readonly<Record<Language, (amount: string) => string>> = {
  en: (amount) => `${amount} sq ft`,
  es: (amount) => `${amount} pies cuadrados`,
};

/** An area: 2400 → "2,400 sq ft" / "2,400 pies cuadrados". */
export const formatSquareFeet = (value: number, language: Language) =>
  SQUARE_FEET[language](formatNumber(value, language));

/** "4,200 sq ft", "4200 sq. ft.", "4,200 square feet", "4200 sf": what owners type in a project's size. */
const SQUARE_FEET_TEXT = /^\s*(\d{1,3}(?:,\d{3})+|\d+)\s*(?:sq\.?\s*ft\.?|square\s+feet|sf)\s*$/i;

/**
 * A project's size as the owner typed it, in the language's words when it is a plain number of square feet
 * ("4,200 sq ft" reads "4,200 pies cuadrados" on a Spanish page); any other text as it is.
 */
export function squareFeetText(text: string, language: Language): string {
  const digits = SQUARE_FEET_TEXT.exec(text)?.[1];
  return digits ? formatSquareFeet(Number(digits.replaceAll(',', '')), language) : text;
}

/** A day of the booking page, on a given clock: "Tue, Dec 8" / "mar, 8 dic". */
export const formatDayShort = (date: Date, language: Language, timeZone: string) =>
  dateFormat(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(date);

/** A time of day on a given clock: "9:30 AM" / "9:30 a.m.". */
export const formatTimeOfDay = (date: Date, language: Language, timeZone: string) =>
  dateFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);

/**
 * A clock's everyday name: "Pacific Time" / "hora del Pacífico" for America/Los_Angeles; its id for a zone this
 * runtime does not know (a name is a courtesy, never a reason for a page to fail).
 */
export function formatZoneName(timeZone: string, language: Language): string {
  try {
    return (
      dateFormat(language, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
    );
  } catch {
    return timeZone;
  }
}

/** The city a clock is named after: America/Los_Angeles → "Los Angeles". */
export const cityOfZone = (timeZone: string) =>
  (String(timeZone).split('/').at(-1) ?? '').replaceAll('_', ' ');

/** A meeting's day and time in full: "Tuesday, December 8, 2026 at 9:30 AM" / "martes, 8 de diciembre de 2026, 9:30 a.m.". */
export const formatMeeting = (date: Date, language: Language, timeZone: string) =>
  dateFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
