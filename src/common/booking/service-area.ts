/**
 * Whether an on-site visit's address is outside the service area the owner lists (the `contact_service_areas`
 * setting: one county per line, "County: city, city"). A homeowner types his address as he likes ("123 Main St,
 * Pacific Palisades 90272", "Calle Ocho 5, Irvine"), and a refused booking is a lost lead: only evidence refuses
 * it. An address that names a listed county or city is inside; one whose ZIP code lies in a listed county's ranges
 * is inside; one with a ZIP code that lies in none of them is outside; anything else (no ZIP, a county whose ZIP
 * codes are not known here) is taken as inside, and the owner sees the address on the lead.
 */
import { splitLines } from '../settings/resolve';

/** The ZIP codes of the counties the business is set up for (the first three digits' ranges, inclusive). */
const COUNTY_ZIP_RANGES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  'los angeles': [
    [900, 918],
    [935, 935],
  ],
  orange: [
    [906, 907],
    [926, 928],
  ],
};

/** Lower case, accents and punctuation gone, one space between words: "Los Ángeles," reads as "los angeles". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "Los Angeles County" and "Condado de Orange" name the same county as "los angeles" and "orange". */
const countyName = (label: string) =>
  plain(label)
    .replace(/\bcounty\b|\bcondado de\b/g, '')
    .trim();

interface ServiceArea {
  counties: string[];
  /** Every county and city named, as plain words. */
  places: string[];
}

export function serviceAreaOf(setting: string): ServiceArea {
  const counties: string[] = [];
  const places: string[] = [];
  for (const line of splitLines(setting)) {
    const [label = '', cities = ''] = line.includes(':') ? line.split(/:(.*)/s) : ['', line];
    const county = countyName(label);
    if (county) counties.push(county);
    places.push(...[label, ...cities.split(',')].map(plain).filter((place) => place.length > 1));
  }
  return { counties, places };
}

const ZIP = /(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)/g;
/** A street number first ("17500 Sunset Blvd") is no ZIP code. */
const STREET_NUMBER = /^\s*\d+\S*/;

/** The ZIP code's first three digits: the last five-digit number after the street number, as US addresses write it. */
function zipPrefixOf(address: string): number | undefined {
  const zip = [...address.replace(STREET_NUMBER, '').matchAll(ZIP)].at(-1)?.[1];
  return zip === undefined ? undefined : Number(zip.slice(0, 3));
}

export function isOutsideServiceArea(address: string, setting: string): boolean {
  const { counties, places } = serviceAreaOf(setting);
  const words = ` ${plain(address)} `;
  if (places.some((place) => words.includes(` ${place} `))) return false;
  const ranges = counties.flatMap((county) => COUNTY_ZIP_RANGES[county] ?? []);
  // Without a county whose ZIP codes are known, no ZIP code proves anything.
  if (ranges.length === 0) return false;
  const prefix = zipPrefixOf(address);
  if (prefix === undefined) return false;
  return !ranges.some(([low, high]) => prefix >= low && prefix <= high);
}
