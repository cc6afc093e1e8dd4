import type { RouteId } from '../../common/routing/route-table';

/** The site's pages in the header, with the settings that label them (docs/product.md, Header and footer). */
export const NAV_LINKS: ReadonlyArray<{ route: RouteId; labelKey: string }> = [
  { route: 'home', labelKey: 'nav_home_text' },
  { route: 'about', labelKey: 'nav_about_text' },
  { route: 'portfolio', labelKey: 'nav_portfolio_text' },
  { route: 'services', labelKey: 'nav_services_text' },
  { route: 'wildfire', labelKey: 'nav_wildfire_text' },
  { route: 'contact', labelKey: 'nav_contact_text' },
];

export const FOOTER_LINKS = NAV_LINKS.filter((link) => link.route !== 'wildfire');
