import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORE_FONTS,
  CORE_FONTS_DIR,
  coreUnicodeRange,
  LATIN_RANGE,
  parseUnicodeRange,
  restOfLatinUnicodeRange,
  subsetCoreFont,
} from '../../scripts/fonts';

const css = readFileSync(path.join(CORE_FONTS_DIR, '../fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => {
  const descriptor = (name: string) =>
    (match[1] ?? '')
      .match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]
      ?.replace(/\s+/g, ' ')
      .trim();
  return {
    family: descriptor('font-family'),
    weight: descriptor('font-weight'),
    src: descriptor('src') ?? '',
    range: descriptor('unicode-range'),
  };
});

describe('the core font files (scripts/fonts.ts, src/client/theme/fonts.css)', () => {
  it.each(CORE_FONTS)('$file is what `npm run fonts` makes from $source', async (font) => {
    const committed = readFileSync(path.join(CORE_FONTS_DIR, font.file));
    expect(committed.equals(await subsetCoreFont(font.source)), 'run `npm run fonts`').toBe(true);
  });

  it.each(CORE_FONTS)(
    'fonts.css gives $file the core characters and the full Latin file the others',
    (font) => {
      const core = faces.find((face) => face.src.includes(font.file));
      expect(core?.range).toBe(coreUnicodeRange());
      const family = faces.filter((face) => face.family === core?.family);
      const latin = family.find((face) => face.src.includes(font.source.replace(/^.*\//, '')));
      expect(latin?.range).toBe(restOfLatinUnicodeRange());
      // Faces of one family stand in for each other only with the same weight range.
      expect(new Set(family.map((face) => face.weight))).toEqual(new Set(['400 700']));
    },
  );

  it('splits Latin into core and rest without overlap or gap', () => {
    const core = parseUnicodeRange(coreUnicodeRange());
    const rest = parseUnicodeRange(restOfLatinUnicodeRange());
    expect(core.filter((code) => rest.includes(code))).toEqual([]);
    expect(core).toContain('A'.codePointAt(0));
    // Spanish's letters are core (the Spanish pages draw them in the first fonts); other accents are not.
    for (const letter of 'ñéÁ¿¡') expect(core, letter).toContain(letter.codePointAt(0));
    expect(rest).toContain('ç'.codePointAt(0));
    expect(new Set([...core, ...rest])).toEqual(new Set(parseUnicodeRange(LATIN_RANGE)));
  });
});
