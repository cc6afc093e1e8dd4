import { skipToken } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ProjectSlugIn, projectSlugIn } from '../../common/routing/project-slugs';
import { PORTFOLIO_ALL_INPUT } from '../../common/routing/reads';
import { pathOf, type RoutedPath, routeOfPath } from '../../common/routing/resolve';
import type { RouteId } from '../../common/routing/route-table';
import { trpc } from '../trpc';
import { useLanguage } from './language';

/** A route's address in the page's language: `pathTo('contact')` is `/contact` or `/es/contacto`. */
export function usePathTo(): (id: RouteId, slug?: string) => string {
  const language = useLanguage();
  return (id, slug) => pathOf(id, language, slug);
}

/** Whether a header link is the section the page is in (a project's page is in the portfolio). */
export function isSectionOf(route: RouteId, page: RoutedPath | undefined): boolean {
  const id = page?.route.id;
  return id === route || (route === 'portfolio' && id === 'project');
}

/**
 * On a project's page, how its slug reads in each language (from the projects the page read), for its canonical
 * address, its language alternates and the language switch; nothing on any other page (which reads no projects).
 */
export function useProjectSlugIn(pathname: string): ProjectSlugIn | undefined {
  const onProject = routeOfPath(pathname)?.route.id === 'project';
  const projects = trpc.public.portfolio.byCategory.useQuery(onProject ? PORTFOLIO_ALL_INPUT : skipToken);
  return useMemo(() => (projects.data ? projectSlugIn(projects.data) : undefined), [projects.data]);
}
