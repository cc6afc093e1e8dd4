import type { Language } from './i18n/languages';
import { normalizePath } from './routing/normalize';
import { manyPageRouteUnder, pathOf } from './routing/resolve';
import { closestSlug, slugify } from './slugs';

/**
 * The kinds of address no page has. Each has one 404 page per language, whatever the address (the server keeps
 * it rendered, http/page-cache): only what the kind says shows in it, and for a project-like address the project
 * the server suggests.
 */
export type NotFoundKind = 'page' | 'project' | 'area';

/** The kind of an address no page has: under a project's prefix, under the service areas', or any other. */
export function notFoundKindOf(pathname: string): NotFoundKind {
  const id = manyPageRouteUnder(pathname)?.route.id;
  return id === 'project' || id === 'area' ? id : 'page';
}

/** The query parameter by which the server tells a project-like 404 page the project it suggests. */
export const CLOSEST_PROJECT_PARAM = 'closest';

/**
 * Where each kind's 404 page is rendered in a language: under the kind's prefix (the header marks the section it
 * is in), with an underscore no slug has, so it is no page's address now or later.
 */
export function notFoundPathOf(kind: NotFoundKind, language: Language): string {
  if (kind !== 'page') return pathOf(kind, language, '_404');
  const home = pathOf('home', language);
  return `${home === '/' ? '' : home}/_404`;
}

/** The URL a kind's 404 page is rendered from: its path, and the suggested project's slug when there is one. */
export function notFoundUrlOf(kind: NotFoundKind, language: Language, closest: string | null): string {
  const path = notFoundPathOf(kind, language);
  return closest ? `${path}?${new URLSearchParams({ [CLOSEST_PROJECT_PARAM]: closest })}` : path;
}

/** The slug of the project to suggest for a project-like address no page has (common/slugs.ts), or null. */
export function closestProjectTo(pathname: string, projects: ReadonlyArray<{ slug: string }>): string | null {
  const under = manyPageRouteUnder(pathname);
  const wanted = normalizePath(pathname).slice(under?.prefix.length ?? 0);
  return closestSlug(slugify(wanted), projects)?.slug ?? null;
}
