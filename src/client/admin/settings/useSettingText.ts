import { useCallback, useEffect, useRef, useState } from 'react';
import { builtInValue, SETTINGS_BY_KEY } from '../../../common/settings';
import { trpc } from '../../trpc';
import { useSettingSaver } from './useSettingSaver';

/** What a field shows of the stored settings: its own value and date, and its built-in words. */
interface FieldSetting {
  storedValue: string;
  /** When the value was last saved (milliseconds), if ever. */
  updatedAt: number | null;
  builtIn: string;
}

/**
 * One field's part of the stored settings. Picked out of the settings read, so a field is drawn again only when
 * its own part changes: a save no longer draws every field of the tab again (React Query keeps a selection that
 * compares equal, and a date would never compare equal, hence its number).
 */
function useFieldSetting(settingKey: string) {
  const select = useCallback(
    (rows: ReadonlyArray<{ key: string; value: string; updatedAt: Date }>): FieldSetting => {
      const row = rows.find((candidate) => candidate.key === settingKey);
      return {
        storedValue: row?.value ?? '',
        updatedAt: row ? row.updatedAt.getTime() : null,
        builtIn: builtInValue(new Map(rows.map((candidate) => [candidate.key, candidate.value])), settingKey),
      };
    },
    [settingKey],
  );
  const { data, isPending } = trpc.public.settings.list.useQuery(undefined, { select });
  return { setting: data, isPending };
}

/**
 * The words of one text setting as the site shows them, ready to edit: the stored value, or the
 * built-in words when none is stored (for a hotline: the main phone). What is saved on leaving the field is the
 * owner's own wording; the built-in words (typed back, or an emptied field) save as '' so the setting goes on
 * following its default. `reset` does that in one click.
 */
export function useSettingText(settingKey: string) {
  const { setting, isPending } = useFieldSetting(settingKey);
  const storedValue = setting?.storedValue ?? '';
  const builtIn = setting?.builtIn ?? builtInValue(new Map(), settingKey);
  const shown = storedValue.trim() === '' ? builtIn : storedValue;
  const [value, setValue] = useState(shown);
  const save = useSettingSaver();

  // The stored words changed (this save's read coming back, Undo, a Restore): the field follows them unless it
  // holds words typed since it last showed them, which a read landing mid-typing must not take away.
  const lastShown = useRef(shown);
  useEffect(() => {
    const before = lastShown.current;
    lastShown.current = shown;
    setValue((current) => (current === before ? shown : current));
  }, [shown]);

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
    /** When the stored value was last saved (milliseconds); null when none ever was. */
    updatedAt: setting?.updatedAt ?? null,
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
