import { Box, Button, CloseButton, Dialog, HStack } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DIALOG_ABOVE_NOTICES } from '../../components/toastStore';
import { LivePreview, NARROW_FRAME_HEIGHT_PX } from '../preview/LivePreview';
import { usePreviewPlace, useWideScreen } from '../preview/previewPlace';
import { DraftOffer } from './DraftOffer';
import { useFormFrame } from './FormDialog';
import type { FormState } from './useFormState';

/**
 * A dialog form's content: title, the offer of a draft left unsaved, the fields, then Cancel and the submit
 * button. Cancel and the close button go through the frame (shared/FormDialog), which asks before throwing
 * changes away; both are disabled while saving, so a save's outcome toast is never orphaned.
 * In a tab with a live preview, on a screen too narrow for the dialog to sit beside it (shared/useBesidePreview),
 * a "Preview" switch shows the preview inside the dialog, above the fields, at phone width.
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
  const place = usePreviewPlace();
  const wide = useWideScreen();
  const [previewing, setPreviewing] = useState(false);
  const record = frame?.record;
  return (
    <Dialog.Content asChild {...DIALOG_ABOVE_NOTICES}>
      <form
        onSubmit={onSubmit}
        noValidate
        // A click on this record's text in the preview finds its field here (preview/focusField).
        data-edit-record={record ? `${record.kind}:${record.id}` : undefined}
      >
        <Dialog.Header>
          <HStack gap="3" wrap="wrap" pe="8">
            <Dialog.Title fontFamily="heading" fontSize="2xl">
              {title}
            </Dialog.Title>
            {place && !wide && (
              <Button
                size="sm"
                variant="outline"
                aria-expanded={previewing}
                onClick={() => setPreviewing(!previewing)}
              >
                {previewing ? <EyeOff /> : <Eye />} Preview
              </Button>
            )}
          </HStack>
        </Dialog.Header>
        <Dialog.Body>
          {place && !wide && previewing && (
            // Stays at the top of the dialog while its fields scroll under it.
            <Box mb="5" position="sticky" top="0" zIndex="1" bg="bg.panel" pb="2">
              <LivePreview
                pages={place.pages}
                editing={place.editing}
                device="phone"
                height={NARROW_FRAME_HEIGHT_PX}
              />
            </Box>
          )}
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
