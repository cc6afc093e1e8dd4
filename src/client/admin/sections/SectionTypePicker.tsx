import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  BadgeCheck,
  GalleryHorizontalEnd,
  Images,
  ListChecks,
  ListOrdered,
  type LucideIcon,
  Megaphone,
  PanelTop,
  Phone,
  SplitSquareHorizontal,
  Text as TextIcon,
} from 'lucide-react';
import { useId } from 'react';
import { SECTION_TYPES } from '../../../common/constants';
import { isSectionType, SECTION_DEFINITIONS, type SectionType } from '../../../common/section-types';

/** The picture and the one line each type is known by in the picker; its full description shows below the picker. */
const LOOKS: Record<SectionType, { Icon: LucideIcon; line: string }> = {
  hero: { Icon: PanelTop, line: 'Big title over a photo' },
  content: { Icon: TextIcon, line: 'Text, with a photo beside it' },
  gallery: { Icon: Images, line: 'A grid of photos' },
  steps: { Icon: ListOrdered, line: 'Numbered steps with times' },
  services: { Icon: BadgeCheck, line: 'A highlighted card with a button' },
  banner: { Icon: Megaphone, line: 'A notice that stands out' },
  contact: { Icon: Phone, line: 'Phone and e-mail on a dark band' },
  checklist: { Icon: ListChecks, line: 'Items with check marks' },
  'before-after': { Icon: SplitSquareHorizontal, line: 'Two photos and a divider' },
};

/**
 * The section types as cards to choose from, each with its picture, name and one line (a radio group of real radios:
 * arrow keys move, the owner sees what he picks). A stored type the list lacks keeps its own card, so opening such a section
 * does not change it.
 */
export function SectionTypePicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (sectionType: string) => void;
}) {
  const name = useId();
  const labelId = useId();
  const types: string[] = isSectionType(value) ? [...SECTION_TYPES] : [value, ...SECTION_TYPES];
  return (
    <Stack gap="1.5" role="radiogroup" aria-labelledby={labelId} aria-invalid={Boolean(error)}>
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        Section type
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {types.map((type) => {
          const known = isSectionType(type);
          const { Icon, line } = known ? LOOKS[type] : { Icon: GalleryHorizontalEnd, line: 'Shown as text' };
          const checked = type === value;
          return (
            <Box
              as="label"
              key={type}
              data-testid={`section-type-${type}`}
              position="relative"
              display="flex"
              flexDirection="column"
              gap="0.5"
              p="2.5"
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? 'fg' : 'border'}
              bg={checked ? 'bg.muted' : undefined}
              borderRadius="md"
              cursor="pointer"
              _hover={{ borderColor: checked ? 'fg' : 'border.emphasized' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '1px' }}
            >
              {/* A real radio, out of sight: arrow keys, Space and a screen reader work as in any radio group. */}
              <input
                type="radio"
                name={name}
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                style={HIDDEN}
              />
              <Box color="brand.accentText" aria-hidden="true">
                <Icon size={22} />
              </Box>
              <Text fontSize="sm" fontWeight="semibold">
                {known ? SECTION_DEFINITIONS[type].label : type}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="short">
                {line}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Visually hidden, still focusable and read aloud. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
