/**
 * `npm run fonts`: writes the small "core" font files the first screen preloads (src/client/theme/fonts/).
 *
 * The @fontsource Latin files hold every Latin-1 letter and the whole weight axis (100-900): 48 KB for Inter,
 * 38 KB for Playfair Display. A phone on a slow connection fetches them beside the hero photo. The core files
 * keep the characters the site's text actually uses (ASCII and common typography) at the weights it uses
 * (400-700): about half the bytes. fonts.css declares the full Latin file first and the core file after it,
 * so the browser takes a character from the core file when it has it, and fetches the full file only for a
 * page with other characters (an owner's "José" or "Cañada Flintridge").
 *
 * The files are committed (a build needs no WebAssembly font tool); tests/unit/fonts.test.ts fails when they
 * or fonts.css no longer match this script.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Printable ASCII, then typography the site's texts use (no-break space, ©, ®, °, ·, ×, dashes, quotes, •, …, €, ™). */
export const CORE_CHARACTERS = `${Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')}\u00a0©®°·×–—‘’“”•…€™`;

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

/** The unicode-range of the core files, as fonts.css must declare it. */
export function coreUnicodeRange(): string {
  const codes = [...new Set([...CORE_CHARACTERS].map((char) => char.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges: string[] = [];
  for (let start = 0; start < codes.length; ) {
    let end = start;
    while (end + 1 < codes.length && codes[end + 1] === (codes[end] ?? 0) + 1) end++;
    const hex = (code: number | undefined) => (code ?? 0).toString(16).toUpperCase().padStart(4, '0');
    ranges.push(start === end ? `U+${hex(codes[start])}` : `U+${hex(codes[start])}-${hex(codes[end])}`);
    start = end + 1;
  }
  return ranges.join(', ');
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
  process.stdout.write(`unicode-range for fonts.css: ${coreUnicodeRange()}\n`);
}
