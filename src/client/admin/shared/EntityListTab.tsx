import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { PreviewRecord } from '../preview/previewDrafts';
import { useOpenFromPreview } from '../preview/useOpenFromPreview';
import { ConfirmDialog } from './ConfirmDialog';
import type { EntityDialogProps } from './EntityDialog';
import { ReorderableList, type RowDrag } from './ReorderableList';
import { EmptyState, LoadError, TabHeader } from './TabParts';
import type { useEntityTargets } from './useEntityTargets';

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

const NONE: never[] = [];

/**
 * A tab listing one kind of record (projects, testimonials): its header with the count and the add button,
 * skeletons while loading, the error with another try, the empty state, the list in the order visitors see
 * (reorderable by drag or keyboard), the add/edit dialog and the delete confirmation. The tab says how its rows and skeletons are laid out.
 */
export function EntityListTab<T extends { id: number }>({
  kind,
  title,
  description,
  countLabel,
  addLabel,
  what,
  empty,
  query,
  targets,
  skeletons,
  listLabel,
  row,
  onMove,
  dialog: Dialog,
  remove,
}: {
  /** What a record is called in the preview's marks (`project:12:title`): a click there opens its dialog. */
  kind: PreviewRecord['kind'];
  title: string;
  description: string;
  countLabel: (count: number) => string;
  addLabel: string;
  /** For the load error: "Could not load the projects." */
  what: string;
  empty: { icon: ReactNode; title: string; text: string };
  query: ListQuery<T>;
  targets: ReturnType<typeof useEntityTargets<T>>;
  skeletons: ReactNode;
  /** The list's accessible name ("Projects"). */
  listLabel: string;
  row: (entity: T, drag: RowDrag) => ReactNode;
  /** The owner dropped a record elsewhere: the order visitors see (docs/product.md, Admin panel). */
  onMove: (entities: T[], from: number, to: number) => void;
  dialog: ComponentType<EntityDialogProps<T>>;
  remove: {
    confirmTitle: (entity: T | null) => string;
    message: string;
    isPending: boolean;
    mutate: (input: { id: number }) => void;
  };
}) {
  const { editing, deleting, edit, closeEditor, closeDelete } = targets;
  useOpenFromPreview(kind, query.data ?? NONE, editing.open, edit);
  const addButton = (
    <Button bg="brand.solid" color="brand.contrast" onClick={() => edit(null)}>
      <Plus aria-hidden="true" /> {addLabel}
    </Button>
  );
  const count = query.data?.length;

  return (
    <>
      <TabHeader
        title={title}
        description={description}
        count={count === undefined ? undefined : countLabel(count)}
        action={addButton}
      />
      {query.isPending ? (
        skeletons
      ) : query.isError || !query.data ? (
        <LoadError what={what} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState {...empty} action={addButton} />
      ) : (
        <ReorderableList
          id={listLabel}
          label={listLabel}
          items={query.data}
          onMove={(from, to) => query.data && onMove(query.data, from, to)}
          row={row}
        />
      )}
      <Dialog open={editing.open} entity={editing.entity} onClose={closeEditor} focusOnOpen={editing.field} />
      <ConfirmDialog
        open={deleting.open}
        title={remove.confirmTitle(deleting.entity)}
        message={remove.message}
        pending={remove.isPending}
        onConfirm={() => deleting.entity && remove.mutate({ id: deleting.entity.id })}
        onClose={closeDelete}
        confirmLabel="Delete"
        destructive
      />
    </>
  );
}
