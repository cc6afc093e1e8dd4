import { Box, Grid, HStack, Image, Text } from '@chakra-ui/react';
import { isImageReference } from '../../../common/schemas/fields';
import { isSectionType, SECTION_DEFINITIONS } from '../../../common/section-types';
import { positionText } from './labels';
import { textDiff } from './textDiff';

/** Section HTML as the words a visitor reads. */
const plain = (value: string) =>
  value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function asText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'content' && typeof value === 'string') return plain(value);
  if (field === 'sortOrder' && typeof value === 'number') return positionText(value);
  if (field === 'sectionType' && typeof value === 'string' && isSectionType(value)) {
    return SECTION_DEFINITIONS[value].label;
  }
  return String(value);
}

/** Nothing to show: no value, empty text or an empty list. */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function images(value: unknown): string[] | null {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  return list.length > 0 && list.every((item) => typeof item === 'string' && isImageReference(item))
    ? (list as string[])
    : null;
}

/** Items of a list that never reorders, each with a key of its place. */
const keyed = <T,>(list: T[]) => list.map((value, place) => ({ key: `item-${place}`, value }));

function Thumbnails({ list, label }: { list: string[]; label: string }) {
  return (
    <HStack gap="2" wrap="wrap">
      {keyed(list).map(({ key, value: src }, index) => (
        <Image
          key={key}
          src={src.startsWith('/') ? `${src}?w=480` : src}
          alt={`${label} ${index + 1}`}
          boxSize="16"
          objectFit="cover"
          borderRadius="md"
          borderWidth="1px"
        />
      ))}
    </HStack>
  );
}

const SIDE_STYLES = {
  removed: { bg: 'red.subtle', color: 'red.fg', textDecoration: 'line-through' },
  added: { bg: 'green.subtle', color: 'green.fg' },
} as const;

function Side({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Box minW="0" p="3" borderRadius="md" borderWidth="1px" bg="bg">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
        {heading}
      </Text>
      {children}
    </Box>
  );
}

/**
 * One changed field, before and after side by side: text with the removed words struck out on the left and the
 * added words marked on the right; photos as thumbnails.
 */
export function FieldChange({
  field,
  label,
  before,
  after,
  emptyText = 'Empty',
  created = false,
}: {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
  emptyText?: string;
  /** The item's first version: its value as it was made, with no "Before" to compare it with. */
  created?: boolean;
}) {
  const beforeImages = images(before);
  const afterImages = images(after);
  const showImages =
    (beforeImages || isEmpty(before)) && (afterImages || isEmpty(after)) && (beforeImages || afterImages);
  const parts = showImages ? [] : textDiff(asText(field, before), asText(field, after));
  const empty = (
    <Text fontSize="sm" color="fg.muted" fontStyle="italic">
      {emptyText}
    </Text>
  );
  const render = (side: 'removed' | 'added') => {
    const visible = parts.filter((part) => part.kind === 'same' || part.kind === side);
    if (visible.length === 0) return empty;
    return (
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {keyed(visible).map(({ key, value: part }) =>
          part.kind === 'same' ? (
            <span key={key}>{part.text}</span>
          ) : (
            <Box
              as={side === 'added' ? 'ins' : 'del'}
              key={key}
              px="0.5"
              borderRadius="sm"
              {...SIDE_STYLES[side]}
            >
              {part.text}
            </Box>
          ),
        )}
      </Text>
    );
  };
  if (created) {
    return (
      <Box data-testid="field-change" data-field={field} data-created="">
        <Text fontSize="sm" fontWeight="semibold" mb="1">
          {label}
        </Text>
        <Box minW="0" p="3" borderRadius="md" borderWidth="1px" bg="bg">
          {afterImages ? (
            <Thumbnails list={afterImages} label={label} />
          ) : (
            <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {asText(field, after)}
            </Text>
          )}
        </Box>
      </Box>
    );
  }
  return (
    <Box data-testid="field-change" data-field={field}>
      <Text fontSize="sm" fontWeight="semibold" mb="1">
        {label}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
        <Side heading="Before">
          {showImages ? (
            beforeImages ? (
              <Thumbnails list={beforeImages} label={`${label} before`} />
            ) : (
              empty
            )
          ) : (
            render('removed')
          )}
        </Side>
        <Side heading="After">
          {showImages ? (
            afterImages ? (
              <Thumbnails list={afterImages} label={`${label} after`} />
            ) : (
              empty
            )
          ) : (
            render('added')
          )}
        </Side>
      </Grid>
    </Box>
  );
}
