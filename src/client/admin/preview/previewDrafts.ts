import { useSyncExternalStore } from 'react';

/** The owner's typed, not yet saved values, as `POST /admin/preview` takes them (server/ssr/preview-overrides.ts). */
export interface PreviewDrafts {
  settings?: Record<string, string>;
  sections?: Record<string, Record<string, unknown>>;
  projects?: Record<string, Record<string, unknown>>;
  testimonials?: Record<string, Record<string, unknown>>;
}
type Kind = keyof PreviewDrafts;

let drafts: PreviewDrafts = {};
const listeners = new Set<() => void>();

function publish(next: PreviewDrafts) {
  drafts = next;
  for (const listener of listeners) listener();
}

/** A field typed into (settings: `draftSetting`; a dialog's record: its changed fields), shown by the preview. */
export function draftRecord(kind: Exclude<Kind, 'settings'>, id: number, fields: Record<string, unknown>) {
  publish({ ...drafts, [kind]: { ...drafts[kind], [String(id)]: fields } });
}

export function draftSetting(key: string, value: string) {
  if (drafts.settings?.[key] === value) return;
  publish({ ...drafts, settings: { ...drafts.settings, [key]: value } });
}

/** Saved, cancelled or closed: the preview shows the stored value again. */
export function dropDraft(kind: Kind, id: string | number) {
  const current = drafts[kind] as Record<string, unknown> | undefined;
  if (!current || !(String(id) in current)) return;
  const { [String(id)]: _dropped, ...rest } = current;
  publish({ ...drafts, [kind]: rest });
}

export const hasDrafts = (value: PreviewDrafts) =>
  Object.values(value).some((entries) => entries && Object.keys(entries).length > 0);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const usePreviewDrafts = () =>
  useSyncExternalStore(
    subscribe,
    () => drafts,
    () => drafts,
  );
