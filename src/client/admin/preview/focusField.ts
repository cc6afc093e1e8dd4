/** The control that edits a field of the page, in the panel as it is now, or null when this tab does not hold it. */
function controlOf(field: string): HTMLElement | null {
  const [kind, id, name] = field.split(':');
  if (kind === 'setting' && id) {
    const root = document.querySelector(`[data-setting-key="${CSS.escape(id)}"]`);
    return root?.querySelector<HTMLElement>('input:not([type="color"]):not([type="file"]), textarea') ?? null;
  }
  // An open dialog's field (a section, project or testimonial being edited, shared/FormDialogContent) is named
  // by its field: `data-edit-field`, else the control's own `name`.
  if (id && name) {
    const record = `[data-edit-record="${CSS.escape(`${kind}:${id}`)}"]`;
    return document.querySelector<HTMLElement>(
      `${record} [data-edit-field="${CSS.escape(name)}"], ${record} [name="${CSS.escape(name)}"]`,
    );
  }
  return null;
}

/** The name of the event told when the field of a click is in another tab (or a closed dialog). */
export const PREVIEW_FIELD_EVENT = 'preview-field';

/**
 * A click on the preview's text: its field in the panel is scrolled to and focused. When the tab does not show
 * it, a `preview-field` event on window names it, for whatever can open it (a section's editor).
 */
export function focusField(field: string) {
  const control = controlOf(field);
  if (!control) {
    window.dispatchEvent(new CustomEvent(PREVIEW_FIELD_EVENT, { detail: field }));
    return false;
  }
  control.scrollIntoView({ block: 'center', behavior: 'smooth' });
  control.focus({ preventScroll: true });
  return true;
}
