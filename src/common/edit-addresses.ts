import { communityOf } from './constants';
import { ADMIN_PATH, adminAddressOf } from './panel-addresses';
import { routeOfPath } from './routing/resolve';
import type { RouteId } from './routing/route-table';

/** The Page Content group of each public page that has one: `/admin/page-content/<group>`. */
const PAGE_CONTENT_GROUPS: Partial<Record<RouteId, string>> = {
  home: 'home',
  about: 'about',
  contact: 'contact',
  portfolio: 'portfolio',
};

/**
 * Where the owner edits the words of a public page in any language ("Edit this page", rendered on the server): its
 * Page Content group, the Services tab, the community's Wildfire Recovery sub-tab, the requests for the booking
 * page; the panel's default tab for a
 * page that is none of those (a project's, the 404).
 */
export function editAddressOf(pathname: string, search: string): string {
  const id = routeOfPath(pathname)?.route.id;
  if (id === 'services') return adminAddressOf('services');
  // The bookings are leads; the booking settings are the API's for now.
  if (id === 'schedule') return adminAddressOf('contact');
  if (id === 'wildfire')
    return adminAddressOf('wildfire-recovery', communityOf(new URLSearchParams(search).get('community')).id);
  const group = id && PAGE_CONTENT_GROUPS[id];
  return group ? adminAddressOf('pages', group) : ADMIN_PATH;
}
