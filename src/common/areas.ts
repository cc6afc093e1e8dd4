/**
 * Service areas built from evidence (docs/product.md "Service areas"): a city has its page
 * /areas/<slug> only when at least AREA_MIN_PROJECTS published projects are in it and the owner has written its
 * local text; every other city is a line of the "areas we serve" section.
 */
export const AREA_MIN_PROJECTS = 2;

/**
 * A project's city, from its Location as the owner typed it: trimmed, a trailing state ("Pasadena, CA",
 * "Malibu, California") dropped, inner spaces single.
 */
export function cityOf(location: string): string {
  return location
    .trim()
    .replace(/,\s*(ca|california)\.?$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The longest city slug: the address of its page takes no longer one. */
export const AREA_SLUG_MAX_LENGTH = 120;

/** The city's slug in the address: "Pacific Palisades" → "pacific-palisades"; '' for no city. */
export function areaSlug(city: string): string {
  return cityOf(city)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, AREA_SLUG_MAX_LENGTH);
}

/**
 * The publish-time check against copied city texts (Google's doorway-page policy): a text is refused when more
 * than AREA_SHARED_SENTENCE_LIMIT of its sentences (of at least AREA_SENTENCE_MIN_WORDS words) are also in another
 * city's text, compared with case, punctuation, spacing and both cities' names ignored.
 */
export const AREA_SHARED_SENTENCE_LIMIT = 0.3;
export const AREA_SENTENCE_MIN_WORDS = 4;
