import { Box, Container, Text } from '@chakra-ui/react';
import { AREAS_AND_PHOTOS } from '../../../common/messages';
import { SafeImage } from '../SafeImage';
import { BEFORE_AFTER_ATTRIBUTE, BEFORE_AFTER_READY } from './beforeAfterAttributes';
import { SafeHtml } from './SafeHtml';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

const SIZES = '(min-width: 1152px) 1088px, calc(100vw - 32px)';

/**
 * Before and after (issue 32): two photos of one place. Without JavaScript (or before the page's script runs)
 * both show side by side, each labelled. The script then lays the "after" photo over the "before" one, cut at
 * a divider the visitor drags, or moves with the arrow keys (a native range input, so keyboard, touch and screen
 * readers work as they do everywhere); nothing is animated, so reduced motion changes nothing.
 */
export function BeforeAfterSection({ section, meta }: SectionProps<'before-after'>) {
  const [before, after] = meta.images ?? [];
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      <SectionTitles section={section} />
      <SafeHtml html={section.content} color="fg.muted" mb="6" />
      {before && after && (
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
              ['before', before, AREAS_AND_PHOTOS.beforeLabel],
              ['after', after, AREAS_AND_PHOTOS.afterLabel],
            ] as const
          ).map(([which, src, label]) => (
            <Box key={which} data-photo={which} position="relative" aspectRatio="3 / 2">
              <SafeImage
                src={src}
                alt={`${label}: ${section.title}`}
                loading="lazy"
                sizes={SIZES}
                w="full"
                h="full"
                objectFit="cover"
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
            aria-label={AREAS_AND_PHOTOS.beforeAfterLabel}
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
      )}
    </Container>
  );
}
