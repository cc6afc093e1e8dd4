import { useEffect } from 'react';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { PREVIEW_FIELD_EVENT } from '../preview/focusField';

/**
 * A click on a section's text in the live preview (`section:12:title`, told as a `preview-field` event when no
 * open dialog holds the field) opens that section's dialog with the field focused, when the section is one of
 * this editor's. While another dialog is open nothing happens: it is closed (and asked about) by the owner.
 */
export function useOpenFromPreview(
  sections: readonly PageSectionRecord[],
  dialogOpen: boolean,
  open: (section: PageSectionRecord, field: string) => void,
) {
  useEffect(() => {
    const onField = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail !== 'string' || dialogOpen) return;
      const [kind, id, field] = detail.split(':');
      const section = kind === 'section' ? sections.find((row) => String(row.id) === id) : undefined;
      if (section && field) open(section, field);
    };
    window.addEventListener(PREVIEW_FIELD_EVENT, onField);
    return () => window.removeEventListener(PREVIEW_FIELD_EVENT, onField);
  }, [sections, dialogOpen, open]);
}
