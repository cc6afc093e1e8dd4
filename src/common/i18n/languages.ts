/**
 * The languages the public site is written in. English is the site's own language: its addresses are the spec's
 * and never move; every other language's pages live under `/<language>/` (common/routing).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale `Intl` formats a language's dates, money and numbers in: the United States' usage of each. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, for the language switch and `hreflang` pairs. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** Each language's name in English, as the (English) admin panel says it. */
export const LANGUAGE_NAMES_IN_ENGLISH: Readonly<Record<Language, string>> = { en: 'English', es: 'Spanish' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
