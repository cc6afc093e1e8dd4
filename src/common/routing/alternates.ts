import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import type { ProjectSlugIn } from './project-slugs';
import { addressIn } from './resolve';

/** One language's address of a page, as `hreflang` pairs name it. */
export interface Alternate {
  hreflang: string;
  path: string;
}

/**
 * A page's address in every language, and `x-default` (the site's own language) for a visitor in another: what
 * each page links in its head and the sitemap lists beside it, the same set from every one of them (search engines
 * ignore pairs that do not link back). None for an address no route has (the 404 page). A project's page needs its
 * projects' slugs in every language (`projectSlug`).
 */
export function alternatesOf(url: string, projectSlug?: ProjectSlugIn): Alternate[] {
  const alternates: Alternate[] = [];
  for (const language of LANGUAGES) {
    const path = addressIn(url, language, projectSlug);
    if (path === null) return [];
    alternates.push({ hreflang: language, path });
  }
  const fallback = alternates.find((alternate) => alternate.hreflang === DEFAULT_LANGUAGE);
  return fallback ? [...alternates, { hreflang: 'x-default', path: fallback.path }] : alternates;
}
