import { Box, type BoxProps } from '@chakra-ui/react';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { GripVertical } from 'lucide-react';

/**
 * The grip a row of a reorderable list is dragged by (or moved with the keyboard: focus, Space, arrows), the same in
 * every list of the panel: sections, and the items of a list field (ListEditor).
 */
export function DragHandle({
  handleProps,
  label,
  dragging,
  ...layout
}: {
  handleProps: DraggableProvidedDragHandleProps | null | undefined;
  label: string;
  dragging: boolean;
} & Pick<BoxProps, 'alignSelf' | 'minH'>) {
  return (
    <Box
      {...handleProps}
      aria-label={label}
      display="flex"
      alignItems="center"
      justifyContent="center"
      minW="8"
      borderRadius="md"
      color="fg.muted"
      cursor={dragging ? 'grabbing' : 'grab'}
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
      {...layout}
    >
      <GripVertical size={18} aria-hidden="true" />
    </Box>
  );
}
