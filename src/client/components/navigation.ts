/** The site's routes with the settings that label them (docs/product.md, Header and footer). */
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav_home_text' },
  { to: '/about', labelKey: 'nav_about_text' },
  { to: '/portfolio', labelKey: 'nav_portfolio_text' },
  { to: '/services', labelKey: 'nav_services_text' },
  { to: '/wildfire-recovery', labelKey: 'nav_wildfire_text' },
  { to: '/contact', labelKey: 'nav_contact_text' },
] as const;

export const FOOTER_LINKS = NAV_LINKS.filter((link) => link.to !== '/wildfire-recovery');
