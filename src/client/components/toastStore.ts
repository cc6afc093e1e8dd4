import { createToaster } from '@chakra-ui/react';
import { LIMITS } from '../../common/constants';

/**
 * docs/product.md, Notifications: one toast at a time, shown for 5 seconds; F8 moves the focus to them. A new
 * toast replaces the one on screen instead of waiting behind it, so the owner always sees the outcome of what
 * they just did. A dismissed toast leaves after its exit animation, not after the very long delay the
 * original client kept a hidden toast for: here a toast still leaving counts against the one-at-a-time limit,
 * so the next one would wait behind it.
 */
const store = createToaster({
  placement: 'top-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: [LIMITS.toastFocusKey],
});
const createQueued = store.create.bind(store);
/**
 * Where a toast shows, chosen as it is made: at the bottom on a wide screen, where it covers none of the
 * live preview's buttons (at the top it did); on a phone at the top, off a full-screen dialog's Save and the last
 * row's buttons, but at the bottom while the phone's preview is open at the top of the screen and no dialog is.
 */
function placementNow(): 'top-end' | 'bottom-end' {
  if (typeof window === 'undefined' || window.matchMedia('(min-width: 768px)').matches) return 'bottom-end';
  const previewAtTop = document.querySelector('[data-narrow-preview="open"]');
  const dialog = document.querySelector('[role="dialog"]');
  return previewAtTop && !dialog ? 'bottom-end' : 'top-end';
}

/**
 * The height a dialog centred on a wide screen may take: it ends above the corner where notices show there
 * (`placementNow`), so a notice of one or two lines never covers its Close or Save button. Chakra's own limit left
 * a notice over the footer's buttons. Dialogs docked beside the live preview set their own height (the notices
 * show over the preview there).
 */
export const DIALOG_ABOVE_NOTICES = { maxH: { md: 'calc(100% - 10rem)' } } as const;

export const toaster = Object.assign(store, {
  create: (options: Parameters<typeof createQueued>[0]) => {
    store.dismiss();
    // The toast group reads its placement from the store's attributes each time it renders.
    store.attrs.placement = placementNow();
    return createQueued(options);
  },
});
