import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slugs';
import { normalizePath } from './normalize';
import type { ProjectSlugIn } from './project-slugs';
import { ALL_PROJECTS_READ, languageReads, type PageRead, SHELL_READS } from './reads';
import { type PublicRoute, ROUTES, type RouteId, routeById } from './route-table';

/** How a route of many pages marks the slug at the end of its paths. */
const SLUG_MARK = ':slug';

/** The language of a path: the one under whose prefix it is (`/es/...`), else the site's own. */
export function languageOfPath(pathname: string): Language {
  const path = normalizePath(pathname);
  return (
    LANGUAGES.find(
      (language) =>
        language !== DEFAULT_LANGUAGE && (path === `/${language}` || path.startsWith(`/${language}/`)),
    ) ?? DEFAULT_LANGUAGE
  );
}

interface RouteInLanguage {
  route: PublicRoute;
  language: Language;
}

const FIXED_PATHS = new Map<string, RouteInLanguage>();
/** The routes of many pages, by the prefix their slug follows in each language (`/es/portafolio/`). */
export const MANY_PAGE_PREFIXES: ReadonlyArray<RouteInLanguage & { prefix: string }> = ROUTES.flatMap(
  (route) =>
    LANGUAGES.flatMap((language) => {
      const path = route.paths[language];
      if (!path.endsWith(SLUG_MARK)) {
        FIXED_PATHS.set(path, { route, language });
        return [];
      }
      return [{ route, language, prefix: path.slice(0, -SLUG_MARK.length) }];
    }),
);

/** A path's route, language and slug (a route of many pages'), and the path as the router reads it. */
export interface RoutedPath extends RouteInLanguage {
  slug: string;
  path: string;
}

/**
 * The route of a path, in any spelling the router matches (case, one trailing slash): a fixed page, or a page of
 * a route of many pages whose slug is well formed (whether that page is there is the render's to tell).
 */
export function routeOfPath(pathname: string): RoutedPath | undefined {
  const path = normalizePath(pathname);
  const fixed = FIXED_PATHS.get(path);
  if (fixed) return { ...fixed, slug: '', path };
  for (const { route, language, prefix } of MANY_PAGE_PREFIXES) {
    if (!path.startsWith(prefix)) continue;
    const slug = path.slice(prefix.length);
    if (SLUG_PATTERN.test(slug) && slug.length <= (route.slugMaxLength ?? SLUG_MAX_LENGTH))
      return { route, language, slug, path };
  }
  return undefined;
}

/** A route's address in a language: `pathOf('project', 'es', 'malibu-home')` → `/es/portafolio/malibu-home`. */
export function pathOf(id: RouteId, language: Language = DEFAULT_LANGUAGE, slug = ''): string {
  const path = routeById(id).paths[language];
  return path.endsWith(SLUG_MARK) ? path.slice(0, -SLUG_MARK.length) + slug : path;
}

/** A URL's path and query string, cut as the router reads it (a path like `//x` stays a path). */
export function splitUrl(url: string): { pathname: string; query: string } {
  const queryStart = url.indexOf('?');
  return queryStart < 0
    ? { pathname: url, query: '' }
    : { pathname: url.slice(0, queryStart), query: url.slice(queryStart + 1) };
}

/** The query values a route's page reads, in their one spelling (`category=remodels`), or ''. */
export function canonicalQueryOf(route: PublicRoute, query: string): string {
  if (!route.query) return '';
  return new URLSearchParams(route.query.canonical(new URLSearchParams(query))).toString();
}

/**
 * The same page in another language: its route's address there, with the query values the page reads (the same
 * filter, the same community), and for a project's page that project's slug there (`projectSlug`, from the
 * projects the page read; without it the slug stays). Null for an address no route has.
 */
export function addressIn(url: string, language: Language, projectSlug?: ProjectSlugIn): string | null {
  const { pathname, query } = splitUrl(url);
  const routed = routeOfPath(pathname);
  if (!routed) return null;
  const slug =
    routed.route.id === 'project' && projectSlug ? projectSlug(routed.slug, language) : routed.slug;
  const path = pathOf(routed.route.id, language, slug);
  const canonical = canonicalQueryOf(routed.route, query);
  return canonical ? `${path}?${canonical}` : path;
}

/**
 * Where a request for a public page is answered from, or null when it is no route's page (an address no page
 * has: http/page-cache/known-addresses.ts; private pages, files):
 * - `key`: the address of its kept copy (the URL that copy is rendered for), or null for a page never kept (a
 *   thank-you panel with what one visitor sent, `?sent=<receipt>`);
 * - `movedTo`: for another spelling of it, the canonical address to move to (301).
 * The address names the route and only the values its page reads, each in one spelling, so request URLs can only
 * ever make a bounded number of keys:
 * - a route spelled otherwise (`/About`, `/about/`, as the router matches it) or a value the page reads spelled
 *   otherwise or showing nothing (`?community=atlantis`, `?sent=yes`, a repeated value) moves (301) to the
 *   canonical address, keeping the other parameters;
 * - parameters no page reads (utm_*, gclid, fbclid, `x`) are served the canonical copy, without a redirect: a
 *   tracked link costs no extra round trip, and its parameters stay in the address the page's scripts see.
 * Nothing here decodes the path: `/%61bout` is no route's spelling, and stays the 404 page it is for the router.
 */
export type ResolvedPage = (RoutedPath & { key: string | null }) | { movedTo: string };

export function resolvePage(url: string): ResolvedPage | null {
  const { pathname, query } = splitUrl(url);
  const routed = routeOfPath(pathname);
  if (!routed) return null;
  const { route, path } = routed;
  const names = route.query?.names ?? [];
  const search = new URLSearchParams(names.length ? query : '');
  const canonical = route.query?.canonical(search) ?? {};
  const canonicalQuery = new URLSearchParams(canonical).toString();
  // Asked for in its one spelling: a receipt is no other spelling of `?sent=1`, but a page of its own.
  if (pathname === path && route.personal?.(search)) return { ...routed, key: null };
  const spelledCanonically =
    pathname === path &&
    names.every((name) => {
      const values = search.getAll(name);
      return canonical[name] === undefined
        ? values.length === 0
        : values.length === 1 && values[0] === canonical[name];
    });
  if (!spelledCanonically) {
    const others = query.split('&').filter((pair) => pair && !names.includes(nameOf(pair)));
    const movedQuery = [...others, ...(canonicalQuery ? [canonicalQuery] : [])].join('&');
    return { movedTo: movedQuery ? `${path}?${movedQuery}` : path };
  }
  return { ...routed, key: canonicalQuery ? `${path}?${canonicalQuery}` : path };
}

/** The decoded name of one `name=value` pair, as URLSearchParams (and so the page) reads it. */
const nameOf = (pair: string) => new URLSearchParams(pair).keys().next().value ?? '';

/** The route of many pages an address is under (`/es/portafolio/<anything>`), whatever follows the prefix. */
export function manyPageRouteUnder(pathname: string): (RouteInLanguage & { prefix: string }) | undefined {
  const path = normalizePath(pathname);
  return MANY_PAGE_PREFIXES.find(({ prefix }) => path.startsWith(prefix));
}

/**
 * The page that answers an address no page has reads the shell's settings; an address that looks like a
 * project's (`/portfolio/<unknown>`) also every project, to suggest the closest (pages/NotFound.tsx).
 */
export const notFoundReads = (pathname: string): readonly PageRead[] => [
  ...(manyPageRouteUnder(pathname)?.route.id === 'project'
    ? [...SHELL_READS, ALL_PROJECTS_READ]
    : SHELL_READS),
  ...languageReads(languageOfPath(pathname)),
];

/** Every read the page at a routed address makes: its route's, and its language's. */
export const readsOfPage = (routed: RoutedPath, query: string): readonly PageRead[] => [
  ...routed.route.reads({ slug: routed.slug, search: new URLSearchParams(query) }),
  ...languageReads(routed.language),
];

/**
 * The address in the site's own language of an address under another language's prefix of a route of many
 * pages (`/es/portafolio/old-slug` → `/portfolio/old-slug`): moves (services/page-redirects.ts) are kept in the
 * site's own language, and a project's earlier slug moves in every language. Any other path is itself.
 */
export function sitePathOf(pathname: string): string {
  const path = normalizePath(pathname);
  const under = manyPageRouteUnder(path);
  if (!under || under.language === DEFAULT_LANGUAGE) return path;
  return pathOf(under.route.id, DEFAULT_LANGUAGE, path.slice(under.prefix.length));
}

/** The routes of one page each (not of many pages): the site's fixed pages. */
export const FIXED_ROUTES: readonly PublicRoute[] = ROUTES.filter(
  (route) => !route.paths.en.endsWith(SLUG_MARK),
);

/** The addresses of the fixed pages in a language. */
export const fixedPagePaths = (language: Language = DEFAULT_LANGUAGE): string[] =>
  FIXED_ROUTES.map((route) => route.paths[language]);

/**
 * A link the owner wrote to a page of this site (a section's button, a move's target: `/contact#contact-form`), as
 * a page in `language` shows it: that page's twin in the language, its `#` part kept; a link already in the
 * language, or to no page, as it is.
 */
export function siteLinkIn(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const target = hashAt < 0 ? href : href.slice(0, hashAt);
  if (languageOfPath(splitUrl(target).pathname) === language) return href;
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  return (addressIn(target, language) ?? target) + hash;
}

/**
 * A move's target with the query parameters of the request that it does not name itself (a campaign's `utm_*`,
 * `gclid`), as a respelling keeps them (`resolvePage`): an old link in an ad keeps its attribution when it moves.
 */
export function withRequestQuery(target: string, requestUrl: string): string {
  const { query } = splitUrl(requestUrl);
  if (!query) return target;
  const hashAt = target.indexOf('#');
  const { pathname, query: own } = splitUrl(hashAt < 0 ? target : target.slice(0, hashAt));
  const named = new Set(new URLSearchParams(own).keys());
  const carried = query.split('&').filter((pair) => pair && !named.has(nameOf(pair)));
  const joined = [own, ...carried].filter(Boolean).join('&');
  return `${pathname}${joined ? `?${joined}` : ''}${hashAt < 0 ? '' : target.slice(hashAt)}`;
}
