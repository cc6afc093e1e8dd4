import { Box, Text } from '@chakra-ui/react';
import { useMessages } from '../../i18n/useMessages';
import { SafeImage } from '../SafeImage';
import { BEFORE_AFTER_ATTRIBUTE, BEFORE_AFTER_READY } from './beforeAfterAttributes';

/** One side of a comparison: its photo and what it shows (its alt text, after the side's label). */
export interface ComparedPhoto {
  src: string;
  alt: string;
  /** CSS object-position keeping the photo's focal point in the crop. */
  position?: string | undefined;
}

/**
 * Before and after: two photos of one place, for a before/after section and a project's pairs alike.
 * Without JavaScript (or before the page's script runs) both show side by side, each labelled. The script then
 * lays the "after" photo over the "before" one, cut at a divider the visitor drags, or moves with the arrow keys
 * (a native range input, so keyboard, touch and screen readers work as they do everywhere); nothing is animated,
 * so reduced motion changes nothing.
 */
export function BeforeAfterComparison({
  before,
  after,
  sizes,
}: {
  before: ComparedPhoto;
  after: ComparedPhoto;
  /** The comparison's rendered width per layout (the photos' `sizes`). */
  sizes: string;
}) {
  const m = useMessages().beforeAfter;
  return (
    <Box
      as="figure"
      {...{ [BEFORE_AFTER_ATTRIBUTE]: '' }}
      position="relative"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
      gap="4"
      css={{
        '--split': '50%',
        [`&[${BEFORE_AFTER_READY}]`]: { display: 'block', aspectRatio: '3 / 2', gap: '0' },
        [`&[${BEFORE_AFTER_READY}] > [data-photo]`]: { position: 'absolute', inset: '0' },
        [`&[${BEFORE_AFTER_READY}] > [data-photo="after"]`]: { clipPath: 'inset(0 0 0 var(--split))' },
        // The range input is invisible over the photos: its focus shows as the ring round the comparison.
        '&:has(> input:focus-visible)': {
          outline: '3px solid var(--chakra-colors-fg)',
          outlineOffset: '2px',
        },
        [`&:not([${BEFORE_AFTER_READY}]) > input, &:not([${BEFORE_AFTER_READY}]) > [data-divider]`]: {
          display: 'none',
        },
      }}
      borderRadius="lg"
      overflow="hidden"
    >
      {(
        [
          ['before', before, m.before],
          ['after', after, m.after],
        ] as const
      ).map(([which, photo, label]) => (
        <Box key={which} data-photo={which} position="relative" aspectRatio="3 / 2">
          <SafeImage
            src={photo.src}
            alt={`${label}: ${photo.alt}`}
            loading="lazy"
            sizes={sizes}
            w="full"
            h="full"
            objectFit="cover"
            objectPosition={photo.position}
          />
          <Text
            position="absolute"
            top="3"
            insetStart={which === 'before' ? '3' : undefined}
            insetEnd={which === 'after' ? '3' : undefined}
            px="2.5"
            py="1"
            borderRadius="full"
            bg="rgba(0,0,0,0.72)"
            color="white"
            fontSize="sm"
            fontWeight="semibold"
          >
            {label}
          </Text>
        </Box>
      ))}
      <Box
        data-divider=""
        aria-hidden="true"
        position="absolute"
        top="0"
        bottom="0"
        left="var(--split)"
        w="3px"
        ms="-1.5px"
        bg="white"
        boxShadow="0 0 0 1px rgba(0,0,0,0.4)"
        pointerEvents="none"
      />
      <input
        type="range"
        min={0}
        max={100}
        defaultValue={50}
        aria-label={m.control}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          margin: 0,
          opacity: 0,
          cursor: 'ew-resize',
        }}
      />
    </Box>
  );
}
