import { type TextRef, textKey } from './texts';

/** A translation as the public read sends it: the approved words of one text. */
export interface ApprovedTranslation extends TextRef {
  value: string;
}

/** What a page shows of one text the owner wrote, and the language of what it shows. */
export interface ShownText {
  text: string;
  /** The language of `text` when it differs from the page's (the owner's English on a Spanish page). */
  lang: 'en' | undefined;
}

export type TranslationLookup = (ref: TextRef, english: string) => ShownText;

/**
 * Looks up the owner's texts in a language from its approved translations: a translated text shows its
 * translation (the last one approved, even when the English changed since: never half of each); an untranslated
 * one shows the English, marked. On an English page (`translations` null) every text is what the owner wrote.
 */
export function translationLookup(translations: readonly ApprovedTranslation[] | null): TranslationLookup {
  if (!translations) return (_ref, english) => ({ text: english, lang: undefined });
  const byKey = new Map(translations.map((translation) => [textKey(translation), translation.value]));
  return (ref, english) => {
    const translated = byKey.get(textKey(ref));
    if (translated !== undefined) return { text: translated, lang: undefined };
    return { text: english, lang: english.trim() === '' ? undefined : 'en' };
  };
}

/**
 * An item whose texts are read together (a page section: its heading, text and button) in the page's language:
 * translated once every text it has is translated, else as the owner wrote it, marked as English. A section is
 * never half one language and half the other.
 */
export function translatedWhole<Item extends { id: number }>(
  lookup: TranslationLookup,
  kind: TextRef['kind'],
  item: Item,
  fields: ReadonlyArray<keyof Item & string>,
): { item: Item; lang: 'en' | undefined } {
  const shown = fields.map((field) => {
    const english = String(item[field] ?? '');
    return [field, lookup({ kind, ref: String(item.id), field }, english)] as const;
  });
  if (shown.some(([, text]) => text.lang === 'en')) return { item, lang: 'en' };
  return {
    item: { ...item, ...Object.fromEntries(shown.map(([field, text]) => [field, text.text])) },
    lang: undefined,
  };
}
