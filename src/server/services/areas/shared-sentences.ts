import { AREA_SENTENCE_MIN_WORDS, AREA_SHARED_SENTENCE_LIMIT } from '../../../common/areas';

const CITY_PLACEHOLDER = 'thecity';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text's sentences in a form that compares like for like: lowercase, the city's name (and any other city
 * names given) replaced by one placeholder, punctuation and spacing dropped. Short sentences ("Call us today.")
 * are left out: they are the same in any text and say nothing of the place.
 */
export function comparableSentences(text: string, cityNames: readonly string[]): string[] {
  let lowered = text.toLowerCase();
  for (const name of cityNames.filter(Boolean).sort((a, b) => b.length - a.length))
    lowered = lowered.replace(new RegExp(escapeRegExp(name.toLowerCase()), 'g'), CITY_PLACEHOLDER);
  return lowered
    .split(/[.!?;\n]+/)
    .map((sentence) =>
      sentence
        .replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sentence) => sentence.split(' ').length >= AREA_SENTENCE_MIN_WORDS);
}

export interface SharedSentences {
  shared: number;
  total: number;
}

/** How many of `text`'s sentences are also in `other` (both cities' names ignored). */
export function sharedSentences(text: string, other: string, cityNames: readonly string[]): SharedSentences {
  const mine = comparableSentences(text, cityNames);
  const theirs = new Set(comparableSentences(other, cityNames));
  return { shared: mine.filter((sentence) => theirs.has(sentence)).length, total: mine.length };
}

/** Whether a text shares too much with another (docs/product.md states the measure). */
export const tooSimilar = ({ shared, total }: SharedSentences) =>
  total > 0 && shared / total > AREA_SHARED_SENTENCE_LIMIT;
