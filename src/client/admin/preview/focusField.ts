import { panelAddressOfField } from './fieldPlace';

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

/** The name of the event that asks the panel to show another of its addresses (AdminPage navigates). */
export const PANEL_ADDRESS_EVENT = 'panel-address';

/** How long a field is looked for after its tab was opened: the tab's data must load first. */
const CHASE_MS = 5000;
const CHASE_STEP_MS = 100;

/** Focuses the field's control when the panel shows it, ready to type in (a setting still loading is disabled). */
function focusShown(field: string): boolean {
  const control = controlOf(field);
  if (!control || (control as HTMLInputElement).disabled) return false;
  // Beside a wide preview, the middle of the screen; under a narrow one (at the top), as low as it goes.
  const wide = window.matchMedia('(min-width: 1024px)').matches;
  control.scrollIntoView({ block: wide ? 'center' : 'end', behavior: 'smooth' });
  control.focus({ preventScroll: true });
  return true;
}

/** Tells whatever opens a record's dialog (preview/useOpenFromPreview) about the field; true once one did. */
const openedByRecord = (field: string) =>
  !window.dispatchEvent(new CustomEvent(PREVIEW_FIELD_EVENT, { detail: field, cancelable: true }));

let chasing: ReturnType<typeof setInterval> | undefined;

/**
 * A click on the preview's text (docs/product.md, Live preview): its field in the panel is scrolled to and
 * focused. When the tab does not show it, a `preview-field` event names it, for whatever can open it (a record's
 * dialog); when nothing on screen can, the tab that holds it is opened (its address, so Back returns) and the
 * field is focused once that tab has loaded it. With a dialog open nothing else opens: it is closed first.
 */
export function focusField(field: string, pagePath = '/') {
  if (chasing) clearInterval(chasing);
  if (focusShown(field) || openedByRecord(field)) return true;
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return false;
  const address = panelAddressOfField(field, pagePath);
  if (!address) return false;
  window.dispatchEvent(new CustomEvent(PANEL_ADDRESS_EVENT, { detail: address }));
  const until = Date.now() + CHASE_MS;
  chasing = setInterval(() => {
    if (focusShown(field) || openedByRecord(field) || Date.now() > until) {
      clearInterval(chasing);
      chasing = undefined;
    }
  }, CHASE_STEP_MS);
  return false;
}
