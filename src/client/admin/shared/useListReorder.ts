import { toaster } from '../../components/toastStore';
import { failureOf } from '../../trpc';
import { moveItem } from './ReorderableList';

/**
 * The drop handler of a reorderable admin list. Optimistic: the dropped row stays where it was dropped while
 * the server saves the new order; a failure puts the list back and says so.
 */
export function listReorder<T extends { id: number }>({
  cancel,
  setList,
  save,
  failedTitle,
}: {
  cancel: () => void;
  setList: (list: T[]) => void;
  save: (ids: number[], options: { onError: (error: unknown) => void }) => void;
  failedTitle: string;
}) {
  return (list: T[], from: number, to: number) => {
    if (from === to) return;
    cancel();
    const next = moveItem(list, from, to);
    setList(next);
    save(
      next.map((item) => item.id),
      {
        // The rollback snapshot travels with this one call, so two quick drops each restore their own.
        onError: (error) => {
          setList(list);
          toaster.create({ type: 'error', title: failedTitle, description: failureOf(error).message });
        },
      },
    );
  };
}
