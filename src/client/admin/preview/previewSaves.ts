import { useSyncExternalStore } from 'react';
import type { PageId } from '../../../common/constants';

/** What was just saved, so the live preview can reload and find it on the page. */
export interface PreviewSave {
  /** Counts the saves: a new value reloads the preview. */
  version: number;
  /** The setting saved. */
  settingKey?: string;
  /** The page whose section was saved, and the section (rendered with `data-section-id`). */
  pageId?: PageId;
  sectionId?: number;
  /** The saved wording, found on the page when nothing else points at it. */
  text?: string;
}

let last: PreviewSave = { version: 0 };
const listeners = new Set<() => void>();

/** Called by the save paths (settings, sections) after the server confirmed the write. */
export function notePreviewSave(save: Omit<PreviewSave, 'version'>) {
  last = { ...save, version: last.version + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest save of this admin session. */
export const useLastPreviewSave = () =>
  useSyncExternalStore(
    subscribe,
    () => last,
    () => last,
  );
