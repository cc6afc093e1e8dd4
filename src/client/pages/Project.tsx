import { useLocation } from 'react-router-dom';
import { projectOfSlug } from '../../common/routing/project-slugs';
import { PORTFOLIO_ALL_INPUT } from '../../common/routing/reads';
import { routeOfPath } from '../../common/routing/resolve';
import { ProjectArticle } from '../features/project/ProjectArticle';
import { trpc } from '../trpc';
import { NotFoundPage } from './NotFound';

/**
 * A project's own page, `/portfolio/<slug>` (common/routes.ts PROJECT_ROUTE): found among every project, the
 * read the portfolio makes too, so the page cache keeps it under a read it knows. A slug no project has is the
 * 404 page (the server answers 404, or 301 when the address moved: ssr/page-handler.ts).
 */
export function ProjectPage() {
  const slug = routeOfPath(useLocation().pathname)?.slug ?? null;
  const projects = trpc.public.portfolio.byCategory.useQuery(PORTFOLIO_ALL_INPUT);
  const project = slug === null ? undefined : projectOfSlug(projects.data ?? [], slug);
  return project ? <ProjectArticle project={project} /> : <NotFoundPage />;
}
