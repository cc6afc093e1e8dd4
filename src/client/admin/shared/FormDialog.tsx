import { Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  size: 'lg' | 'xl';
  /** The form; it reports when a save is running. It mounts on open and unmounts once the dialog has closed. */
  children: (onSaving: (saving: boolean) => void) => ReactNode;
}

/**
 * The frame of the admin's add/edit dialogs: full screen on phones, and neither a click beside it may throw
 * away a half-written form nor Escape a save in flight.
 */
export function FormDialog({ open, onClose, size, children }: FormDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      closeOnEscape={!saving}
      size={{ mdDown: 'full', md: size }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{children(setSaving)}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
