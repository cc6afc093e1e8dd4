/**
 * What the page's script counts per page, as aggregates (docs/leads.md#attribution): a tap on a tel: or mailto:
 * link, and the contact form's first use on a page view. Sent with navigator.sendBeacon to PAGE_EVENTS_PATH.
 */
export const PAGE_EVENT_KINDS = ['tel', 'mailto', 'form-start'] as const;
export type PageEventKind = (typeof PAGE_EVENT_KINDS)[number];

/** The REST path of `public.pageEvents.record`. */
export const PAGE_EVENTS_PATH = '/api/page-events';
