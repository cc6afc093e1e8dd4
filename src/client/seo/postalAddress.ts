/**
 * The office address as schema.org's `PostalAddress`, read from the one line the owner writes (Business Profile:
 * "1250 Fourth Street, Suite 300, Santa Monica, CA 90401"): the street (with its suite), the city, the state and
 * the ZIP code, in the United States. Parts it cannot tell apart stay in the street, the state then California
 * (the business is a California contractor), so nothing is misstated, only less finely split.
 */
export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality?: string;
  addressRegion: string;
  postalCode?: string;
  addressCountry: 'US';
}

const STATE_AND_ZIP = /^(?<state>[a-z]{2}|california)\.?(?:\s+(?<zip>\d{5}(?:-\d{4})?))?$/i;
const ZIP = /^\d{5}(?:-\d{4})?$/;
const COUNTRY = /^(?:US|USA|U\.S\.A?\.?|United States(?: of America)?)$/i;

const regionOf = (state: string) => (/^california$/i.test(state) ? 'CA' : state.toUpperCase());

export function postalAddress(text: string): PostalAddress {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (parts.length > 0 && COUNTRY.test(parts.at(-1) as string)) parts.pop();
  const fallback: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    addressRegion: 'CA',
    addressCountry: 'US',
  };
  // "…, CA, 90401": the ZIP code as a part of its own.
  let zip: string | undefined;
  if (parts.length > 0 && ZIP.test(parts.at(-1) as string)) zip = parts.pop();
  const stateAndZip = STATE_AND_ZIP.exec(parts.at(-1) ?? '')?.groups;
  // A street, a city and the state at least; else the words stay together as the street.
  if (!stateAndZip?.state || parts.length < 3 || (zip && stateAndZip.zip)) return fallback;
  parts.pop();
  const city = parts.pop() as string;
  const postalCode = zip ?? stateAndZip.zip;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    addressLocality: city,
    addressRegion: regionOf(stateAndZip.state),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'US',
  };
}
