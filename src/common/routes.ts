import { AREAS_PATH } from './areas';
import {
  ALL_PROJECTS,
  COMMUNITIES,
  communityOf,
  type PageId,
  PROJECT_CATEGORIES,
  type ProjectCategory,
} from './constants';
import { isReceipt } from './leads/receipt';
import { PROJECT_PAGE_PREFIX, projectSlugOf, slugify } from './slugs';

/** The public procedures a page may read while it is rendered on the server. */
export type PublicReadPath =
  | 'public.settings.list'
  | 'public.pageSections.active'
  | 'public.portfolio.featured'
  | 'public.portfolio.byCategory'
  | 'public.testimonials.featured'
  | 'public.contact.receipt'
  | 'public.areas.list'
  | 'public.areas.page'
  | 'public.photos.colours';

/** One read a page shows: the procedure and input its component's `useQuery` call uses. */
export interface PageRead {
  path: PublicReadPath;
  input?: unknown;
}

/** The server-rendered public routes: their path, the page id of their admin sections, the reads they show. */
export interface PublicRoute {
  path: string;
  pageId?: PageId;
  /**
   * Every read the page's components make, for the query string it was asked with. The server runs exactly these
   * before it renders (ssr/prefetch.ts); a component reading anything else fails the render (a 503), since public
   * pages are never hydrated and a missing read would stay a skeleton.
   */
  reads: (search: URLSearchParams) => readonly PageRead[];
  /** Sitemap priority: the home page first, the pages a visitor acts on next. */
  priority: number;
  /** For a route of many pages (a project's, `/portfolio/:slug`): its pattern; `path` is then the page asked for. */
  pattern?: string;
}

export const PORTFOLIO_ALL_INPUT = { category: ALL_PROJECTS } as const;

/** The site's settings: the header, footer, brand colours and meta tags of every page read them. */
const SETTINGS: PageRead = { path: 'public.settings.list' };
/** Each photo's placeholder colour, which every lazy photo of every page shows until it loads. */
const PHOTO_COLOURS: PageRead = { path: 'public.photos.colours' };
export const AREAS_LIST: PageRead = { path: 'public.areas.list' };
const sectionsOf = (pageId: PageId): PageRead => ({ path: 'public.pageSections.active', input: { pageId } });
const ALL_PROJECTS_READ: PageRead = {
  path: 'public.portfolio.byCategory',
  input: { category: ALL_PROJECTS },
};

/**
 * The page that answers an unknown path reads the shell's settings; an address that looks like a project's
 * (`/portfolio/<unknown>`) also every project, to suggest the closest (pages/NotFound.tsx).
 */
export const notFoundReads = (pathname: string): readonly PageRead[] =>
  normalizePath(pathname).startsWith(PROJECT_PAGE_PREFIX)
    ? [SETTINGS, PHOTO_COLOURS, ALL_PROJECTS_READ]
    : [SETTINGS, PHOTO_COLOURS];

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/',
    pageId: 'homepage',
    reads: () => [
      SETTINGS,
      PHOTO_COLOURS,
      sectionsOf('homepage'),
      { path: 'public.portfolio.featured' },
      { path: 'public.testimonials.featured' },
    ],
    priority: 1,
  },
  {
    path: '/about',
    pageId: 'about',
    // The "areas we serve" section links the cities that have their page.
    reads: () => [SETTINGS, PHOTO_COLOURS, sectionsOf('about'), AREAS_LIST],
    priority: 0.8,
  },
  {
    path: '/portfolio',
    pageId: 'portfolio',
    reads: () => [
      SETTINGS,
      PHOTO_COLOURS,
      sectionsOf('portfolio'),
      { path: 'public.portfolio.byCategory', input: PORTFOLIO_ALL_INPUT },
    ],
    priority: 0.9,
  },
  {
    path: '/services',
    pageId: 'services',
    reads: () => [SETTINGS, PHOTO_COLOURS, sectionsOf('services')],
    priority: 0.9,
  },
  {
    path: '/wildfire-recovery',
    // One community's sections: the one in `?community=` (useCommunity).
    reads: (search) => [SETTINGS, PHOTO_COLOURS, sectionsOf(communityOf(search.get('community')).id)],
    priority: 0.8,
  },
  {
    path: '/contact',
    pageId: 'contact',
    // After a request, `?sent=<receipt>` shows what was sent (common/leads/receipt.ts): read, never kept.
    reads: (search) => {
      const sent = search.get(CONTACT_FORM.sentParam);
      return [
        SETTINGS,
        PHOTO_COLOURS,
        sectionsOf('contact'),
        ...(isReceipt(sent) ? [{ path: 'public.contact.receipt' as const, input: { receipt: sent } }] : []),
      ];
    },
    priority: 0.9,
  },
];

/** Client-rendered, private: no server render, `noindex`. */
export const PRIVATE_PATHS = ['/login', '/admin'] as const;

/**
 * Whether a path is one of the admin panel's client-rendered pages: /login, /admin and every address under it
 * (its tabs, common/panel-addresses.ts), answered with the panel's shell, no-store. The live preview
 * (/admin/preview) is a route of its own, answered before the pages, private too.
 */
export function isPrivatePage(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (PRIVATE_PATHS as readonly string[]).includes(path) || path.startsWith('/admin/');
}

/** react-router matches paths case-insensitively and ignores one trailing slash; so does the server. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return trimmed.toLowerCase();
}

/**
 * A project's own page (pages/Project.tsx): it reads every project, as the portfolio does, and shows the one its
 * slug names, so the page cache keeps it under a read it already knows; a slug no project has is the 404 page
 * (or a 301 when the address moved: ssr/page-handler.ts).
 */
export const PROJECT_ROUTE = {
  pattern: '/portfolio/:slug',
  reads: () => [SETTINGS, PHOTO_COLOURS, ALL_PROJECTS_READ],
  priority: 0.7,
} as const;

/** The route of a path (case and one trailing slash ignored): one of PUBLIC_ROUTES, or a project's page. */
export function publicRouteOf(pathname: string): PublicRoute | undefined {
  const path = normalizePath(pathname);
  const fixed = PUBLIC_ROUTES.find((route) => route.path === path);
  if (fixed) return fixed;
  return projectSlugOf(path) ? { ...PROJECT_ROUTE, path } : undefined;
}

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
  /** `?community=altadena`: the wildfire pages' buttons choose that community's fire rebuild as the project type. */
  communityParam: 'community',
} as const;

/** What the redirect after a plain HTML post says: sent, or the status it was refused with. */
export interface PostedOutcome {
  sent: boolean;
  failedStatus: number;
  /** The receipt a sent request came back with (`?sent=<receipt>`), which shows what was sent. */
  receipt?: string;
}

/** The outcome of a plain HTML post as the query string of the page it redirected to (first values win). */
export function postedOutcome(search: URLSearchParams): PostedOutcome {
  const sent = search.get(CONTACT_FORM.sentParam);
  return {
    sent: sent === '1' || isReceipt(sent),
    failedStatus: Number(search.get(CONTACT_FORM.failedParam)) || 0,
    ...(isReceipt(sent) ? { receipt: sent } : {}),
  };
}

/**
 * The portfolio's filters are links (`/portfolio?category=remodels`), each a page of its own: cached under its
 * canonical address, with its own title and canonical link, working without JavaScript. An unknown value moves
 * (301) to `/portfolio` (http/page-cache/keys.ts).
 */
export const PORTFOLIO_FILTER = { path: '/portfolio', param: 'category' } as const;

/** The query value of a project category: "Custom Homes" → `custom-homes`. */
export const categorySlug = (category: string) => slugify(category);

/** The category a `?category=` value names, or null (none, or unknown). */
export function categoryOfSlug(value: string | null): ProjectCategory | null {
  return PROJECT_CATEGORIES.find((category) => categorySlug(category) === value) ?? null;
}

/** The address of one filter of the portfolio: the whole portfolio for the "all" chip. */
export const portfolioFilterPath = (category: string | null) =>
  category === null || category === ALL_PROJECTS
    ? PORTFOLIO_FILTER.path
    : `${PORTFOLIO_FILTER.path}?${PORTFOLIO_FILTER.param}=${categorySlug(category)}`;

/** A wildfire community's page: the first community is the page itself, the others `?community=<id>`. */
export const communityPath = (id: string) =>
  id === COMMUNITIES[0].id ? '/wildfire-recovery' : `/wildfire-recovery?community=${id}`;

/**
 * A public route with one value in its path (`/areas/<slug>`): its reads take that value, and the
 * address is a page only when the read named `exists` answers something; otherwise it is the 404 page, status
 * 404 (a city without two projects and the owner's text has no page).
 */
export interface PatternRoute {
  prefix: string;
  reads: (value: string) => readonly PageRead[];
  exists: PublicReadPath;
  priority: number;
}

export const PATTERN_ROUTES: readonly PatternRoute[] = [
  {
    prefix: `${AREAS_PATH}/`,
    reads: (slug) => [SETTINGS, PHOTO_COLOURS, AREAS_LIST, { path: 'public.areas.page', input: { slug } }],
    exists: 'public.areas.page',
    priority: 0.6,
  },
];

/** The pattern route of a path and the value in it (lowercase letters, digits, hyphens), if any. */
export function patternRouteOf(pathname: string): { route: PatternRoute; value: string } | undefined {
  const path = normalizePath(pathname);
  for (const route of PATTERN_ROUTES) {
    const value = path.startsWith(route.prefix) ? path.slice(route.prefix.length) : '';
    if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120) return { route, value };
  }
  return undefined;
}

/** The reads of any public path: its route's, a pattern route's, or the 404 page's. */
export function readsOfPath(pathname: string, search: URLSearchParams): readonly PageRead[] {
  const route = publicRouteOf(pathname);
  if (route) return route.reads(search);
  const pattern = patternRouteOf(pathname);
  return pattern ? pattern.route.reads(pattern.value) : notFoundReads(pathname);
}
