import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { toaster } from './toastStore';
import { useSwipeToDismiss } from './useSwipeToDismiss';

type ToastRootProps = Parameters<typeof Toast.Root>[0];

/** A toast's root that a swipe to the right dismisses. */
function SwipeableToast({ id, children, ...props }: ToastRootProps & { id?: string; children: ReactNode }) {
  const swipe = useSwipeToDismiss(() => toaster.dismiss(id));
  return (
    <Toast.Root {...props} {...swipe}>
      {children}
    </Toast.Root>
  );
}

/** The toasts on screen (loaded on demand by Toaster). */
export default function ToastList() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeableToast
            id={toast.id}
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
            {toast.action && (
              // An action (Undo) on the solid success color: outlined in white to stay readable.
              <Toast.ActionTrigger color="white" borderColor="whiteAlpha.700">
                {toast.action.label}
              </Toast.ActionTrigger>
            )}
            <Toast.CloseTrigger />
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  );
}
