import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { DraggableProvided, DraggableStateSnapshot } from '@hello-pangea/dnd';
import { Copy, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { PageId } from '../../../common/constants';
import { PAGE_BLOCKS } from '../../../common/page-blocks';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { HistoryButton } from '../history/HistoryButton';
import { DragHandle } from '../shared/DragHandle';

export interface SectionRowActions {
  onToggle: (section: PageSectionRecord) => void;
  onDuplicate: (section: PageSectionRecord) => void;
  onEdit: (section: PageSectionRecord) => void;
  onDelete: (section: PageSectionRecord) => void;
}

interface SectionRowProps extends SectionRowActions {
  section: PageSectionRecord;
  provided: DraggableProvided;
  snapshot: DraggableStateSnapshot;
}

/** Section HTML as a short plain-text preview. */
function snippet(text: string, max = 110): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/** One section of the list: drag handle, what it is, and its actions. */
export function SectionRow({ section, provided, snapshot, ...actions }: SectionRowProps) {
  const name = section.title || `Untitled ${section.sectionType} section`;
  const preview = snippet(section.subtitle || section.content);
  const place = PAGE_BLOCKS[section.pageId as PageId]?.find(
    (block) => block.id === section.afterBlock,
  )?.label;
  const active = section.isActive;
  return (
    <Flex
      ref={provided.innerRef}
      {...provided.draggableProps}
      data-testid="section-row"
      data-section-id={section.id}
      data-active={active}
      as="li"
      // Title above the actions at every width: the editor shares wide screens with the live preview, and a row
      // layout there left the title no room.
      align="stretch"
      direction="column"
      gap="2"
      p="3"
      mb="2"
      bg={active ? 'bg' : 'bg.subtle'}
      borderWidth="1px"
      borderColor={snapshot.isDragging ? 'brand.accent' : 'border'}
      borderStyle={active ? 'solid' : 'dashed'}
      borderRadius="lg"
      boxShadow={snapshot.isDragging ? 'lg' : 'xs'}
    >
      <HStack flex="1" minW="0" gap="3" align="center" opacity={active ? 1 : 0.75}>
        <DragHandle
          handleProps={provided.dragHandleProps}
          label={`Drag to reorder ${name}`}
          dragging={snapshot.isDragging}
          alignSelf="stretch"
        />
        <Box minW="0" flex="1">
          <HStack gap="2" mb="1" wrap="wrap">
            <Badge variant="outline" textTransform="capitalize">
              {section.sectionType}
            </Badge>
            {place && (
              <Text as="span" fontSize="xs" color="fg.muted">
                After {place}
              </Text>
            )}
            {!active && (
              <Badge colorPalette="gray" variant="solid">
                Inactive
              </Badge>
            )}
          </HStack>
          <Text fontWeight="semibold" lineClamp={2} data-testid="section-title">
            {name}
          </Text>
          {preview && (
            <Text fontSize="sm" color={active ? 'fg.muted' : 'fg'} lineClamp={2}>
              {preview}
            </Text>
          )}
        </Box>
      </HStack>
      <HStack gap="1" flexShrink={0} justify="flex-start" pl="8" wrap="wrap">
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`}
          onClick={() => actions.onToggle(section)}
        >
          {active ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {active ? 'Deactivate' : 'Activate'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Duplicate ${name}`}
          onClick={() => actions.onDuplicate(section)}
        >
          <Copy aria-hidden="true" />
          Duplicate
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={() => actions.onEdit(section)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <HistoryButton target={{ entityType: 'section', entityKey: String(section.id), name }} />
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${name}`}
          onClick={() => actions.onDelete(section)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </HStack>
    </Flex>
  );
}
