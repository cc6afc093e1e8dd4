import { type Attribution, sourceOf } from '../../../common/leads/attribution';
import { LEAD_EMAIL_TEXTS as T } from '../../../common/messages';

const CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;

/**
 * Where a lead came from, in one line for its alert (docs/leads.md#attribution): the source and medium, the
 * campaign, which Google click ids it carried (not their values: the owner needs to know it was an ad, the CSV
 * export has the ids), the landing page, the referring site, the device class and language. Null when nothing is
 * known. A form posted without script knows only the device and language: no source is claimed for it then.
 */
export function sourceLine(from: Attribution): string | null {
  const clicks = CLICK_IDS.filter((key) => from[key]);
  const visitKnown = Boolean(from.landingPage || from.referrerHost || from.utmSource || clicks.length);
  const source = sourceOf(from);
  const parts: string[] = [];
  if (visitKnown) parts.push(from.utmMedium ? `${source} / ${from.utmMedium}` : source);
  if (from.utmCampaign) parts.push(T.campaign(from.utmCampaign));
  if (from.utmTerm) parts.push(T.term(from.utmTerm));
  if (from.utmContent) parts.push(T.content(from.utmContent));
  if (clicks.length > 0) parts.push(T.clickIds(clicks.join(', ')));
  if (from.landingPage) parts.push(T.landedOn(from.landingPage));
  if (from.referrerHost && from.referrerHost !== source) parts.push(T.referredBy(from.referrerHost));
  const device = [from.deviceClass && (T.devices[from.deviceClass] ?? from.deviceClass), from.language]
    .filter(Boolean)
    .join(', ');
  if (device) parts.push(device);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A state, with or without its ZIP code, as the last part of a US address ("CA 91001", "California"). */
const STATE_PART = /^(?:[A-Z]{2}|California)(?:\s+\d{5}(?:-\d{4})?)?$/i;
const TRAILING_STATE = /\s+(?:CA|California)(?:\s+\d{5}(?:-\d{4})?)?$|\s+\d{5}(?:-\d{4})?$/i;
const CITY_NAME = /^\p{L}[\p{L} .'-]{1,39}$/u;

/**
 * The city of a property address typed as people type them ("2260 Lake Ave, Altadena, CA 91001", "1 Main St, Los
 * Angeles CA"), for the push alert's one line; undefined when it cannot be told (one part, or a part with digits).
 */
export function cityOf(address: string | undefined): string | undefined {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  while (parts.length > 0 && /^(?:USA?|United States)$/i.test(parts.at(-1) ?? '')) parts.pop();
  if (parts.length < 2) return undefined;
  const last = parts.at(-1) ?? '';
  const candidate = (STATE_PART.test(last) ? (parts.at(-2) ?? '') : last).replace(TRAILING_STATE, '').trim();
  return CITY_NAME.test(candidate) ? candidate : undefined;
}
