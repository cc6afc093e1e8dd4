import { PORTFOLIO_PROJECT_PARAM } from './portfolio-links';

/**
 * Where a link to one project leads: today the portfolio with the project's quick view open
 * (`/portfolio?project=<id>`); once projects have their own pages (issue 32, item 1) this one line changes.
 */
export function projectAddress(project: { id: number }): string {
  return `/portfolio?${PORTFOLIO_PROJECT_PARAM}=${project.id}`;
}
