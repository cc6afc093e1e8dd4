import { HISTORY_RETENTION } from '../../../common/history';

/**
 * What was typed into an admin dialog that closed without a save or a discard (a reload, a closed tab, Back),
 * kept in this browser per dialog and item so the dialog can offer it back. A draft is offered for less time
 * than the photo sweep waits before deleting an upload nothing refers to, so the photos it names still exist.
 */
export const DRAFT_MAX_AGE_HOURS = HISTORY_RETENTION.photoGraceHours / 2;

const PREFIX = 'admin-draft:';

export interface Draft<V> {
  values: V;
  savedAt: number;
}

/** localStorage may be missing or full (private windows): a draft is a convenience, never an error. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft<V>(key: string, now = Date.now()): Draft<V> | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    if (!text) return null;
    const draft = JSON.parse(text) as Draft<V>;
    if (typeof draft?.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_HOURS * 3_600_000) {
      clearDraft(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft<V>(key: string, values: V, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ values, savedAt: now } satisfies Draft<V>));
  } catch {
    // Full or unavailable: the discard question still guards the form.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** Two form states are the same when their JSON is, whatever the order of their keys. */
export function sameValues(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
