import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../common/i18n/languages';
import { closestProjectTo, type NotFoundKind, notFoundKindOf } from '../../common/not-found';
import { ALL_PROJECTS_READ, AREAS_LIST } from '../../common/routing/reads';
import { languageOfPath } from '../../common/routing/resolve';
import type { AreaSummary } from '../../common/schemas/areas';
import type { Project } from '../../common/schemas/portfolio';
import { movedAddressOf, movedPaths } from '../services/page-redirects';
import type { Context } from '../trpc/context';
import { answerOf, prefetchReads, type ServerHelpers } from './prefetch';

/**
 * What tells a page's address from one no page has without a query per request: the projects (slug and title, for
 * the suggestion too), the cities with a page, the moved addresses (normalized). The page cache keeps it until a
 * write drops one of these (http/page-cache/known-addresses.ts).
 */
export interface SiteAddresses {
  projects: ReadonlyArray<{ slug: string; title: string }>;
  projectSlugs: ReadonlySet<string>;
  areaSlugs: ReadonlySet<string>;
  moved: ReadonlySet<string>;
}

/** The site's addresses as visitors see them now (the public reads' projects and cities, and every move). */
export async function readSiteAddresses(ctx: Context, em: EntityManager): Promise<SiteAddresses> {
  const [helpers, moved] = await Promise.all([
    prefetchReads(ctx, [ALL_PROJECTS_READ, AREAS_LIST]),
    movedPaths(em),
  ]);
  const projects = projectsOf(helpers);
  const areas = answerOf<AreaSummary[]>(helpers, AREAS_LIST);
  if (!projects || !areas) throw new Error('the projects or the service areas could not be read');
  return {
    projects: projects.map(({ slug, title }) => ({ slug, title })),
    // Every language's slugs: any of them names its project (common/routing/project-slugs.ts).
    projectSlugs: new Set(
      projects.flatMap((project) => [project.slug, ...Object.values(project.translatedSlugs ?? {})]),
    ),
    areaSlugs: new Set(areas.filter((area) => area.hasPage).map((area) => area.slug)),
    moved: new Set(moved),
  };
}

/** Every project, as the render's reads hold them (the portfolio's own read); undefined when not read. */
export const projectsOf = (helpers: ServerHelpers) => answerOf<Project[]>(helpers, ALL_PROJECTS_READ);

/**
 * What an address no page has is: moved (a project's earlier slug, an old site's page), answered 301 to `movedTo`;
 * else a 404 page of its kind, with the project it suggests.
 */
export async function missingPageAt(
  em: EntityManager,
  pathname: string,
  helpers: ServerHelpers,
): Promise<{ movedTo: string } | { kind: NotFoundKind; language: Language; closest: string | null }> {
  const movedTo = await movedAddressOf(em, pathname);
  if (movedTo) return { movedTo };
  const kind = notFoundKindOf(pathname);
  // A project-like address's reads hold every project (its route's, or notFoundReads).
  const closest = kind === 'project' ? closestProjectTo(pathname, projectsOf(helpers) ?? []) : null;
  return { kind, language: languageOfPath(pathname), closest };
}
