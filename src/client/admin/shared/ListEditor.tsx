import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { DragHandle } from './DragHandle';
import { moveItem, ReorderableList } from './ReorderableList';

export type ListChange = 'edit' | 'move' | 'add' | 'remove';

/**
 * Keys that stay with their item through moves, additions and removals (the drag list animates rows by key). A
 * list replaced from outside (a draft restored, a version loaded) with another length gets fresh keys.
 */
function useItemKeys(length: number) {
  const next = useRef(0);
  const fresh = () => {
    next.current += 1;
    return next.current;
  };
  const keys = useRef<number[]>([]);
  if (keys.current.length !== length) keys.current = Array.from({ length }, fresh);
  return {
    keys: keys.current,
    moved: (from: number, to: number) => {
      keys.current = moveItem(keys.current, from, to);
    },
    removed: (index: number) => {
      keys.current = keys.current.filter((_, at) => at !== index);
    },
    added: () => {
      keys.current = [...keys.current, fresh()];
    },
  };
}

/**
 * The panel's one editor of a short list (docs/product.md, Page sections): a section's steps and checklist items,
 * a service's "What's Included" lines. Each row has the drag handle the other lists have (mouse, touch, or
 * keyboard: focus the handle, Space, arrows, Space), its fields and a remove button; "Add" appends one.
 */
export function ListEditor<T>({
  label,
  itemName,
  items,
  max,
  blank,
  onChange,
  row,
  onBlur,
  heading = true,
}: {
  /** The list's name ("Steps", "What's Included"). */
  label: string;
  /** One item's name in buttons ("step", "item"). */
  itemName: string;
  items: readonly T[];
  max: number;
  blank: T;
  /** The new list, and what made it: typing in a row, or a move, an addition or a removal. */
  onChange: (items: T[], how: ListChange) => void;
  /** The fields of one item; `update` replaces it. */
  row: (item: T, index: number, update: (item: T) => void) => ReactNode;
  /** Told when the focus leaves the whole list (a setting saves then). */
  onBlur?: (() => void) | undefined;
  /** The list's name above it; off where a field's label already says it. */
  heading?: boolean;
}) {
  const keys = useItemKeys(items.length);
  const keyed = items.map((value, index) => ({ id: keys.keys[index] ?? index, value, index }));
  return (
    <Stack
      gap="2"
      role="group"
      aria-label={label}
      onBlur={(event) => {
        if (onBlur && !event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      {heading && (
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      )}
      <ReorderableList
        id={`list-${label}`}
        label={label}
        items={keyed}
        onMove={(from, to) => {
          keys.moved(from, to);
          onChange(moveItem(items, from, to), 'move');
        }}
        row={({ value, index }, { provided, snapshot }) => {
          return (
            <HStack
              as="li"
              ref={provided.innerRef}
              {...provided.draggableProps}
              align="start"
              gap="2"
              mb="2"
              p="2"
              bg="bg"
              borderWidth="1px"
              borderRadius="md"
              borderColor={snapshot.isDragging ? 'brand.accent' : 'border'}
              boxShadow={snapshot.isDragging ? 'lg' : undefined}
              data-testid="list-editor-row"
            >
              <DragHandle
                handleProps={provided.dragHandleProps}
                label={`Drag to reorder ${itemName} ${index + 1}`}
                dragging={snapshot.isDragging}
                minH="10"
              />
              <Box flex="1" minW="0">
                {row(value, index, (item) =>
                  onChange(
                    items.map((current, at) => (at === index ? item : current)),
                    'edit',
                  ),
                )}
              </Box>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${itemName} ${index + 1}`}
                onClick={() => {
                  keys.removed(index);
                  onChange(
                    items.filter((_, at) => at !== index),
                    'remove',
                  );
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </HStack>
          );
        }}
      />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={items.length >= max}
        onClick={() => {
          keys.added();
          onChange([...items, blank], 'add');
        }}
      >
        <Plus aria-hidden="true" /> Add {itemName}
      </Button>
    </Stack>
  );
}
