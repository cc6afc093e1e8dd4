import { toaster } from '../../components/toastStore';
import { failureOf } from '../../trpc';
import { offerReorderUndo } from '../history/offerReorderUndo';
import { moveItem } from './ReorderableList';

/**
 * The drop handler of a reorderable admin list. Optimistic: the dropped row stays where it was dropped while
 * the server saves the new order; a failure puts the list back and says so. A saved move is announced with an
 * Undo that saves the order from before it through the same `save` (which refreshes the list when settled).
 */
export function listReorder<T extends { id: number }>({
  cancel,
  setList,
  save,
  savedTitle,
  failedTitle,
}: {
  cancel: () => void;
  setList: (list: T[]) => void;
  /** Saves an order; `undo` when it is a move's Undo (logged as such). */
  save: (ids: number[], undo?: boolean) => Promise<unknown>;
  savedTitle: string;
  failedTitle: string;
}) {
  return (list: T[], from: number, to: number) => {
    if (from === to) return;
    cancel();
    const next = moveItem(list, from, to);
    setList(next);
    const earlier = list.map((item) => item.id);
    // The rollback snapshot travels with this one call, so two quick drops each restore their own.
    void save(next.map((item) => item.id)).then(
      () => offerReorderUndo({ title: savedTitle, undo: () => save(earlier, true) }),
      (error: unknown) => {
        setList(list);
        toaster.create({ type: 'error', title: failedTitle, description: failureOf(error).message });
      },
    );
  };
}
