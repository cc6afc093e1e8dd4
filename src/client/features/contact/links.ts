import type { Language } from '../../../common/i18n/languages';

/** A `tel:` link keeps only what a dialer understands: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/**
 * The embedded Google map of the service area (About and Contact) in the page's language (`hl`); the CSP's
 * frame-src allows its origin.
 */
export const serviceAreaMapUrl = (language: Language) =>
  `https://www.google.com/maps?q=Los+Angeles+and+Orange+County,+CA&output=embed&hl=${language}`;
