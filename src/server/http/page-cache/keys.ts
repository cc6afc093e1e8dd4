import { COMMUNITIES } from '../../../common/constants';
import { mapErrorText } from '../../../common/messages';
import type { NotFoundKind, PageLanguage } from '../../../common/not-found';
import {
  CONTACT_FORM,
  categoryOfSlug,
  PORTFOLIO_FILTER,
  PUBLIC_ROUTES,
  postedOutcome,
  publicRouteOf,
} from '../../../common/routes';

/** The query parameters one page reads, and their values as the page reads them (first value wins). */
interface PageParameters {
  names: readonly string[];
  /** The values that decide what the page shows, each in one spelling; what shows nothing is left out. */
  canonical: (search: URLSearchParams) => Record<string, string>;
}

const COMMUNITY_IDS: readonly string[] = COMMUNITIES.map((community) => community.id);

/**
 * The statuses the contact form redirects back with (http/contact-form.ts): a body refused (400, 413, 415),
 * fields refused (400), a visitor throttled (429), a failure (500, 503). Another status shows the text of one of
 * these: the page is kept under the first that shows the same text, so a query can only make a few keys.
 */
const CONTACT_FAILURES = [400, 413, 415, 429, 500, 503];
const failureText = (status: number) => mapErrorText('contact', { status, message: '' });

/**
 * What the public pages read from the query: the portfolio's category, the wildfire page's community (client/features/wildfire/useCommunity.ts:
 * an unknown one shows the first), the contact form's outcome (postedOutcome), shown after a form sent without
 * JavaScript. Parameters no page reads (utm_source, gclid, fbclid, x) do not change the page.
 */
const PAGE_PARAMETERS: Readonly<Record<string, PageParameters>> = {
  // A filter of the portfolio: one page per project category (`?category=remodels`); anything else is the whole one.
  [PORTFOLIO_FILTER.path]: {
    names: [PORTFOLIO_FILTER.param],
    canonical: (search): Record<string, string> => {
      const value = search.get(PORTFOLIO_FILTER.param);
      return categoryOfSlug(value) ? { [PORTFOLIO_FILTER.param]: value as string } : {};
    },
  },
  '/wildfire-recovery': {
    names: ['community'],
    canonical: (search): Record<string, string> => {
      const id = search.get('community');
      // The first community is the page itself: its `?community=` moves there (one address per page).
      return id !== null && COMMUNITY_IDS.includes(id) && id !== COMMUNITY_IDS[0] ? { community: id } : {};
    },
  },
  [CONTACT_FORM.path]: {
    // The community a wildfire page's button chose (its fire rebuild is the form's project type).
    names: [CONTACT_FORM.sentParam, CONTACT_FORM.failedParam, CONTACT_FORM.communityParam],
    canonical: (search): Record<string, string> => {
      const { sent, failedStatus } = postedOutcome(search);
      if (sent) return { [CONTACT_FORM.sentParam]: '1' };
      const id = search.get(CONTACT_FORM.communityParam);
      const community: Record<string, string> =
        id !== null && COMMUNITY_IDS.includes(id) ? { [CONTACT_FORM.communityParam]: id } : {};
      if (!failedStatus) return community;
      const shown = CONTACT_FAILURES.includes(failedStatus)
        ? failedStatus
        : CONTACT_FAILURES.find((status) => failureText(status) === failureText(failedStatus));
      return shown ? { ...community, [CONTACT_FORM.failedParam]: String(shown) } : community;
    },
  },
};

const ROUTE_PATHS = new Set(PUBLIC_ROUTES.map((route) => route.path));

/**
 * Where a request for a public page is answered from: the key of its kept copy (which is also the URL that copy
 * is rendered for), or, for another spelling of it, the canonical address to move to.
 */
export type PageAddress = { key: string } | { movedTo: string };

/**
 * The address of a request for a public page, or null when it is not one (an address no page has: see
 * known-addresses.ts; private pages, files).
 * The address names the route and only the values its page reads, each in one spelling, so request URLs can only
 * ever make a bounded number of keys:
 * - a route spelled otherwise (`/About`, `/about/`, as the router matches it) or a value the page reads spelled
 *   otherwise or showing nothing (`?community=atlantis`, `?sent=yes`, a repeated value) moves (301) to the
 *   canonical address, keeping the other parameters;
 * - parameters no page reads (utm_*, gclid, fbclid, `x`) are served the canonical copy, without a redirect: a
 *   tracked link costs no extra round trip, and its parameters stay in the address the page's scripts see.
 * Nothing here decodes the path: `/%61bout` is no route's spelling, and stays the 404 page it is for the router.
 */
export function pageAddressOf(url: string): PageAddress | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart + 1);
  const path = ROUTE_PATHS.has(pathname) ? pathname : publicRouteOf(pathname)?.path;
  if (path === undefined) return null;
  // A thank-you panel with what one visitor sent (`?sent=<receipt>`) is theirs alone: rendered each time, never kept.
  if (path === CONTACT_FORM.path && postedOutcome(new URLSearchParams(query)).receipt) return null;
  const parameters = PAGE_PARAMETERS[path];
  const search = new URLSearchParams(parameters ? query : '');
  const canonical = parameters?.canonical(search) ?? {};
  const canonicalQuery = new URLSearchParams(canonical).toString();
  const spelledCanonically =
    pathname === path &&
    (parameters?.names ?? []).every((name) => {
      const values = search.getAll(name);
      return canonical[name] === undefined
        ? values.length === 0
        : values.length === 1 && values[0] === canonical[name];
    });
  if (spelledCanonically) return { key: canonicalQuery ? `${path}?${canonicalQuery}` : path };
  const others = query.split('&').filter((pair) => pair && !parameters?.names.includes(nameOf(pair)));
  const movedQuery = [...others, ...(canonicalQuery ? [canonicalQuery] : [])].join('&');
  return { movedTo: movedQuery ? `${path}?${movedQuery}` : path };
}

/** The decoded name of one `name=value` pair, as URLSearchParams (and so the page) reads it. */
const nameOf = (pair: string) => new URLSearchParams(pair).keys().next().value ?? '';

/**
 * The key of a kept 404 page: its language, its kind of address and the project it suggests (common/not-found.ts).
 * No request's URL is one (those start with `/`), and addresses no page has make at most one key per language,
 * kind and project.
 */
export const notFoundKey = (language: PageLanguage, kind: NotFoundKind, closest: string | null) =>
  `404 ${language} ${kind}${closest ? ` ${closest}` : ''}`;
