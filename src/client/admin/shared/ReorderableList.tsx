import { Box } from '@chakra-ui/react';
import {
  DragDropContext,
  Draggable,
  type DraggableProvided,
  type DraggableStateSnapshot,
  Droppable,
  type DropResult,
} from '@hello-pangea/dnd';
import type { ReactNode } from 'react';

/** What a row needs to be dragged: its element's props and its handle's, and whether it is being dragged. */
export interface RowDrag {
  provided: DraggableProvided;
  snapshot: DraggableStateSnapshot;
}

/** A list's new order after one item moved from one index to another. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Records in the order visitors see them, reorderable by mouse, touch or keyboard (focus a handle, Space to
 * lift, arrows to move, Space to drop; @hello-pangea/dnd announces each step to screen readers): projects,
 * testimonials and page sections. Each row is an `li`. One column: the library moves items along one axis only.
 */
export function ReorderableList<T extends { id: number }>({
  id,
  label,
  items,
  onMove,
  row,
}: {
  id: string;
  label: string;
  items: T[];
  onMove: (from: number, to: number) => void;
  row: (item: T, drag: RowDrag) => ReactNode;
}) {
  const onDragEnd = (result: DropResult) => {
    if (result.destination && result.destination.index !== result.source.index) {
      onMove(result.source.index, result.destination.index);
    }
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId={id}>
        {(provided) => (
          <Box
            as="ul"
            ref={provided.innerRef}
            {...provided.droppableProps}
            listStyleType="none"
            aria-label={label}
          >
            {items.map((item, index) => (
              <Draggable key={item.id} draggableId={String(item.id)} index={index}>
                {(draggable, snapshot) => row(item, { provided: draggable, snapshot })}
              </Draggable>
            ))}
            {provided.placeholder}
          </Box>
        )}
      </Droppable>
    </DragDropContext>
  );
}
