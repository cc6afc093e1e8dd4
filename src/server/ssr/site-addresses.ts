import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryClient } from '@tanstack/react-query';
import { closestProjectTo, type NotFoundKind, notFoundKindOf } from '../../common/not-found';
import { AREAS_LIST, PORTFOLIO_ALL_INPUT } from '../../common/routes';
import type { AreaSummary } from '../../common/schemas/areas';
import type { Project } from '../../common/schemas/portfolio';
import { projectSlugOf } from '../../common/slugs';
import { movedAddressOf, movedPaths } from '../services/page-redirects';
import type { Context } from '../trpc/context';
import { prefetchReads } from './prefetch';

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

const ALL_PROJECTS_READ = { path: 'public.portfolio.byCategory', input: PORTFOLIO_ALL_INPUT } as const;

/** The site's addresses as visitors see them now (the public reads' projects and cities, and every move). */
export async function readSiteAddresses(ctx: Context, em: EntityManager): Promise<SiteAddresses> {
  const [helpers, moved] = await Promise.all([
    prefetchReads(ctx, [ALL_PROJECTS_READ, AREAS_LIST]),
    movedPaths(em),
  ]);
  const projects = projectsOf(helpers.queryClient);
  const areas = helpers.queryClient.getQueryData<AreaSummary[]>([
    AREAS_LIST.path.split('.'),
    { type: 'query' },
  ]);
  if (!projects || !areas) throw new Error('the projects or the service areas could not be read');
  return {
    projects: projects.map(({ slug, title }) => ({ slug, title })),
    projectSlugs: new Set(projects.map((project) => project.slug)),
    areaSlugs: new Set(areas.filter((area) => area.hasPage).map((area) => area.slug)),
    moved: new Set(moved),
  };
}

/** Every project, as the render's reads hold them (the portfolio's own read); undefined when not read. */
export const projectsOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<Project[]>([
    ['public', 'portfolio', 'byCategory'],
    { input: PORTFOLIO_ALL_INPUT, type: 'query' },
  ]);

/** Whether the projects the render read hold the one a project page's path names (pages/Project.tsx shows it). */
export function hasProject(queryClient: QueryClient, path: string): boolean {
  const slug = projectSlugOf(path);
  return projectsOf(queryClient)?.some((project) => project.slug === slug) ?? false;
}

/**
 * What an address no page has is: moved (a project's earlier slug, an old site's page), answered 301 to `movedTo`;
 * else a 404 page of its kind, with the project it suggests.
 */
export async function missingPageAt(
  em: EntityManager,
  pathname: string,
  queryClient: QueryClient,
): Promise<{ movedTo: string } | { kind: NotFoundKind; closest: string | null }> {
  const movedTo = await movedAddressOf(em, pathname);
  if (movedTo) return { movedTo };
  const kind = notFoundKindOf(pathname);
  // A project-like address's reads hold every project (its route's, or notFoundReads).
  const closest = kind === 'project' ? closestProjectTo(pathname, projectsOf(queryClient) ?? []) : null;
  return { kind, closest };
}
