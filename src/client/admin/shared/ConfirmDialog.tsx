import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Extra explanation under the message. */
  detail?: string;
  confirmLabel: string;
  /** The button that leaves things as they are ("Keep editing" when a form would be discarded). */
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A small alert dialog for confirmations; focus starts on Cancel so Enter never confirms by accident, and it
 * cannot be dismissed while the action runs, so its outcome toast is never orphaned.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
              {detail && (
                <Text mt="2" color="fg.muted" fontSize="sm">
                  {detail}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : undefined}
                bg={destructive ? undefined : 'brand.solid'}
                color={destructive ? undefined : 'brand.contrast'}
                loading={pending}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
