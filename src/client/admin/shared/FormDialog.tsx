import { Dialog, Portal } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { UNSAVED } from '../../../common/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { clearDraft } from './drafts';
import { useBeforeUnload } from './useBeforeUnload';

/** What a form inside the frame tells it, and how it asks to close (shared/useFormState uses it). */
export interface FormFrame {
  /** Where this dialog's draft is kept: the kind of form and the item ("project:12", "project:new"). */
  draftKey: string;
  setDirty: (dirty: boolean) => void;
  setSaving: (saving: boolean) => void;
  /** An uploader in the form says when its photos are on their way (`id` tells uploaders apart). */
  setUploading: (id: string, uploading: boolean) => void;
  /** Cancel: closes at once when nothing changed, else asks "Discard changes?" first. */
  requestClose: () => void;
  /** After a save: closes without asking and forgets the draft. */
  closeSaved: () => void;
}

const FormFrameContext = createContext<FormFrame | null>(null);

/** The frame around this form, or null outside a dialog (a setting on a tab). */
export function useFormFrame(): FormFrame | null {
  return useContext(FormFrameContext);
}

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  size: 'lg' | 'xl';
  draftKey: string;
  /** The form; it mounts on open and unmounts once the dialog has closed. */
  children: ReactNode;
}

/** A press on a toast (its Undo, its close button) is not a press beside the dialog. */
const ignoreToasts = (event: { target: EventTarget | null; preventDefault: () => void }) => {
  if (event.target instanceof Element && event.target.closest('[data-scope="toast"]')) event.preventDefault();
};

/**
 * The frame of every admin add/edit dialog: full screen on phones. Escape, the close button, Cancel and a press
 * beside it close a dialog with no changes at once; with changes (or a photo still uploading) they ask "Discard
 * changes?" first, and a reload or leaving the site asks the browser's question. Nothing closes it while a save
 * runs, so a save's outcome toast is never orphaned. Forms report their state through useFormFrame.
 */
export function FormDialog({ open, onClose, size, draftKey, children }: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploaders, setUploaders] = useState<ReadonlySet<string>>(new Set());
  const uploading = uploaders.size > 0;
  const [asking, setAsking] = useState(false);
  const unsaved = dirty || uploading;
  useBeforeUnload(open && unsaved);

  // The frame's identity stays fixed while it is open, so a form's effects do not re-run on its account.
  const latest = useRef({ unsaved, saving, onClose });
  latest.current = { unsaved, saving, onClose };
  const frame = useMemo<FormFrame>(
    () => ({
      draftKey,
      setDirty,
      setSaving,
      setUploading: (id, busy) =>
        setUploaders((current) => {
          if (current.has(id) === busy) return current;
          const next = new Set(current);
          if (busy) next.add(id);
          else next.delete(id);
          return next;
        }),
      requestClose: () => {
        if (latest.current.saving) return;
        if (latest.current.unsaved) setAsking(true);
        else latest.current.onClose();
      },
      closeSaved: () => {
        clearDraft(draftKey);
        latest.current.onClose();
      },
    }),
    [draftKey],
  );
  const discard = () => {
    clearDraft(draftKey);
    setAsking(false);
    setDirty(false);
    setUploaders(new Set());
    onClose();
  };

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => !details.open && frame.requestClose()}
        lazyMount
        unmountOnExit
        closeOnEscape={!saving}
        onInteractOutside={ignoreToasts}
        size={{ mdDown: 'full', md: size }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <FormFrameContext.Provider value={frame}>{children}</FormFrameContext.Provider>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={asking}
        title={UNSAVED.question}
        message={UNSAVED.detail}
        confirmLabel={UNSAVED.discard}
        cancelLabel={UNSAVED.keepEditing}
        destructive
        onConfirm={discard}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
