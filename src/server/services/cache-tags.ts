/** The kinds of public data the HTTP caches keep: a cached answer names those it shows, a write those it changes. */
export const DATA_TAGS = ['settings', 'portfolio', 'testimonials', 'sections', 'areas', 'photos'] as const;
export type DataTag = (typeof DATA_TAGS)[number];
