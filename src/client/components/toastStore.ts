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
  // At the bottom: at the top a toast covered the live preview's own buttons (issue 30); ToastList moves it up
  // over a phone's full-screen dialog.
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: [LIMITS.toastFocusKey],
});
const createQueued = store.create.bind(store);
export const toaster = Object.assign(store, {
  create: (options: Parameters<typeof createQueued>[0]) => {
    store.dismiss();
    return createQueued(options);
  },
});
