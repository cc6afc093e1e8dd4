import { ALL_PROJECTS, COMMUNITIES } from './constants';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages';
import { normalizePath } from './routing/normalize';
import { CATEGORY_PARAM, COMMUNITY_PARAM, categorySlug } from './routing/query';
import { pathOf } from './routing/resolve';

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

/** The address of one filter of the portfolio: the whole portfolio for the "all" chip. */
export function portfolioFilterPath(category: string | null, language: Language = DEFAULT_LANGUAGE): string {
  const path = pathOf('portfolio', language);
  return category === null || category === ALL_PROJECTS
    ? path
    : `${path}?${CATEGORY_PARAM}=${categorySlug(category)}`;
}

/** A wildfire community's page: the first community is the page itself, the others `?community=<id>`. */
export function communityPath(id: string, language: Language = DEFAULT_LANGUAGE): string {
  const path = pathOf('wildfire', language);
  return id === COMMUNITIES[0].id ? path : `${path}?${COMMUNITY_PARAM}=${id}`;
}

/** The contact page, where the form posts without JavaScript. */
export const contactPath = (language: Language = DEFAULT_LANGUAGE) => pathOf('contact', language);

/** A project's own page in a language. */
export const projectPagePath = (slug: string, language: Language = DEFAULT_LANGUAGE) =>
  pathOf('project', language, slug);

/** A city's page in a language. */
export const areaPagePath = (slug: string, language: Language = DEFAULT_LANGUAGE) =>
  pathOf('area', language, slug);
