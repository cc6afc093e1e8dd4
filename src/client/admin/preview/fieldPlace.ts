import { COMMUNITIES, communityOf } from '../../../common/constants';
import { adminAddressOf } from '../../../common/panel-addresses';
import { routeOfPath } from '../../../common/routing/resolve';
import { SETTINGS_BY_KEY } from '../../../common/settings';

/** The facts about the business every page uses: Page Content's first group, "Business Profile". */
export const BUSINESS_PROFILE_KEYS = [
  'company_name',
  'company_legal_name',
  'company_license_number',
  'contact_phone',
  'contact_email',
  'contact_address',
  'company_tagline',
  'contact_office_hours',
  'contact_service_areas',
];

/** Page Content's group (its address, /admin/page-content/<group>) of each registry section it holds. */
const PAGE_CONTENT_GROUPS: Readonly<Record<string, string>> = {
  company: 'profile',
  hero: 'home',
  homepage: 'home',
  about: 'about',
  contact: 'contact',
  portfolio: 'portfolio',
};

/** The registry sections the Branding tab holds: logo and colours, menu labels, footer, search engines, social. */
const BRANDING_SECTIONS = new Set(['branding', 'navigation', 'footer', 'seo', 'social']);

/** The tab (and sub-tab) that holds a setting: where its section's keys are placed; Site Settings has them all. */
function settingAddress(key: string): string {
  const section = SETTINGS_BY_KEY.get(key)?.section ?? '';
  if (BUSINESS_PROFILE_KEYS.includes(key)) return adminAddressOf('pages', 'profile');
  const group = PAGE_CONTENT_GROUPS[section];
  if (group) return adminAddressOf('pages', group);
  if (section === 'services') return adminAddressOf('services');
  // The inbox's statuses, reply templates and clock: the Contact Forms tab's "Inbox settings".
  if (section === 'leads') return adminAddressOf('contact');
  if (BRANDING_SECTIONS.has(section)) return adminAddressOf('branding');
  const community = COMMUNITIES.find(({ id }) => section === `wildfire-${id}`);
  if (community) return adminAddressOf('wildfire-recovery', community.id);
  return adminAddressOf('settings');
}

/**
 * The panel address that holds the field of a click in the live preview: a setting's tab, the
 * list of a project or a testimonial, the sections editor of the page shown (a community's sub-tab for a recovery
 * page). Null when no tab holds it.
 */
export function panelAddressOfField(field: string, pagePath: string): string | null {
  const [kind, id] = field.split(':');
  if (kind === 'setting' && id) return settingAddress(id);
  if (kind === 'project') return adminAddressOf('portfolio');
  if (kind === 'testimonial') return adminAddressOf('testimonials');
  if (kind !== 'section') return null;
  const url = new URL(pagePath, 'http://preview.invalid');
  const route = routeOfPath(url.pathname)?.route;
  if (route?.id === 'wildfire') {
    return adminAddressOf('wildfire-recovery', communityOf(url.searchParams.get('community')).id);
  }
  const pageId = route?.pageId;
  return pageId ? adminAddressOf('enhanced-pages', pageId) : null;
}
