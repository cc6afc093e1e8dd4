import { normalizePath } from './routing/normalize';

/**
 * The admin panel's addresses (docs/product.md, Admin panel): `/admin` is the default tab (Portfolio), each other
 * tab is `/admin/<tab>`, and a tab with sub-tabs (a community, a page) adds `/<sub-tab>`. The server answers every
 * `/admin/...` address with the panel's shell (bar the live preview, `/admin/preview`, which has a route of its own).
 * Named "panel": the public page's script shares this module, and nothing named admin loads on a public page
 * (tests/e2e/bundle-size.spec.ts).
 */
export const ADMIN_PATH = '/admin';

/** The address segment of each tab, by the tab's id (the spec's tab ids: client/admin/tabs/index.ts). */
export const ADMIN_TAB_SLUGS = {
  portfolio: 'portfolio',
  testimonials: 'testimonials',
  contact: 'contact-forms',
  pages: 'page-content',
  'enhanced-pages': 'advanced-pages',
  services: 'services',
  'wildfire-recovery': 'wildfire-recovery',
  branding: 'branding',
  settings: 'site-settings',
  translations: 'spanish',
  trash: 'trash',
  activity: 'activity',
  backups: 'backups',
  account: 'account',
} as const;
export type AdminTabId = keyof typeof ADMIN_TAB_SLUGS;
export const DEFAULT_ADMIN_TAB: AdminTabId = 'portfolio';

/** The address of a tab (and sub-tab); the default tab's is `/admin` itself. */
export function adminAddressOf(tab: AdminTabId, subTab?: string): string {
  if (tab === DEFAULT_ADMIN_TAB && !subTab) return ADMIN_PATH;
  return `${ADMIN_PATH}/${ADMIN_TAB_SLUGS[tab]}${subTab ? `/${encodeURIComponent(subTab)}` : ''}`;
}

/** The tab and sub-tab an admin address names; null for an address that names no tab (shown as the default). */
export function adminTabAt(pathname: string): { tab: AdminTabId; subTab?: string } | null {
  const path = normalizePath(pathname);
  if (path === ADMIN_PATH) return { tab: DEFAULT_ADMIN_TAB };
  if (!path.startsWith(`${ADMIN_PATH}/`)) return null;
  const [slug, subTab, ...rest] = path.slice(ADMIN_PATH.length + 1).split('/');
  const tab = (Object.keys(ADMIN_TAB_SLUGS) as AdminTabId[]).find((id) => ADMIN_TAB_SLUGS[id] === slug);
  if (!tab || rest.length > 0) return null;
  return subTab ? { tab, subTab: decodeURIComponent(subTab) } : { tab };
}

/**
 * The marker cookie a sign-in sets beside the session (and a sign-out clears): "this browser has signed in". It
 * holds no secret and grants nothing: the public page's script reads it only to reveal the "Edit this page" link,
 * as public pages are cached and shared by every visitor (docs/security.md). Every admin call still checks the
 * session itself.
 */
export const OWNER_MARKER_COOKIE = 'scb_owner';

/** Whether a `document.cookie` string carries the marker. */
export const hasOwnerMarker = (cookies: string) =>
  cookies.split(';').some((pair) => pair.trim() === `${OWNER_MARKER_COOKIE}=1`);

/** Set on a public page's <html> by its script when the marker is there: the "Edit this page" link's CSS shows it. */
export const OWNER_SHOWN_ATTRIBUTE = 'data-owner-signed-in';

/** Each lead's own address, `/admin/contact-forms/<id>` (alerts link to it): a sub-tab of Contact Forms. */
export const leadAddressOf = (id: number) => adminAddressOf('contact', String(id));

/** The lead a Contact Forms sub-tab names, or null for a folder (spam, archived) or nothing. */
export function leadIdOf(subTab: string | undefined): number | null {
  return subTab && /^[1-9][0-9]{0,9}$/.test(subTab) ? Number(subTab) : null;
}
