import { COMMUNITIES } from '../../../common/constants';
import { CONTACT_FORM, PUBLIC_ROUTES } from '../../../common/routes';

/**
 * The query parameters a public page reads, each with the values its page may be kept for: the wildfire page's
 * community (client/features/wildfire/useCommunity.ts), the contact form's outcome (ContactFormOutcome.tsx), shown
 * once after a form sent without JavaScript and not worth keeping. A page read with any other value is rendered
 * and not kept. Parameters no page reads (utm_source, say) do not change the page: they are left out of the key.
 */
const PAGE_PARAMETERS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  '/wildfire-recovery': { community: COMMUNITIES.map((community) => community.id) },
  [CONTACT_FORM.path]: { [CONTACT_FORM.sentParam]: [], [CONTACT_FORM.failedParam]: [] },
};

/**
 * Only a route's own spelling is kept: another one (`/About/`) renders its own canonical link, so it is rendered
 * as before. The 404 page names the path it was asked for (its canonical link): never kept.
 */
const ROUTE_PATHS = new Set(PUBLIC_ROUTES.map((route) => route.path));

/**
 * The key of a request for a public page, which is also the URL its kept copy is rendered for: the route and
 * the parameters the page reads. Null when the page must not be kept, so request URLs can only ever make a
 * bounded number of keys.
 */
export function pageKeyOf(url: string): string | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!ROUTE_PATHS.has(pathname)) return null;
  const search = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const [name, allowed] of Object.entries(PAGE_PARAMETERS[pathname] ?? {})) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    const [value = ''] = values;
    if (values.length > 1 || !allowed.includes(value)) return null;
    kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
