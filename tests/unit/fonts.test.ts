import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_FONTS, CORE_FONTS_DIR, coreUnicodeRange, subsetCoreFont } from '../../scripts/fonts';

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

  it.each(CORE_FONTS)('fonts.css declares $file last in its family, with the characters it holds', (font) => {
    const index = faces.findIndex((face) => face.src.includes(font.file));
    const face = faces[index];
    expect(face?.range).toBe(coreUnicodeRange());
    const family = faces.filter((other) => other.family === face?.family);
    expect(family.at(-1)).toBe(face);
    // The full Latin file stands in for other characters: same family, same weight range.
    expect(family.some((other) => other.src.includes(font.source.replace(/^.*\//, '')))).toBe(true);
    expect(new Set(family.map((other) => other.weight))).toEqual(new Set(['400 700']));
  });
});
