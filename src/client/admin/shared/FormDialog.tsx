import { Dialog, Portal } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAVED } from '../../../common/messages';
import { dropRecordDraft, type PreviewRecord } from '../preview/previewDrafts';
import { LIVE_PREVIEW_ATTRIBUTE } from '../preview/previewPlace';
import { ConfirmDialog } from './ConfirmDialog';
import { clearDraft } from './drafts';
import { useBeforeUnload } from './useBeforeUnload';
import { useBesidePreview } from './useBesidePreview';

/** What a form inside the frame tells it, and how it asks to close (shared/useFormState uses it). */
export interface FormFrame {
  /** Where this dialog's draft is kept: the kind of form and the item ("project:12", "project:new"). */
  draftKey: string;
  /** The stored record the form edits, whose unsaved values the live preview shows; none for a new one. */
  record?: PreviewRecord | undefined;
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
  /** The stored record edited (none when adding): its unsaved values show in the live preview. */
  record?: PreviewRecord | undefined;
  /** The field to focus on open (`title`), when the owner came from a click on it in the preview. */
  focusOnOpen?: string | undefined;
  /** The form; it mounts on open and unmounts once the dialog has closed. */
  children: ReactNode;
}

/**
 * A press on a toast (its Undo, its close button) or in the live preview beside the dialog (a click there
 * focuses a field of this very dialog) is not a press beside the dialog. The element pressed is the event's
 * `detail.target` (the event itself is the dialog's); the preview's own page is another document, whose elements
 * are not this window's Element: no `instanceof`.
 */
const ignoreToastsAndPreview = (event: {
  target: EventTarget | null;
  detail?: { target?: EventTarget | null };
  preventDefault: () => void;
}) => {
  const target = (event.detail?.target ?? event.target) as Element | null;
  if (typeof target?.closest !== 'function') return;
  if (target.ownerDocument !== document) return event.preventDefault();
  if (target.closest(`[data-scope="toast"], [${LIVE_PREVIEW_ATTRIBUTE}]`)) event.preventDefault();
};

/**
 * The frame of every admin add/edit dialog: full screen on phones; in a tab with a live preview, on a wide
 * screen, docked over the tab's form, beside the preview and not over it (shared/useBesidePreview). Escape, the
 * close button, Cancel and a press beside it close a dialog with no changes at once; with changes (or a photo
 * still uploading) they ask "Discard
 * changes?" first, and a reload or leaving the site asks the browser's question. Nothing closes it while a save
 * runs, so a save's outcome toast is never orphaned. Forms report their state through useFormFrame.
 */
export function FormDialog({
  open,
  onClose,
  size,
  draftKey,
  record,
  focusOnOpen,
  children,
}: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploaders, setUploaders] = useState<ReadonlySet<string>>(new Set());
  const uploading = uploaders.size > 0;
  const [asking, setAsking] = useState(false);
  const unsaved = dirty || uploading;
  useBeforeUnload(open && unsaved);
  const beside = useBesidePreview(open);

  // Saved, discarded or closed: the preview shows the record as stored again (as soon as the dialog closes).
  const recordId = record?.id;
  const recordKind = record?.kind;
  useEffect(() => {
    if (recordKind && recordId !== undefined && !open) dropRecordDraft({ kind: recordKind, id: recordId });
  }, [open, recordKind, recordId]);

  // The frame's identity stays fixed while it is open, so a form's effects do not re-run on its account.
  const latest = useRef({ unsaved, saving, onClose });
  latest.current = { unsaved, saving, onClose };
  // What the form said last, at once: a close asked for before this frame's next render still knows it.
  const dirtyNow = useRef(false);
  const frame = useMemo<FormFrame>(
    () => ({
      draftKey,
      record: recordKind && recordId !== undefined ? { kind: recordKind, id: recordId } : undefined,
      setDirty: (isDirty) => {
        dirtyNow.current = isDirty;
        setDirty(isDirty);
      },
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
        if (latest.current.unsaved || dirtyNow.current) setAsking(true);
        else latest.current.onClose();
      },
      closeSaved: () => {
        clearDraft(draftKey);
        latest.current.onClose();
      },
    }),
    [draftKey, recordKind, recordId],
  );
  const discard = () => {
    clearDraft(draftKey);
    setAsking(false);
    dirtyNow.current = false;
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
        onInteractOutside={ignoreToastsAndPreview}
        // Beside the preview the dialog does not block the page: the preview stays live (scroll, clicks).
        modal={!beside}
        closeOnInteractOutside
        preventScroll
        initialFocusEl={
          focusOnOpen
            ? () =>
                document.querySelector<HTMLElement>(`[data-edit-record] [name="${CSS.escape(focusOnOpen)}"]`)
            : undefined
        }
        size={{ mdDown: 'full', md: size }}
        scrollBehavior="inside"
      >
        <Portal>
          {!beside && <Dialog.Backdrop />}
          <Dialog.Positioner {...beside?.positioner}>
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
