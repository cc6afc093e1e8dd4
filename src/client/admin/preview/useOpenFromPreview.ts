import { useEffect } from 'react';
import { PREVIEW_FIELD_EVENT } from './focusField';
import type { PreviewRecord } from './previewDrafts';

/**
 * A click on a record's text in the live preview (`section:12:title`, told as a `preview-field` event when no
 * open dialog holds the field) opens that record's dialog with the field focused, when the record is one of
 * `rows` (a sections editor's, a list tab's). While a dialog is open nothing happens: the owner closes it first
 * (and is asked about its changes).
 */
export function useOpenFromPreview<T extends { id: number }>(
  kind: PreviewRecord['kind'],
  rows: readonly T[],
  dialogOpen: boolean,
  open: (row: T, field: string) => void,
) {
  useEffect(() => {
    const onField = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail !== 'string' || dialogOpen) return;
      const [named, id, field] = detail.split(':');
      const row = named === kind ? rows.find((candidate) => String(candidate.id) === id) : undefined;
      if (row && field) {
        // Told back to focusField: this field is taken care of, no other tab needs opening.
        event.preventDefault();
        open(row, field);
      }
    };
    window.addEventListener(PREVIEW_FIELD_EVENT, onField);
    return () => window.removeEventListener(PREVIEW_FIELD_EVENT, onField);
  }, [kind, rows, dialogOpen, open]);
}
