import { PROJECT_PATH_ATTRIBUTE } from '../../../common/slugs';

/** The history entry a quick view adds: which dialog it shows. */
interface QuickViewState {
  quickView: string;
}

const isQuickView = (state: unknown): state is QuickViewState =>
  typeof state === 'object' && state !== null && typeof (state as QuickViewState).quickView === 'string';

const quickViewDialog = (id: string) => {
  const dialog = document.getElementById(id);
  return dialog instanceof HTMLDialogElement && dialog.hasAttribute(PROJECT_PATH_ATTRIBUTE) ? dialog : null;
};

/** A quick view just opened takes its project's address, as a history entry of its own (once). */
function giveAddress(dialog: HTMLElement) {
  if (isQuickView(history.state)) return;
  history.pushState(
    { quickView: dialog.id } satisfies QuickViewState,
    '',
    dialog.getAttribute(PROJECT_PATH_ATTRIBUTE),
  );
}

/**
 * The portfolio's project dialog is a quick view of the project's own page: while it is open the URL is that
 * page's (`history.pushState`), so the address can be copied or shared and opens the page; Back closes the
 * dialog (and Forward opens it again); closing it (Escape, its button, the backdrop) takes the entry back off.
 * A link followed from the dialog leaves the entry as it is: Back from there returns to the project.
 * The browser opens the dialog itself (invoker command) before this runs; this only keeps the address in step.
 */
export function keepProjectAddressInStep() {
  let leaving = false;
  let closedByHistory = false;
  // A close's own step back, sent and not yet arrived: a quick view opened meanwhile (closed and opened again
  // at once) is not the one that step closes.
  let steppingBack = false;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`dialog[${PROJECT_PATH_ATTRIBUTE}] a[href]`)) {
        leaving = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
        return;
      }
      const opener = target?.closest('button[commandfor]');
      const dialog = opener && quickViewDialog(opener.getAttribute('commandfor') ?? '');
      if (dialog) giveAddress(dialog);
    },
    // Before the dialogs' own handler (behaviours/dialogs.ts), which closes a dialog whose link is followed.
    true,
  );
  // `close` does not bubble: heard while it goes down to the dialog.
  document.addEventListener(
    'close',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute(PROJECT_PATH_ATTRIBUTE)) return;
      const byHistory = closedByHistory;
      closedByHistory = false;
      if (byHistory || leaving || !isQuickView(history.state) || history.state.quickView !== dialog.id)
        return;
      steppingBack = true;
      history.back();
    },
    true,
  );
  addEventListener('popstate', (event) => {
    leaving = false;
    if (steppingBack) {
      steppingBack = false;
      const reopened = document.querySelector<HTMLDialogElement>(`dialog[${PROJECT_PATH_ATTRIBUTE}][open]`);
      if (reopened) giveAddress(reopened);
      return;
    }
    for (const open of document.querySelectorAll<HTMLDialogElement>(
      `dialog[${PROJECT_PATH_ATTRIBUTE}][open]`,
    )) {
      if (isQuickView(event.state) && event.state.quickView === open.id) continue;
      closedByHistory = true;
      open.close();
    }
    const wanted = isQuickView(event.state) ? quickViewDialog(event.state.quickView) : null;
    if (wanted && !wanted.open) wanted.showModal();
  });
  // A quick view the browser opened before this script ran (it starts after the first photo: public/
  // page-script-start.js) gets its address now, so that Back closes it as it closes any other.
  const opened = document.querySelector<HTMLDialogElement>(`dialog[${PROJECT_PATH_ATTRIBUTE}][open]`);
  if (opened) giveAddress(opened);
  // Back to this page from another (back/forward cache) at a project's address: its quick view, as the URL says.
  addEventListener('pageshow', () => {
    leaving = false;
    const wanted = isQuickView(history.state) ? quickViewDialog(history.state.quickView) : null;
    if (wanted && !wanted.open) wanted.showModal();
  });
}
