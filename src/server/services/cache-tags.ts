/** The kinds of public data the HTTP caches keep: a cached answer names those it shows, a write those it changes. */
export const DATA_TAGS = [
  'settings',
  'portfolio',
  'testimonials',
  'sections',
  'areas',
  'photos',
  'redirects',
  'translations',
  'bookings',
] as const;
export type DataTag = (typeof DATA_TAGS)[number];

/**
 * Data no kept page shows: the moved addresses, which the page cache reads only to tell an address no page has
 * from one that moved (http/page-cache/known-addresses.ts), and the bookings, which only the free-time lists show
 * (the booking page is drawn for each visit, never kept). A write of these alone leaves every page as it was.
 */
const ADDRESS_ONLY_TAGS: readonly DataTag[] = ['redirects', 'bookings'];

/** Whether a write that drops these tags changes what some public page shows. */
export const changesPages = (tags: readonly DataTag[]) =>
  tags.some((tag) => !ADDRESS_ONLY_TAGS.includes(tag));
