import { useEffect, useState } from 'react';
import { builtInValue, SETTINGS_BY_KEY } from '../../../common/settings';
import { useSettingSaver, useStoredSettings } from './useSettingSaver';

/**
 * The words of one text setting as the site shows them, ready to edit (issue 30): the stored value, or the
 * built-in words when none is stored (for a hotline: the main phone). What is saved on leaving the field is the
 * owner's own wording; the built-in words (typed back, or an emptied field) save as '' so the setting goes on
 * following its default. `reset` does that in one click.
 */
export function useSettingText(settingKey: string) {
  const { byKey, isPending } = useStoredSettings();
  const stored = byKey.get(settingKey);
  const storedValue = stored?.value ?? '';
  const builtIn = builtInValue(new Map([...byKey.values()].map((row) => [row.key, row.value])), settingKey);
  const shown = storedValue.trim() === '' ? builtIn : storedValue;
  const [value, setValue] = useState(shown);
  const save = useSettingSaver();

  useEffect(() => setValue(shown), [shown]);

  const toStore = (next: string) => (next.trim() === builtIn.trim() ? '' : next);
  /** Saves what the field holds when it differs from what is stored; `settled` runs once nothing is left unsaved. */
  const commit = (next: string, settled?: () => void) => {
    if (next.trim() === '') setValue(builtIn);
    const value = toStore(next);
    if (value === storedValue) return settled?.();
    save.mutate({ key: settingKey, value }, { onSuccess: () => settled?.() });
  };
  const reset = (settled?: () => void) => {
    setValue(builtIn);
    save.mutate({ key: settingKey, value: '' }, { onSuccess: () => settled?.() });
  };

  return {
    stored,
    storedValue,
    builtIn,
    /** The words the site shows now: the field holds unsaved text when it differs. */
    shown,
    value,
    setValue,
    commit,
    reset,
    /** The owner's own words are stored: Reset has something to undo. */
    overridden: storedValue.trim() !== '',
    inherits: Boolean(SETTINGS_BY_KEY.get(settingKey)?.inheritsFrom),
    isPending,
    /** The last save's state: a refused value marks the field until it is edited. */
    save,
  };
}
