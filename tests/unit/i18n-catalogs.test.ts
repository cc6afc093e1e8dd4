import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../src/common/i18n/catalogs';
import { bookingEn } from '../../src/common/i18n/catalogs/booking-en';
import { bookingEs } from '../../src/common/i18n/catalogs/booking-es';
import { en } from '../../src/common/i18n/catalogs/en';
import { es } from '../../src/common/i18n/catalogs/es';
import { LANGUAGES } from '../../src/common/i18n/languages';

type Leaf = string | ((...args: never[]) => string);

/** Every text of a catalog by its path ("contact.faq.entries.0.question"). */
function leaves(node: unknown, path = ''): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  if (typeof node === 'string' || typeof node === 'function') return found.set(path, node as Leaf);
  for (const [key, child] of Object.entries(node as object))
    for (const entry of leaves(child, path ? `${path}.${key}` : key)) found.set(...entry);
  return found;
}

/** A function's text for the same number given to each of its parameters (a count, a position, a name). */
const said = (leaf: Leaf, n: number) =>
  typeof leaf === 'string' ? leaf : (leaf as (...args: unknown[]) => unknown)(...Array(leaf.length).fill(n));

/** Spanish texts written as the English ones, on purpose: figures US Spanish writes the same way (a percentage, dollars). */
const SAME_IN_BOTH = new Set([
  'home.satisfactionFigure',
  'home.coverageFigure',
  // The calendar services' own names.
  'booking.confirmed.google',
  'booking.confirmed.outlook',
]);

// The booking page's catalog (kept apart from the islands' one) is held to the same rules, under `booking.`.
const english = new Map([...leaves(en), ...leaves(bookingEn, 'booking')]);
const spanish = new Map([...leaves(es), ...leaves(bookingEs, 'booking')]);

describe('the message catalogs (common/i18n/catalogs)', () => {
  it('each language has every text of the English catalog, and no other', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('every Spanish text is a non-empty string or a function', () => {
    for (const [path, leaf] of spanish) {
      if (typeof leaf === 'string') expect(leaf.trim(), path).not.toBe('');
      else expect(typeof leaf, path).toBe('function');
    }
  });

  it('every function of both catalogs gives a non-empty text for 0, 1 and 2', () => {
    for (const catalog of [english, spanish])
      for (const [path, leaf] of catalog) {
        if (typeof leaf !== 'function') continue;
        for (const n of [0, 1, 2]) {
          const text = said(leaf, n);
          expect(typeof text, `${path}(${n})`).toBe('string');
          expect((text as string).trim(), `${path}(${n})`).not.toBe('');
        }
      }
  });

  it('no Spanish text is the English one, but for the figures and names written alike', () => {
    const untranslated = [...spanish]
      .filter(
        ([path, leaf]) => !SAME_IN_BOTH.has(path) && said(leaf, 2) === said(english.get(path) as Leaf, 2),
      )
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('the figures and names written alike are the same in both, so the allowance is still needed', () => {
    for (const path of SAME_IN_BOTH) expect(spanish.get(path), path).toBe(english.get(path));
  });

  it('counts agree with their nouns in each language', () => {
    expect([1, 12].map(en.photoViewer.thumbnailsTitle)).toEqual(['Gallery (1 photo)', 'Gallery (12 photos)']);
    expect([1, 12].map(es.photoViewer.thumbnailsTitle)).toEqual(['Galería (1 foto)', 'Galería (12 fotos)']);
    expect(en.areas.intro(1, 'Malibu')).toMatch(/^1 of our projects is in Malibu\./);
    expect(en.areas.intro(3, 'Malibu')).toMatch(/^3 of our projects are in Malibu\./);
    expect(es.areas.intro(3, 'Malibu')).toMatch(/^3 de nuestros proyectos están en Malibu\./);
  });

  it('messagesOf gives each language its own catalog', () => {
    expect(LANGUAGES.map(messagesOf)).toEqual([en, es]);
  });
});
