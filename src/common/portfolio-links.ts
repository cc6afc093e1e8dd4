/** The query parameter of /portfolio that opens one project's quick view on load (islands/behaviours). */
export const PORTFOLIO_PROJECT_PARAM = 'project';
