import { ALL_PROJECTS, type PageId } from '../constants';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/** The public procedures a page may read while it is rendered on the server. */
export type PublicReadPath =
  | 'public.settings.list'
  | 'public.pageSections.active'
  | 'public.portfolio.featured'
  | 'public.portfolio.byCategory'
  | 'public.testimonials.featured'
  | 'public.contact.receipt'
  | 'public.booking.kinds'
  | 'public.booking.slots'
  | 'public.booking.confirmation'
  | 'public.booking.managed'
  | 'public.areas.list'
  | 'public.areas.page'
  | 'public.photos.colours'
  | 'public.translations.list';

/** One read a page shows: the procedure and input its component's `useQuery` call uses. */
export interface PageRead {
  path: PublicReadPath;
  input?: unknown;
}

export const PORTFOLIO_ALL_INPUT = { category: ALL_PROJECTS } as const;

/** The site's settings: the header, footer, brand colours and meta tags of every page read them. */
export const SETTINGS_READ: PageRead = { path: 'public.settings.list' };
/** Each photo's placeholder colour, which every lazy photo of every page shows until it loads. */
export const PHOTO_COLOURS_READ: PageRead = { path: 'public.photos.colours' };
export const AREAS_LIST: PageRead = { path: 'public.areas.list' };
export const ALL_PROJECTS_READ: PageRead = {
  path: 'public.portfolio.byCategory',
  input: PORTFOLIO_ALL_INPUT,
};
export const sectionsRead = (pageId: PageId): PageRead => ({
  path: 'public.pageSections.active',
  input: { pageId },
});

/** What every page reads: the shell's settings and the photos' placeholder colours. */
export const SHELL_READS: readonly PageRead[] = [SETTINGS_READ, PHOTO_COLOURS_READ];

/**
 * What a page in a language reads beyond its route's reads: the owner's approved translations of his own texts
 * into it (settings he changed, sections, projects, testimonials). An English page reads none.
 */
export const languageReads = (language: Language): readonly PageRead[] =>
  language === DEFAULT_LANGUAGE ? [] : [{ path: 'public.translations.list', input: { language } }];

/** The booking page's reads: the kinds offered, a kind's free times, a booking by its receipt. */
export const BOOKING_KINDS_READ: PageRead = { path: 'public.booking.kinds' };
export const bookingSlotsRead = (kind: string): PageRead => ({
  path: 'public.booking.slots',
  input: { kind },
});
export const bookingConfirmationRead = (receipt: string): PageRead => ({
  path: 'public.booking.confirmation',
  input: { receipt },
});
export const managedBookingRead = (token: string): PageRead => ({
  path: 'public.booking.managed',
  input: { token },
});
