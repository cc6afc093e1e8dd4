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
] as const;
export type DataTag = (typeof DATA_TAGS)[number];

/**
 * Data no page shows, only where an address leads: the moved addresses, which the page cache reads to tell an
 * address no page has from one that moved (http/page-cache/known-addresses.ts). A write of these alone leaves
 * every page as it was.
 */
const ADDRESS_ONLY_TAGS: readonly DataTag[] = ['redirects'];

/** Whether a write that drops these tags changes what some public page shows. */
export const changesPages = (tags: readonly DataTag[]) =>
  tags.some((tag) => !ADDRESS_ONLY_TAGS.includes(tag));
