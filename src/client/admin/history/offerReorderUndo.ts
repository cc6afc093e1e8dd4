import { HISTORY_TOASTS } from '../../../common/messages';
import { toaster } from '../../components/toastStore';
import { failureOf } from '../../trpc';
import { showUndoToast } from './undoToast';

/**
 * The success toast of a reorder, whose Undo sends the order from before the move back through the same reorder
 * procedure: the undo is a reorder of its own (a `reorder` version of each item it moves, an activity line), so
 * it shows in the History like the move. The server decides whether that order still fits: an item deleted since
 * makes it refuse the whole undo (404, nothing moves); an item added since keeps a place after the listed ones.
 */
export function offerReorderUndo({
  title,
  undo,
  refresh,
}: {
  title: string;
  /** Saves the earlier order. */
  undo: () => Promise<unknown>;
  /** Reloads what shows the order, whether the undo was saved or refused (when `undo` does not). */
  refresh?: () => unknown;
}) {
  showUndoToast(title, async () => {
    try {
      await undo();
      toaster.create({ type: 'success', title: HISTORY_TOASTS.moveUndone });
    } catch (error) {
      const failure = failureOf(error);
      toaster.create({
        type: 'error',
        title: HISTORY_TOASTS.moveUndoFailed,
        description: failure.status === 404 ? HISTORY_TOASTS.moveUndoGone : failure.message,
      });
    } finally {
      await refresh?.();
    }
  });
}
