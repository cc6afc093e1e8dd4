import { useState } from 'react';
import { toaster } from '../../components/toastStore';

/** A dialog and the record it is about; the record outlives `open` so the title holds while it animates out. */
export interface Target<T> {
  open: boolean;
  entity: T | null;
  /** The field to focus on open, when the owner clicked its text in the live preview. */
  field?: string | undefined;
}

const CLOSED = { open: false, entity: null } as const;

/**
 * The two dialogs of an admin list (projects, testimonials): the add/edit dialog (`edit(null)` adds) and the
 * delete confirmation.
 */
export function useEntityTargets<T>() {
  const [editing, setEditing] = useState<Target<T>>(CLOSED);
  const [deleting, setDeleting] = useState<Target<T>>(CLOSED);
  return {
    editing,
    deleting,
    edit: (entity: T | null, field?: string) => setEditing({ open: true, entity, field }),
    closeEditor: () => setEditing((current) => ({ ...current, open: false })),
    confirmDelete: (entity: T) => setDeleting({ open: true, entity }),
    closeDelete: () => setDeleting((current) => ({ ...current, open: false })),
  };
}

/**
 * The callbacks of a list's delete mutation: either way the confirmation closes and a toast says how it went;
 * a delete that worked refreshes the public reads.
 */
export function deleteCallbacks({
  deletedTitle,
  failed,
  closeDelete,
  refresh,
  untrash,
}: {
  deletedTitle: string;
  /** Offers Undo in the success toast, taking the record back out of the Trash (docs/product.md, Trash). */
  untrash?: (id: number) => void;
  failed: (error: { message: string }) => { title: string; description?: string };
  closeDelete: () => void;
  refresh: () => Promise<unknown>;
}) {
  return {
    onSuccess: async ({ id }: { id: number }) => {
      if (untrash) untrash(id);
      else toaster.create({ type: 'success', title: deletedTitle });
      closeDelete();
      await refresh();
    },
    onError: (error: { message: string }) => {
      toaster.create({ type: 'error', ...failed(error) });
      closeDelete();
    },
  };
}
