import { useSyncExternalStore } from 'react';

/** The owner's typed, not yet saved values, as `POST /admin/preview` takes them (server/ssr/preview-overrides.ts). */
export interface PreviewDrafts {
  settings?: Record<string, string>;
  sections?: Record<string, Record<string, unknown>>;
  projects?: Record<string, Record<string, unknown>>;
  testimonials?: Record<string, Record<string, unknown>>;
}
type Kind = keyof PreviewDrafts;

/** A record a dialog edits, named as the preview's marks name it (`project:12:title`, server/ssr/edit-marks.ts). */
export interface PreviewRecord {
  kind: 'section' | 'project' | 'testimonial';
  id: number;
}
const draftsKindOf = (record: PreviewRecord) => `${record.kind}s` as const;

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

/** A dialog's changed fields of its record; none changed: the record is shown as stored. */
export function draftRecordFields(record: PreviewRecord, fields: Record<string, unknown>) {
  if (Object.keys(fields).length === 0) return dropRecordDraft(record);
  const current = drafts[draftsKindOf(record)]?.[String(record.id)];
  if (current && JSON.stringify(current) === JSON.stringify(fields)) return;
  draftRecord(draftsKindOf(record), record.id, fields);
}

export const dropRecordDraft = (record: PreviewRecord) => dropDraft(draftsKindOf(record), record.id);

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
