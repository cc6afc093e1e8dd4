import { AREAS_PATH } from './areas';
import { normalizePath } from './routes';
import { closestSlug, PROJECT_PAGE_PREFIX, slugify } from './slugs';

/**
 * The kinds of address no page has. Each has one 404 page per language, whatever the address (the server keeps
 * it rendered, http/page-cache): only what the kind says shows in it, and for a project-like address the project
 * the server suggests.
 */
export type NotFoundKind = 'page' | 'project' | 'area';

/** The languages pages are written in; each has its own 404 pages. */
export type PageLanguage = 'en';
export const DEFAULT_LANGUAGE: PageLanguage = 'en';

/** The kind of an address no page has: under a project's prefix, under the service areas', or any other. */
export function notFoundKindOf(pathname: string): NotFoundKind {
  const path = normalizePath(pathname);
  if (path.startsWith(PROJECT_PAGE_PREFIX)) return 'project';
  if (path.startsWith(`${AREAS_PATH}/`)) return 'area';
  return 'page';
}

/** The query parameter by which the server tells a project-like 404 page the project it suggests. */
export const CLOSEST_PROJECT_PARAM = 'closest';

/**
 * Where each kind's 404 page is rendered: under the kind's prefix (the header marks the section it is in), with an
 * underscore no slug has, so it is no page's address now or later.
 */
const RENDERED_AT: Readonly<Record<NotFoundKind, string>> = {
  page: '/_404',
  project: `${PROJECT_PAGE_PREFIX}_404`,
  area: `${AREAS_PATH}/_404`,
};

/** The path a kind's 404 page is rendered at (its reads are those of this path). */
export const notFoundPathOf = (kind: NotFoundKind) => RENDERED_AT[kind];

/** The URL a kind's 404 page is rendered from: its path, and the suggested project's slug when there is one. */
export function notFoundUrlOf(kind: NotFoundKind, closest: string | null): string {
  const path = RENDERED_AT[kind];
  return closest ? `${path}?${new URLSearchParams({ [CLOSEST_PROJECT_PARAM]: closest })}` : path;
}

/** The slug of the project to suggest for a project-like address no page has (common/slugs.ts), or null. */
export function closestProjectTo(pathname: string, projects: ReadonlyArray<{ slug: string }>): string | null {
  const wanted = normalizePath(pathname).slice(PROJECT_PAGE_PREFIX.length);
  return closestSlug(slugify(wanted), projects)?.slug ?? null;
}
