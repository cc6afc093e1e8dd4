import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

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

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} top={{ base: '4', md: '20' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            maxW={{ md: '420px' }}
            // Chakra's green/red 500 fail AA contrast behind white text; the 700 shades pass.
            bg={toast.type === 'success' ? 'green.700' : toast.type === 'error' ? 'red.700' : undefined}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                // Chakra dims descriptions; on the solid success/error colors that fails AA contrast.
                <Toast.Description opacity={1}>{toast.description}</Toast.Description>
              )}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
