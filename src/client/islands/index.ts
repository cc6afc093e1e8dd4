import type { ComponentType } from 'react';

/**
 * Every island of the public pages, the one list. An island is an interactive part of a server-rendered page:
 * the server renders it inside a marker element (`<Island name props>`, islands/Island.tsx), and the browser
 * hydrates that marker alone (islands/hydrate.tsx) when the visitor first shows intent on it: pointer over it,
 * press, touch or focus in it. Everything else on a public page is HTML and CSS, and works without a script,
 * but for the few things the page's one script (islands/main.ts) does without React: the header's theme
 * switch, the phone menu's dialog where the browser cannot open it alone, and a community tab's first press.
 *
 * Adding one: a module whose default export is the component (its props are serialized into the page, so
 * plain data only), a line here, and `<Island name="…" props={…} />` where the page shows it.
 */
export const ISLANDS = {
  /** The portfolio: category chips, project cards and the project dialog with its keyboard. */
  gallery: () => import('./GalleryIsland'),
  /** A gallery section's photos, each opening the portfolio's photo viewer. */
  gallerySection: () => import('./GallerySectionIsland'),
  /** The wildfire page's community tabs (each community is a page of its own: `?community=`). */
  communityTabs: () => import('./CommunityTabsIsland'),
  /** The contact form's live validation, sending through tRPC and its toasts. */
  contactForm: () => import('./ContactFormIsland'),
  /** The booking form's photos, uploaded as they are chosen (the rest of that form is plain HTML). */
  bookingPhotos: () => import('./BookingPhotosIsland'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof ISLANDS;

type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[Name]>>['default'];

/** The props each island takes, as its component declares them (none: an empty object). */
export type IslandProps<Name extends IslandName> =
  Parameters<IslandComponent<Name>> extends [] ? Record<string, never> : Parameters<IslandComponent<Name>>[0];

/** The attributes of an island's marker element. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on the marker once the browser has handed it to React. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/**
 * Dispatched on the window once the page's script has run: the page's starter (public/page-script-start.js, which
 * cannot import this) presses again what was pressed before.
 */
export const PAGE_SCRIPT_READY_EVENT = 'page-script-ready';
