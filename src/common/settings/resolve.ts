/** Reading stored settings per language with the registry defaults as fallback, and splitting list values. */
import type { Language } from '../i18n/languages';
import { SETTINGS_BY_KEY, settingDefault, TRANSLATED_DEFAULTS } from './registry';

export type StoredSettings = ReadonlyMap<string, string> | Record<string, string | undefined>;

function isMap(stored: StoredSettings): stored is ReadonlyMap<string, string> {
  return typeof (stored as { get?: unknown }).get === 'function';
}

function storedValue(stored: StoredSettings, key: string): string | undefined {
  if (isMap(stored)) return stored.get(key);
  if (!Object.hasOwn(stored, key)) return undefined;
  const value = stored[key];
  return typeof value === 'string' ? value : undefined;
}

/** Line endings and the ends aside: the same text (a textarea may send CRLF). */
export const normalized = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** Whether a stored value is the English default as it came: the owner has not changed it. */
export const isEnglishDefault = (value: string, key: string) =>
  normalized(value) === normalized(settingDefault(key));

/**
 * What an empty value of a setting shows: the value of the setting it inherits from (a community hotline: the
 * main phone), else its registry default in the page's language ('' for unknown keys).
 */
export function builtInValue(stored: StoredSettings, key: string, language: Language = 'en'): string {
  const parent = SETTINGS_BY_KEY.get(key)?.inheritsFrom;
  return parent ? resolveSetting(stored, parent, language) : settingDefault(key, language);
}

/** The owner's approved translations of settings into the page's language, by key (none on an English page). */
export type TranslatedSettings = ReadonlyMap<string, string>;

/**
 * What a page in `language` shows of a setting: the stored value, trimmed, when it is non-empty; otherwise its
 * built-in value. On a page in another language, the owner's approved translation comes first (the last one he
 * approved, even if he changed the English since); then a stored value that is still the English default shows
 * that language's own default (the owner never wrote it); a value he changed shows as he wrote it, until he
 * translates it.
 */
export function resolveSetting(
  stored: StoredSettings,
  key: string,
  language: Language = 'en',
  translated?: TranslatedSettings,
): string {
  const translation = language === 'en' ? undefined : translated?.get(key);
  if (translation) return translation;
  const value = storedValue(stored, key)?.trim();
  if (!value || (language !== 'en' && isEnglishDefault(value, key)))
    return builtInValue(stored, key, language);
  return value;
}

/**
 * Whether a page in `language` shows the owner's own English for a setting (so the page marks it lang="en"): he
 * changed a text that has wording of its own in that language. Never on an English page, and never for what is the
 * same in every language (names, the address, the license: no translated default). An empty value that inherits
 * answers for the setting it shows.
 */
export function isOwnersUntranslatedText(
  stored: StoredSettings,
  key: string,
  language: Language,
  translated?: TranslatedSettings,
): boolean {
  if (language === 'en' || translated?.get(key)) return false;
  const value = storedValue(stored, key)?.trim();
  if (!value) {
    const parent = SETTINGS_BY_KEY.get(key)?.inheritsFrom;
    return parent ? isOwnersUntranslatedText(stored, parent, language, translated) : false;
  }
  const ownDefault = TRANSLATED_DEFAULTS[language].get(key);
  return (
    ownDefault !== undefined && !isEnglishDefault(value, key) && normalized(value) !== normalized(ownDefault)
  );
}

/** The stored values of rows {key, value}; a later row wins over an earlier one. */
export function storedSettings(
  rows: ReadonlyArray<{ key: string; value: string }>,
): ReadonlyMap<string, string> {
  const stored = new Map<string, string>();
  for (const row of rows) stored.set(row.key, row.value);
  return stored;
}

/** Builds a lookup (stored value or default, as a page in `language` shows it) from rows {key, value}. */
export function settingsLookup(
  rows: ReadonlyArray<{ key: string; value: string }>,
  language: Language = 'en',
): (key: string) => string {
  const stored = storedSettings(rows);
  return (key) => resolveSetting(stored, key, language);
}

/** Items of a comma-separated value: trimmed, blanks dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Items of a one-per-line value: trimmed, blanks dropped. */
export function splitLines(value: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
