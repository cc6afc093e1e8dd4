import { Box } from '@chakra-ui/react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { SectionRow, type SectionRowActions } from './SectionRow';

interface SectionListProps extends SectionRowActions {
  droppableId: string;
  sections: PageSectionRecord[];
  onMove: (from: number, to: number) => void;
}

/**
 * The sections in display order, reorderable by mouse, touch or keyboard (focus a handle, Space to lift,
 * arrows to move, Space to drop; @hello-pangea/dnd announces each step to screen readers).
 */
export function SectionList({ droppableId, sections, onMove, ...actions }: SectionListProps) {
  const onDragEnd = (result: DropResult) => {
    if (result.destination) onMove(result.source.index, result.destination.index);
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId={droppableId}>
        {(provided) => (
          <Box
            ref={provided.innerRef}
            {...provided.droppableProps}
            role="list"
            aria-label="Sections, in page order"
          >
            {sections.map((section, index) => (
              <Draggable key={section.id} draggableId={String(section.id)} index={index}>
                {(draggable, snapshot) => (
                  <SectionRow section={section} provided={draggable} snapshot={snapshot} {...actions} />
                )}
              </Draggable>
            ))}
            {provided.placeholder}
          </Box>
        )}
      </Droppable>
    </DragDropContext>
  );
}
