/**
 * Where a lead came from, first-party only (docs/leads.md#attribution): read by the page's script from the visit's
 * first URL, kept in the tab's sessionStorage, and sent with the form. No cookie, no third-party request; nothing
 * of it reaches the server unless the visitor sends the form. Plain code (no zod): main.ts bundles it.
 */
import { CATEGORY_PARAM, COMMUNITY_PARAM } from '../routing/query';

/** The form's hidden fields and the lead's columns, each with its longest value and the characters it may hold. */
export const ATTRIBUTION_FIELDS = {
  // A path, with the parameters that make it a page of its own (LANDING_PARAMS) when it had them.
  landingPage: {
    max: 300,
    pattern: /^\/[A-Za-z0-9\-._~/]*(?:\?[a-z]+=[A-Za-z0-9\-._~]+(?:&[a-z]+=[A-Za-z0-9\-._~]+)*)?$/,
  },
  referrerHost: { max: 253, pattern: /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/ },
  utmSource: { max: 100, pattern: null },
  utmMedium: { max: 100, pattern: null },
  utmCampaign: { max: 150, pattern: null },
  utmTerm: { max: 150, pattern: null },
  utmContent: { max: 150, pattern: null },
  // Google's click ids are URL-safe base64 (gclid) or similar opaque tokens; anything else is forged.
  gclid: { max: 200, pattern: /^[A-Za-z0-9_-]+$/ },
  gbraid: { max: 200, pattern: /^[A-Za-z0-9_-]+$/ },
  wbraid: { max: 200, pattern: /^[A-Za-z0-9_-]+$/ },
  deviceClass: { max: 7, pattern: /^(phone|tablet|desktop)$/ },
  // A BCP 47 tag as navigator.language gives it (en-US, zh-Hant-TW).
  language: { max: 35, pattern: /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,4}$/ },
} as const satisfies Record<string, { max: number; pattern: RegExp | null }>;

export type AttributionField = keyof typeof ATTRIBUTION_FIELDS;
export const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_FIELDS) as AttributionField[];
export type Attribution = Partial<Record<AttributionField, string>>;

/** The query parameter each field is read from, where it comes from the URL. */
export const ATTRIBUTION_PARAMS: Partial<Record<AttributionField, string>> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
};

/**
 * Controls no free-text parameter takes (C0, DEL, C1, line separators, bidirectional overrides and isolates: the
 * same as a single-line field, common/schemas/fields.ts).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const NOT_PLAIN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** Whether `value` may be stored in `field`: within its length, of its characters. The server's rule too. */
export function attributionValueProblem(field: AttributionField, value: string): string | null {
  const rule = ATTRIBUTION_FIELDS[field];
  if (value.length > rule.max) return `${field} must be at most ${rule.max} characters`;
  if (NOT_PLAIN.test(value)) return `${field} must not contain control or direction characters`;
  if (rule.pattern && value !== '' && !rule.pattern.test(value)) return `${field} is not a valid value`;
  return null;
}

/**
 * The attribution of a visit from its first page's address and referrer, each value kept only when the server
 * would take it (an overlong or odd parameter is left out, never sent to be refused: it must not cost a lead).
 * A referrer on this site's own host is no source.
 */
export function attributionOf(url: URL, referrer: string): Attribution {
  const found: Attribution = { landingPage: landingPageOf(url) };
  for (const [field, param] of Object.entries(ATTRIBUTION_PARAMS) as Array<[AttributionField, string]>) {
    const value = url.searchParams.get(param)?.trim();
    if (value) found[field] = value;
  }
  try {
    const host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
    if (host && host !== url.hostname.toLowerCase()) found.referrerHost = host.replace(/^www\./, '');
  } catch {
    // An unreadable referrer is no source.
  }
  return keepValid(found);
}

/**
 * The parameters that make an address a page of its own: the wildfire page's community and the portfolio's filter
 * (common/routing/query.ts). A lead from the Altadena page is told from one from the Palisades page by them.
 */
const LANDING_PARAMS = [COMMUNITY_PARAM, CATEGORY_PARAM];

/** The landing page: its path and the parameters that make it a page of its own, when plain. */
export function landingPageOf(url: URL): string {
  const kept = LANDING_PARAMS.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value && /^[A-Za-z0-9\-._~]{1,80}$/.test(value) ? [`${name}=${value}`] : [];
  });
  return kept.length > 0 ? `${url.pathname}?${kept.join('&')}` : url.pathname;
}

/** Only the fields the server would take. */
export function keepValid(attribution: Attribution): Attribution {
  const kept: Attribution = {};
  for (const field of ATTRIBUTION_KEYS) {
    const value = attribution[field];
    if (typeof value === 'string' && value !== '' && attributionValueProblem(field, value) === null)
      kept[field] = value;
  }
  return kept;
}

/** The device class by the screen's short side and pointer: the lead's, not a fingerprint. */
export function deviceClassOf(shortSide: number, coarsePointer: boolean): 'phone' | 'tablet' | 'desktop' {
  if (shortSide < 600) return 'phone';
  if (coarsePointer && shortSide < 1100) return 'tablet';
  return 'desktop';
}

/** The same from a User-Agent, for a form posted without the page's script. */
export function deviceClassOfUserAgent(userAgent: string): 'phone' | 'tablet' | 'desktop' {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/** The first language of an Accept-Language header, when it is a plain tag. */
export function languageOfHeader(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && attributionValueProblem('language', first) === null ? first : undefined;
}

/** Where the page's script keeps the visit's attribution (this tab only, gone when it closes). */
export const ATTRIBUTION_STORAGE_KEY = 'scb.visit';

/** Where a lead came from, in one word for the report: the campaign's source, Google Ads, a site, or direct. */
export function sourceOf(lead: {
  utmSource?: string | null;
  gclid?: string | null;
  gbraid?: string | null;
  wbraid?: string | null;
  referrerHost?: string | null;
}): string {
  if (lead.utmSource) return lead.utmSource.toLowerCase();
  if (lead.gclid || lead.gbraid || lead.wbraid) return 'google ads';
  if (lead.referrerHost) return lead.referrerHost;
  return '(direct)';
}
