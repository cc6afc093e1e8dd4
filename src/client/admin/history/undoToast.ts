import { toaster } from '../../components/toastStore';

/** Longer than a plain toast: time to notice the mistake and reach the button. */
export const UNDO_TOAST_MS = 10_000;

/** The success toast of a change the owner can take back: its Undo button runs `undo`. */
export function showUndoToast(title: string, undo: () => unknown) {
  toaster.create({
    type: 'success',
    title,
    duration: UNDO_TOAST_MS,
    action: { label: 'Undo', onClick: () => void undo() },
  });
}
