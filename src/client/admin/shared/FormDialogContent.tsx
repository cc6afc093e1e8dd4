import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DraftOffer } from './DraftOffer';
import { useFormFrame } from './FormDialog';
import type { FormState } from './useFormState';

/**
 * A dialog form's content: title, the offer of a draft left unsaved, the fields, then Cancel and the submit
 * button. Cancel and the close button go through the frame (shared/FormDialog), which asks before throwing
 * changes away; both are disabled while saving, so a save's outcome toast is never orphaned.
 */
export function FormDialogContent({
  title,
  submitLabel,
  saving,
  submitDisabled,
  onSubmit,
  draft,
  footerNote,
  children,
}: {
  title: string;
  submitLabel: string;
  saving: boolean;
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent) => void;
  draft: Pick<FormState<unknown>, 'offer' | 'restore' | 'dismissOffer'>;
  /** Said beside the buttons (how many fields need a look). */
  footerNote?: ReactNode;
  children: ReactNode;
}) {
  const frame = useFormFrame();
  return (
    <Dialog.Content asChild>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header>
          <Dialog.Title fontFamily="heading" fontSize="2xl">
            {title}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {draft.offer && (
            <DraftOffer
              savedAt={draft.offer.savedAt}
              onRestore={draft.restore}
              onDismiss={draft.dismissOffer}
            />
          )}
          {children}
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4" flexWrap="wrap">
          {footerNote}
          <Button variant="outline" onClick={() => frame?.requestClose()} disabled={saving}>
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
