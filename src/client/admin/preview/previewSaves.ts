import { useSyncExternalStore } from 'react';
import type { PageId } from '../../../common/constants';

/** What was just written, so the live preview can reload and find it on the page. */
export interface PreviewSave {
  /** Counts the writes: a new value reloads the preview. */
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
let pending: Omit<PreviewSave, 'version'> | undefined;
const listeners = new Set<() => void>();

/**
 * Called for every confirmed write (the admin tRPC client's link, client/trpc.ts: save, Undo, Restore, reorder,
 * Trash restore, whatever path it came by) and by the save paths that know what they wrote. Notes made in the
 * same moment count as one write, so the preview reloads once.
 */
export function notePreviewSave(save: Omit<PreviewSave, 'version'> = {}) {
  const first = pending === undefined;
  pending = { ...pending, ...save };
  if (!first) return;
  setTimeout(() => {
    last = { ...pending, version: last.version + 1 };
    pending = undefined;
    for (const listener of listeners) listener();
  }, 0);
}

/** How many writes have reloaded the preview so far in this admin session. */
export const previewVersion = () => last.version;

let writesUnderWay = 0;

/** A write sent (the admin tRPC client's link, client/trpc.ts); what it returns is called once it is answered. */
export function notePreviewWriteSent() {
  writesUnderWay += 1;
  let answered = false;
  return () => {
    if (answered) return;
    answered = true;
    writesUnderWay -= 1;
  };
}

/**
 * Whether a draft of the page may be rendered now, for a draft typed when the preview showed `version`: not while
 * a write is on its way or its reload is about to come ('wait': it may yet fail), nor once the preview has
 * reloaded since ('reloaded': the reload shows the stored page, then the drafts still typed).
 */
export function draftRenderState(version: number): 'now' | 'wait' | 'reloaded' {
  if (last.version !== version) return 'reloaded';
  return writesUnderWay > 0 || pending !== undefined ? 'wait' : 'now';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest write of this admin session. */
export const useLastPreviewSave = () =>
  useSyncExternalStore(
    subscribe,
    () => last,
    () => last,
  );
