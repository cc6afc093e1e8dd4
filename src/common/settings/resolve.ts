/** Reading stored settings with the registry defaults as fallback, and splitting list values. */
import { SETTINGS_BY_KEY, settingDefault } from './registry';

type StoredSettings = ReadonlyMap<string, string> | Record<string, string | undefined>;

function isMap(stored: StoredSettings): stored is ReadonlyMap<string, string> {
  return typeof (stored as { get?: unknown }).get === 'function';
}

function storedValue(stored: StoredSettings, key: string): string | undefined {
  if (isMap(stored)) return stored.get(key);
  if (!Object.hasOwn(stored, key)) return undefined;
  const value = stored[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * What an empty value of a setting shows: the value of the setting it inherits from (a community hotline: the
 * main phone), else its registry default ('' for unknown keys).
 */
export function builtInValue(stored: StoredSettings, key: string): string {
  const parent = SETTINGS_BY_KEY.get(key)?.inheritsFrom;
  return parent ? resolveSetting(stored, parent) : settingDefault(key);
}

/** The stored value of a setting, trimmed, when it is non-empty after trimming; otherwise its built-in value. */
export function resolveSetting(stored: StoredSettings, key: string): string {
  const value = storedValue(stored, key)?.trim();
  return value ? value : builtInValue(stored, key);
}

/** Builds a lookup (stored value or default) from rows {key, value}; a later row wins over an earlier one. */
export function settingsLookup(rows: ReadonlyArray<{ key: string; value: string }>): (key: string) => string {
  const stored = new Map<string, string>();
  for (const row of rows) stored.set(row.key, row.value);
  return (key) => resolveSetting(stored, key);
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
