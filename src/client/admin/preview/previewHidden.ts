import { useSyncExternalStore } from 'react';

/**
 * The owner's choice, on this device, to work without the live preview beside the form on a wide screen (a small
 * laptop gives the form the whole width). Kept in localStorage; a private window without it simply shows the preview.
 */
export const PREVIEW_HIDDEN_KEY = 'summit-coast-admin-preview-hidden';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(PREVIEW_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

function write(hidden: boolean) {
  try {
    if (hidden) window.localStorage.setItem(PREVIEW_HIDDEN_KEY, '1');
    else window.localStorage.removeItem(PREVIEW_HIDDEN_KEY);
  } catch {}
  for (const listener of listeners) listener();
}

/** Whether the wide screen's preview is hidden, and the switch that changes it (for every tab at once). */
export function usePreviewHidden(): [hidden: boolean, setHidden: (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  return [hidden, write];
}
