import { ALL_PROJECTS, type PageId } from './constants';

/** The server-rendered public routes: their path, the page id of their admin sections, their extra reads. */
export interface PublicRoute {
  path: string;
  pageId?: PageId;
  reads: ReadonlyArray<'portfolio.featured' | 'portfolio.all' | 'testimonials.featured'>;
  /** Sitemap priority: the home page first, the pages a visitor acts on next. */
  priority: number;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', pageId: 'homepage', reads: ['portfolio.featured', 'testimonials.featured'], priority: 1 },
  { path: '/about', pageId: 'about', reads: [], priority: 0.8 },
  { path: '/portfolio', pageId: 'portfolio', reads: ['portfolio.all'], priority: 0.9 },
  { path: '/services', pageId: 'services', reads: [], priority: 0.9 },
  { path: '/wildfire-recovery', reads: [], priority: 0.8 },
  { path: '/contact', pageId: 'contact', reads: [], priority: 0.9 },
];

/** Client-rendered, private: no server render, `noindex`. */
export const PRIVATE_PATHS = ['/login', '/admin'] as const;

export const PORTFOLIO_ALL_INPUT = { category: ALL_PROJECTS } as const;

/** react-router matches paths case-insensitively and ignores one trailing slash; so does the server. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return trimmed.toLowerCase();
}

export const publicRouteOf = (pathname: string) =>
  PUBLIC_ROUTES.find((route) => route.path === normalizePath(pathname));

/**
 * The contact form without JavaScript (or before it has started): it posts to its own page, which saves the
 * request through the same procedure and redirects back with `?sent=1` or `?failed=<HTTP status>`; the page
 * then shows the outcome above the form (`#contact-form`).
 */
export const CONTACT_FORM = {
  path: '/contact',
  anchor: 'contact-form',
  sentParam: 'sent',
  failedParam: 'failed',
} as const;

/** What the redirect after a plain HTML post says: sent, or the status it was refused with. */
export interface PostedOutcome {
  sent: boolean;
  failedStatus: number;
}

/** The outcome of a plain HTML post as the query string of the page it redirected to (first values win). */
export function postedOutcome(search: URLSearchParams): PostedOutcome {
  return {
    sent: search.get(CONTACT_FORM.sentParam) === '1',
    failedStatus: Number(search.get(CONTACT_FORM.failedParam)) || 0,
  };
}
