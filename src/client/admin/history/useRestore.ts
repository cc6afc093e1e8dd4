import type { HistoryEntityType, TrashableType } from '../../../common/history';
import { HISTORY_TOASTS } from '../../../common/messages';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';
import { showUndoToast } from './undoToast';

/**
 * Restores a version and refreshes every read (a restore can touch any list, public pages' data included), with
 * its outcome toast. The restore is a version of its own, so its toast offers Undo too.
 */
export function useRestore() {
  const utils = trpc.useUtils();
  const restore = trpc.admin.history.restore.useMutation({
    onSettled: () => utils.invalidate(),
  });
  return {
    pending: restore.isPending,
    restore: async (versionId: number, title: string = HISTORY_TOASTS.restored) => {
      try {
        const restored = await restore.mutateAsync({ versionId });
        offerUndo(title, restored.entityType, restored.entityKey, utils);
        return true;
      } catch (error) {
        toaster.create({
          type: 'error',
          title: HISTORY_TOASTS.restoreFailed,
          description: failureOf(error).message,
        });
        return false;
      }
    },
  };
}

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * A success toast whose Undo puts the item back as it was before its latest version: that version's
 * predecessor is restored (itself a new version, so the undo can be undone from the History).
 */
export function offerUndo(
  title: string,
  entityType: HistoryEntityType,
  entityKey: string | number,
  utils: Utils,
) {
  showUndoToast(title, () => undoLatest(entityType, String(entityKey), utils));
}

/** A success toast after a delete whose Undo takes the item back out of the Trash. */
export function offerUntrash(title: string, entityType: TrashableType, entityId: number, utils: Utils) {
  showUndoToast(title, async () => {
    try {
      const items = await utils.admin.trash.list.fetch(undefined, { staleTime: 0 });
      const item = items.find((entry) => entry.entityType === entityType && entry.entityId === entityId);
      if (!item) {
        toaster.create({ type: 'info', title: HISTORY_TOASTS.nothingToUndo });
        return;
      }
      await utils.client.admin.trash.restore.mutate({ id: item.id });
      await utils.invalidate();
      toaster.create({ type: 'success', title: HISTORY_TOASTS.untrashed });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: HISTORY_TOASTS.restoreFailed,
        description: failureOf(error).message,
      });
    }
  });
}

async function undoLatest(entityType: HistoryEntityType, entityKey: string, utils: Utils) {
  try {
    const versions = await utils.admin.history.list.fetch({ entityType, entityKey }, { staleTime: 0 });
    const previous = versions[1];
    if (!versions[0]?.snapshot || !previous?.snapshot) {
      toaster.create({ type: 'info', title: HISTORY_TOASTS.nothingToUndo });
      return;
    }
    await utils.client.admin.history.restore.mutate({ versionId: previous.id, undo: true });
    await utils.invalidate();
    toaster.create({ type: 'success', title: HISTORY_TOASTS.undone });
  } catch (error) {
    toaster.create({
      type: 'error',
      title: HISTORY_TOASTS.restoreFailed,
      description: failureOf(error).message,
    });
  }
}
