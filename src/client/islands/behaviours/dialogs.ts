/**
 * The phone menu's dialog (components/PhoneMenu.tsx) opens by the browser's own invoker command; where the
 * browser has none, its button opens it here. A link followed from a dialog closes it, so the page the browser
 * keeps for Back comes back without it; a press on the backdrop closes it where `closedby` is unknown.
 */
export function openAndCloseDialogs() {
  const hasInvokerCommands = 'command' in HTMLButtonElement.prototype;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = hasInvokerCommands ? null : target?.closest('button[command="show-modal"][commandfor]');
    if (opener) {
      const dialog = document.getElementById(opener.getAttribute('commandfor') ?? '');
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      return;
    }
    const dialog = target?.closest('dialog');
    // A link opened elsewhere (a new tab or window: a modifier key) leaves the visitor here, in the dialog.
    const leavesPage = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
    if (
      dialog &&
      ((leavesPage && target?.closest('a[href]')) || (target === dialog && !('closedBy' in dialog)))
    )
      dialog.close();
  });
}

/**
 * A dialog whose button is no longer shown closes: the phone menu once the window is widened to where the links
 * are in the bar (the page under it would stay locked otherwise). Checked once at start too: the menu opens
 * without any script, so a visitor can open it and widen the window before this script has arrived.
 */
export function closeDialogsWhoseButtonHides() {
  const closeHidden = () => {
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const opener = document.querySelector(`[commandfor="${CSS.escape(dialog.id)}"]`);
      if (opener && opener.getClientRects().length === 0) (dialog as HTMLDialogElement).close();
    }
  };
  addEventListener('resize', closeHidden, { passive: true });
  closeHidden();
}
