/**
 * `npm run fonts`: writes the small "core" font files the pages use (src/client/theme/fonts/).
 *
 * The @fontsource Latin files hold every Latin-1 letter and the whole weight axis (100-900): 48 KB for Inter,
 * 38 KB for Playfair Display. A phone on a slow connection fetches them beside the hero photo. The core files
 * keep the characters the site's text actually uses (ASCII and common typography) at the weights it uses
 * (400-700): about half the bytes. fonts.css gives the full Latin file the other Latin characters only, so
 * the browser fetches it only for a page that has some (an owner's "José" or "Cañada Flintridge").
 *
 * The files are committed (a build needs no WebAssembly font tool); tests/checks/fonts.test.ts fails when they
 * or fonts.css no longer match this script.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** What Spanish adds to English (the Spanish pages): its accented letters and opening marks. */
const SPANISH_LETTERS = 'áéíóúüñÁÉÍÓÚÜÑ¿¡';

/**
 * Printable ASCII, then typography the site's texts use (no-break space, ©, ®, °, ·, ×, dashes, quotes, •, …, €, ™),
 * then Spanish's letters.
 */
export const CORE_CHARACTERS = `${Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')}\u00a0©®°·×–—‘’“”•…€™${SPANISH_LETTERS}`;

/** The weights the site uses (Chakra's normal to bold). */
export const CORE_WEIGHTS = { min: 400, max: 700 };

export const CORE_FONTS = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', file: 'inter-core.woff2' },
  {
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    file: 'playfair-display-core.woff2',
  },
] as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CORE_FONTS_DIR = path.join(root, 'src/client/theme/fonts');

/** The characters of the @fontsource Latin files (their unicode-range). */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The code points of a CSS unicode-range such as `U+0020-007E, U+00A0`. */
export function parseUnicodeRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [start = 0, end = start] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/** A CSS unicode-range listing these code points, runs joined (`U+0020-007E, U+00A0`). */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const codes = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let start = 0; start < codes.length; ) {
    let end = start;
    while (end + 1 < codes.length && codes[end + 1] === (codes[end] ?? 0) + 1) end++;
    const [first = 0, last = 0] = [codes[start], codes[end]];
    ranges.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    start = end + 1;
  }
  return ranges.join(', ');
}

const coreCodePoints = () => [...CORE_CHARACTERS].map((char) => char.codePointAt(0) ?? 0);

/** The unicode-range of the core files, as fonts.css must declare it. */
export function coreUnicodeRange(): string {
  return formatUnicodeRange(coreCodePoints());
}

/**
 * The unicode-range fonts.css gives the full Latin files: the rest of Latin, without the core characters.
 * Ranges must not overlap: for a character two faces cover, Chrome fetches both while the first is loading.
 */
export function restOfLatinUnicodeRange(): string {
  const core = new Set(coreCodePoints());
  return formatUnicodeRange(parseUnicodeRange(LATIN_RANGE).filter((code) => !core.has(code)));
}

export async function subsetCoreFont(source: string): Promise<Buffer> {
  return subsetFont(readFileSync(path.join(root, 'node_modules', source)), CORE_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: CORE_WEIGHTS },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of CORE_FONTS) {
    const subset = await subsetCoreFont(font.source);
    writeFileSync(path.join(CORE_FONTS_DIR, font.file), subset);
    process.stdout.write(`${font.file}: ${subset.length} bytes\n`);
  }
  process.stdout.write(`fonts.css, core files: unicode-range: ${coreUnicodeRange()}\n`);
  process.stdout.write(`fonts.css, full Latin files: unicode-range: ${restOfLatinUnicodeRange()}\n`);
}
