import { AREA_SLUG_MAX_LENGTH } from '../areas';
import { COMMUNITIES, communityOf, type PageId, PROJECT_CATEGORIES } from '../constants';
import type { Language } from '../i18n/languages';
import { isReceipt } from '../leads/receipt';
import { mapErrorText } from '../messages';
import { SLUG_MAX_LENGTH } from '../slugs';
import { BOOKING_QUERY, isChangeToken, isConsultationKind } from './booking-query';
import { type ProjectAddress, projectOfSlug, slugIn } from './project-slugs';
import { CATEGORY_PARAM, COMMUNITY_PARAM, CONTACT_FORM, categorySlug, postedOutcome } from './query';
import {
  ALL_PROJECTS_READ,
  AREAS_LIST,
  BOOKING_KINDS_READ,
  bookingConfirmationRead,
  bookingSlotsRead,
  managedBookingRead,
  type PageRead,
  PORTFOLIO_ALL_INPUT,
  SHELL_READS,
  sectionsRead,
} from './reads';

/** The public pages of the site. */
export type RouteId =
  | 'home'
  | 'about'
  | 'portfolio'
  | 'services'
  | 'wildfire'
  | 'contact'
  | 'schedule'
  | 'project'
  | 'area';

/** The query parameters a page reads, and their values as it reads them (first value wins). */
export interface QueryRule {
  names: readonly string[];
  /** The values that decide what the page shows, each in one spelling; what shows nothing is left out. */
  canonical: (search: URLSearchParams) => Record<string, string>;
}

/** What a page of a route of many pages (`/portfolio/:slug`) is: its slug, and the query it was asked with. */
export interface PageAsked {
  slug: string;
  search: URLSearchParams;
}

/** A rendered page's answer to one of its reads (undefined when it was not read). */
export type AnswerOf = (read: PageRead) => unknown;

/**
 * One public route: everything the server, the page cache, the client and the sitemap need to know of it.
 * A route of many pages has `:slug` at the end of its paths, and says how to tell a page that is there
 * (`exists`) from an address no page has.
 */
export interface PublicRoute {
  id: RouteId;
  /** Its address in each language: English ones are the site's own and never move; the others live under `/<language>`. */
  paths: Readonly<Record<Language, string>>;
  /** The admin sections shown on the page (`public.pageSections.active`). */
  pageId?: PageId;
  query?: QueryRule;
  /**
   * Every read the page's components make. The server runs exactly these before it renders (ssr/prefetch.ts); a
   * component reading anything else fails the render (a 503), since public pages are never hydrated and a missing
   * read would stay a skeleton.
   */
  reads: (page: PageAsked) => readonly PageRead[];
  /** Whether the page asked for is one visitor's alone (a thank-you panel with what he sent): never kept. */
  personal?: (search: URLSearchParams) => boolean;
  /** For a route of many pages: whether the page the slug names is there, by the render's answers. */
  exists?: (answerOf: AnswerOf, slug: string) => boolean;
  /** For a route of many pages: the slug of the page asked for in its language (a 301 when another was asked). */
  canonicalSlug?: (answerOf: AnswerOf, slug: string, language: Language) => string;
  /** The longest slug a route of many pages takes. */
  slugMaxLength?: number;
  /** Sitemap priority: the home page first, the pages a visitor acts on next. */
  priority: number;
}

const COMMUNITY_IDS: readonly string[] = COMMUNITIES.map((community) => community.id);

/**
 * The statuses the contact form redirects back with (http/contact-form.ts): a body refused (400, 413, 415),
 * fields refused (400), a visitor throttled (429), a failure (500, 503). Another status shows the text of one of
 * these: the page is kept under the first that shows the same text, so a query can only make a few keys.
 */
const CONTACT_FAILURES = [400, 413, 415, 429, 500, 503];
const failureText = (status: number) => mapErrorText('contact', { status, message: '' });

/** A wildfire community a query names, when it is one (`?community=altadena`). */
const communityIn = (search: URLSearchParams): Record<string, string> => {
  const id = search.get(COMMUNITY_PARAM);
  return id !== null && COMMUNITY_IDS.includes(id) ? { [COMMUNITY_PARAM]: id } : {};
};

/** The projects a project page read (every project, the portfolio's read). */
const projectsIn = (answerOf: AnswerOf): readonly ProjectAddress[] =>
  (answerOf(ALL_PROJECTS_READ) as readonly ProjectAddress[] | undefined) ?? [];

export const areaPageRead = (slug: string): PageRead => ({ path: 'public.areas.page', input: { slug } });

export const ROUTES: readonly PublicRoute[] = [
  {
    id: 'home',
    paths: { en: '/', es: '/es' },
    pageId: 'homepage',
    reads: () => [
      ...SHELL_READS,
      sectionsRead('homepage'),
      { path: 'public.portfolio.featured' },
      { path: 'public.testimonials.featured' },
    ],
    priority: 1,
  },
  {
    id: 'about',
    paths: { en: '/about', es: '/es/nosotros' },
    pageId: 'about',
    // The "areas we serve" section links the cities that have their page.
    reads: () => [...SHELL_READS, sectionsRead('about'), AREAS_LIST],
    priority: 0.8,
  },
  {
    id: 'portfolio',
    paths: { en: '/portfolio', es: '/es/portafolio' },
    pageId: 'portfolio',
    // A filter is a page of its own (`?category=remodels`); anything else is the whole portfolio.
    query: {
      names: [CATEGORY_PARAM],
      canonical: (search): Record<string, string> => {
        const value = search.get(CATEGORY_PARAM);
        return PROJECT_CATEGORIES.some((category) => categorySlug(category) === value)
          ? { [CATEGORY_PARAM]: value as string }
          : {};
      },
    },
    reads: () => [
      ...SHELL_READS,
      sectionsRead('portfolio'),
      { path: 'public.portfolio.byCategory', input: PORTFOLIO_ALL_INPUT },
    ],
    priority: 0.9,
  },
  {
    id: 'services',
    paths: { en: '/services', es: '/es/servicios' },
    pageId: 'services',
    reads: () => [...SHELL_READS, sectionsRead('services')],
    priority: 0.9,
  },
  {
    id: 'wildfire',
    paths: { en: '/wildfire-recovery', es: '/es/reconstruccion-tras-incendios' },
    query: {
      names: [COMMUNITY_PARAM],
      // The first community is the page itself: its `?community=` moves there (one address per page).
      canonical: (search): Record<string, string> => {
        const community = communityIn(search);
        return community[COMMUNITY_PARAM] === COMMUNITY_IDS[0] ? {} : community;
      },
    },
    // One community's sections: the one in `?community=` (an unknown one shows the first).
    reads: ({ search }) => [...SHELL_READS, sectionsRead(communityOf(search.get(COMMUNITY_PARAM)).id)],
    priority: 0.8,
  },
  {
    id: 'contact',
    paths: { en: '/contact', es: '/es/contacto' },
    pageId: 'contact',
    query: {
      // The community a wildfire page's button chose (its fire rebuild is the form's project type), and the
      // outcome of a form sent without JavaScript.
      names: [CONTACT_FORM.sentParam, CONTACT_FORM.failedParam, CONTACT_FORM.communityParam],
      canonical: (search): Record<string, string> => {
        const { sent, failedStatus } = postedOutcome(search);
        if (sent) return { [CONTACT_FORM.sentParam]: '1' };
        const community = communityIn(search);
        if (!failedStatus) return community;
        const shown = CONTACT_FAILURES.includes(failedStatus)
          ? failedStatus
          : CONTACT_FAILURES.find((status) => failureText(status) === failureText(failedStatus));
        return shown ? { ...community, [CONTACT_FORM.failedParam]: String(shown) } : community;
      },
    },
    // After a request, `?sent=<receipt>` shows what was sent (common/leads/receipt.ts): read, never kept.
    personal: (search) => postedOutcome(search).receipt !== undefined,
    reads: ({ search }) => {
      const sent = search.get(CONTACT_FORM.sentParam);
      return [
        ...SHELL_READS,
        sectionsRead('contact'),
        ...(isReceipt(sent) ? [{ path: 'public.contact.receipt' as const, input: { receipt: sent } }] : []),
      ];
    },
    priority: 0.9,
  },
  {
    id: 'schedule',
    paths: { en: '/schedule', es: '/es/agendar' },
    // Its canonical address names the kind at most: the day, the outcome of a post and a private link are the
    // visitor's own.
    query: {
      names: [BOOKING_QUERY.kind],
      canonical: (search): Record<string, string> => {
        const kind = search.get(BOOKING_QUERY.kind);
        return isConsultationKind(kind) ? { [BOOKING_QUERY.kind]: kind } : {};
      },
    },
    // The free times move with every booking and with the clock: the page is drawn for each visit, never kept.
    personal: () => true,
    // What the page reads by the query (common/routing/booking-query.ts `bookingAsked` reads it the same way).
    reads: ({ search }) => {
      const [kind, receipt, change] = [BOOKING_QUERY.kind, BOOKING_QUERY.booked, BOOKING_QUERY.change].map(
        (name) => search.get(name),
      );
      return [
        ...SHELL_READS,
        BOOKING_KINDS_READ,
        ...(isConsultationKind(kind ?? null) ? [bookingSlotsRead(kind as string)] : []),
        ...(isReceipt(receipt) ? [bookingConfirmationRead(receipt)] : []),
        ...(isChangeToken(change ?? null) ? [managedBookingRead(change as string)] : []),
      ];
    },
    priority: 0.9,
  },
  {
    id: 'project',
    // A project's page reads every project, as the portfolio does, and shows the one its slug names, so the page
    // cache keeps it under a read it already knows; a slug no project has is the 404 page (or a 301 when the
    // address moved).
    paths: { en: '/portfolio/:slug', es: '/es/portafolio/:slug' },
    reads: () => [...SHELL_READS, ALL_PROJECTS_READ],
    exists: (answerOf, slug) => projectOfSlug(projectsIn(answerOf), slug) !== undefined,
    // Its own slug in the page's language: the English slug under /es/ moves to the Spanish one once there is one.
    canonicalSlug: (answerOf, slug, language) => {
      const project = projectOfSlug(projectsIn(answerOf), slug);
      return project ? slugIn(project, language) : slug;
    },
    slugMaxLength: SLUG_MAX_LENGTH,
    priority: 0.7,
  },
  {
    id: 'area',
    // A city's page is there when it has two projects and the owner's text (common/areas.ts).
    paths: { en: '/areas/:slug', es: '/es/areas/:slug' },
    reads: ({ slug }) => [...SHELL_READS, AREAS_LIST, areaPageRead(slug)],
    exists: (answerOf, slug) => answerOf(areaPageRead(slug)) != null,
    slugMaxLength: AREA_SLUG_MAX_LENGTH,
    priority: 0.6,
  },
];

export const routeById = (id: RouteId): PublicRoute => ROUTES.find((route) => route.id === id) as PublicRoute;
