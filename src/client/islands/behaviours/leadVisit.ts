import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_STORAGE_KEY,
  type Attribution,
  attributionOf,
  deviceClassOf,
  keepValid,
} from '../../../common/leads/attribution';
import { PAGE_EVENTS_PATH, type PageEventKind } from '../../../common/leads/page-events';

/** The marker of the contact form's hidden attribution fields (features/contact/AttributionFields.tsx). */
export const ATTRIBUTION_FIELD_ATTRIBUTE = 'data-attribution';

/**
 * The visit's attribution (docs/leads.md#attribution): read from the first page of this tab's visit and kept in
 * sessionStorage (this tab only, gone when it closes; never a cookie, never sent anywhere but with the form),
 * plus the device class and language now. Null where the browser keeps no session storage.
 */
export function visitAttribution(): Attribution {
  let first: Attribution = {};
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (stored) first = keepValid(JSON.parse(stored) as Attribution);
    else {
      first = attributionOf(new URL(location.href), document.referrer);
      sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(first));
    }
  } catch {
    // Storage refused (a private mode, a full quota): this page's own address is the best there is.
    first = attributionOf(new URL(location.href), document.referrer);
  }
  const coarse = matchMedia('(pointer: coarse)').matches;
  return keepValid({
    ...first,
    deviceClass: deviceClassOf(Math.min(screen.width, screen.height), coarse),
    language: navigator.language,
  });
}

/** The contact form's hidden fields get the visit's attribution, so a post without the form's script carries it. */
export function carryAttributionToForms() {
  const attribution = visitAttribution();
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[${ATTRIBUTION_FIELD_ATTRIBUTE}]`)) {
    const field = input.name as (typeof ATTRIBUTION_KEYS)[number];
    if (ATTRIBUTION_KEYS.includes(field)) input.value = attribution[field] ?? '';
  }
}

/** The live preview in the admin panel shows public pages to the owner: his taps are not visitors'. */
const inPreview = () => document.documentElement.hasAttribute('data-preview-theme');

function countEvent(kind: PageEventKind) {
  if (inPreview() || typeof navigator.sendBeacon !== 'function') return;
  const page = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '').toLowerCase() : '/';
  const body = new Blob([JSON.stringify({ page, kind })], { type: 'application/json' });
  navigator.sendBeacon(PAGE_EVENTS_PATH, body);
}

/**
 * Counts a tap on a tel: or mailto: link, and the contact form's first use on this page view, as one more on the
 * page's daily counter (services/leads/page-events.ts): nothing about who tapped.
 */
export function countLeadSignals() {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href')?.trim().toLowerCase() ?? '';
      if (href.startsWith('tel:')) countEvent('tel');
      else if (href.startsWith('mailto:')) countEvent('mailto');
    },
    { capture: true },
  );
  let started = false;
  document.addEventListener(
    'focusin',
    (event) => {
      if (started || !(event.target instanceof Element) || !event.target.closest('form[data-contact-form]'))
        return;
      started = true;
      countEvent('form-start');
    },
    { capture: true },
  );
}
