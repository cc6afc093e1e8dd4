import { pathOf, type RoutedPath } from '../../common/routing/resolve';
import type { RouteId } from '../../common/routing/route-table';
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
