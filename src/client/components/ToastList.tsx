import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toastStore';

/** The toasts on screen (loaded on demand by Toaster). */
export default function ToastList() {
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
