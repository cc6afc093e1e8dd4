import type { ComponentType } from 'react';
import type { PreviewRecord } from '../preview/previewDrafts';
import { FormDialog } from './FormDialog';

/**
 * The admin's add/edit dialog for one record (a project, a testimonial): `entity` null adds a new one. The form
 * mounts each time the dialog opens (and unmounts once it has closed), keyed by the record, so it always starts
 * from it; the parent keeps `entity` while the dialog animates out, so the title does not change mid-close. The
 * frame (shared/FormDialog) guards unsaved changes and keeps a draft per kind and record; a stored record's
 * unsaved values show in the live preview.
 */
export function EntityDialog<T extends { id: number }>({
  open,
  entity,
  onClose,
  focusOnOpen,
  size,
  kind,
  form: Form,
}: EntityDialogProps<T> & {
  size: 'lg' | 'xl';
  kind: PreviewRecord['kind'];
  form: ComponentType<EntityFormProps<T>>;
}) {
  const key = entity?.id ?? 'new';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size={size}
      draftKey={`${kind}:${key}`}
      record={entity ? { kind, id: entity.id } : undefined}
      focusOnOpen={focusOnOpen}
    >
      <Form key={key} entity={entity} />
    </FormDialog>
  );
}

export interface EntityDialogProps<T> {
  open: boolean;
  /** The record being edited; null adds a new one. */
  entity: T | null;
  onClose: () => void;
  /** The field to focus on open, when the owner clicked its text in the live preview. */
  focusOnOpen?: string | undefined;
}

export interface EntityFormProps<T> {
  entity: T | null;
}
