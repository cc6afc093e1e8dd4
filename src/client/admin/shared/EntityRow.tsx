import { Badge, Box, Button, Flex, type FlexProps, HStack, type StackProps } from '@chakra-ui/react';
import { GripVertical, Pencil, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { HistoryButton } from '../history/HistoryButton';
import type { HistoryTarget } from '../history/HistoryDialog';
import type { RowDrag } from './ReorderableList';

/** The card every admin list item sits on (projects, testimonials, contact requests); each sets its padding. */
export const adminCardStyle = {
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border.muted',
  borderRadius: 'xl',
  boxShadow: 'xs',
} as const;

/** The mark of a project or testimonial shown on the homepage. */
export function FeaturedBadge() {
  return (
    <Badge bg="brand.accent" color="#0b0b0c" gap="1" px="2" fontWeight="semibold">
      <Star size={12} aria-hidden="true" fill="currentColor" /> Featured
    </Badge>
  );
}

/**
 * One record of an admin list: a list item on the admin card, what identifies the record, then its Edit,
 * History (when given) and Delete buttons. The buttons' accessible names carry `label` ("Edit Malibu Modern Residence"), since every
 * row has the same visible words.
 */
export function EntityRow({
  testId,
  label,
  onEdit,
  onDelete,
  history,
  actionsLayout,
  drag,
  children,
  ...layout
}: Omit<FlexProps, 'children'> & {
  testId: string;
  label: string;
  /** The record's History (docs/product.md, History), opened from a button between Edit and Delete. */
  history?: HistoryTarget;
  onEdit: () => void;
  onDelete: () => void;
  /** Where the buttons sit: beside the record or under it. */
  actionsLayout?: StackProps;
  /** In a reorderable list: the row is draggable by a handle before its content. */
  drag?: RowDrag;
  children: ReactNode;
}) {
  return (
    <Flex
      as="li"
      data-testid={testId}
      {...adminCardStyle}
      {...layout}
      // Spacing by margin, not the list's gap: the drag library measures rows with their margins.
      {...(drag && {
        ref: drag.provided.innerRef,
        ...drag.provided.draggableProps,
        mb: '3',
        borderColor: drag.snapshot.isDragging ? 'brand.accent' : adminCardStyle.borderColor,
        boxShadow: drag.snapshot.isDragging ? 'lg' : adminCardStyle.boxShadow,
      })}
    >
      {drag && (
        <Box
          {...drag.provided.dragHandleProps}
          aria-label={`Drag to reorder ${label}`}
          display="flex"
          alignItems="center"
          justifyContent="center"
          alignSelf="stretch"
          minW="8"
          minH="8"
          borderRadius="md"
          color="fg.muted"
          cursor={drag.snapshot.isDragging ? 'grabbing' : 'grab'}
          _hover={{ bg: 'bg.muted', color: 'fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
        >
          <GripVertical size={18} aria-hidden="true" />
        </Box>
      )}
      {children}
      <HStack gap="2" {...actionsLayout}>
        <Button size="sm" variant="outline" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        {history && <HistoryButton target={history} variant="outline" />}
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${label}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </HStack>
    </Flex>
  );
}
