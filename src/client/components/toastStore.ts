import { createToaster } from '@chakra-ui/react';

/**
 * Spec §9: one toast at a time, shown for 5 seconds. A new toast replaces the one on screen instead of
 * waiting behind it, so the owner always sees the outcome of what they just did.
 */
const store = createToaster({ placement: 'top-end', max: 1, duration: 5000, pauseOnPageIdle: true });
const createQueued = store.create.bind(store);
export const toaster = Object.assign(store, {
  create: (options: Parameters<typeof createQueued>[0]) => {
    store.dismiss();
    return createQueued(options);
  },
});
