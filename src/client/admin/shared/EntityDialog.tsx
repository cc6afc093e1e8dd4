import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import type { ComponentType, FormEvent, ReactNode } from 'react';
import { FormDialog } from './FormDialog';

/**
 * The admin's add/edit dialog for one record (a project, a testimonial): `entity` null adds a new one. The form
 * mounts each time the dialog opens (and unmounts once it has closed), keyed by the record, so it always starts
 * from it; the parent keeps `entity` while the dialog animates out, so the title does not change mid-close.
 */
export function EntityDialog<T extends { id: number }>({
  open,
  entity,
  onClose,
  size,
  form: Form,
}: EntityDialogProps<T> & { size: 'lg' | 'xl'; form: ComponentType<EntityFormProps<T>> }) {
  return (
    <FormDialog open={open} onClose={onClose} size={size}>
      {(onSaving) => <Form key={entity?.id ?? 'new'} entity={entity} onClose={onClose} onSaving={onSaving} />}
    </FormDialog>
  );
}

export interface EntityDialogProps<T> {
  open: boolean;
  /** The record being edited; null adds a new one. */
  entity: T | null;
  onClose: () => void;
}

export interface EntityFormProps<T> {
  entity: T | null;
  onClose: () => void;
  /** Tells the frame a save is running, so Escape cannot close the dialog under it. */
  onSaving: (saving: boolean) => void;
}

/**
 * The dialog's form: title, the fields, Cancel and the submit button. Cancel and the close button are disabled
 * while saving, so a save's outcome toast is never orphaned.
 */
export function EntityFormContent({
  title,
  submitLabel,
  saving,
  submitDisabled,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  submitLabel: string;
  saving: boolean;
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Content asChild>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header>
          <Dialog.Title fontFamily="heading" fontSize="2xl">
            {title}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            bg="brand.solid"
            color="brand.contrast"
            loading={saving}
            loadingText="Saving..."
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" disabled={saving} />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}
