import { Box, chakra, Heading, SimpleGrid } from '@chakra-ui/react';
import { focusPosition, type PhotoDetail } from '../../../common/schemas/portfolio';
import { SafeImage } from '../../components/SafeImage';
import { useMessages } from '../../i18n/useMessages';

const ThumbButton = chakra('button');

/** 4 and then (md) 6 columns, 0.75rem gaps, of the dialog's viewer column (see ProjectImageViewer). */
const THUMBNAIL_SIZES =
  '(min-width: 1328px) 124px, (min-width: 1024px) calc((100vw - 210px) / 9), ' +
  '(min-width: 768px) calc((100vw - 140px) / 6), calc((100vw - 84px) / 4)';

/** Every photo of the project as a button that shows it; only rendered for more than one photo. */
export function ProjectThumbnails({
  headingId,
  title,
  images,
  details,
  index,
  onSelect,
}: {
  /** Unique on the page: every project's dialog is in it. */
  headingId: string;
  title: string;
  images: string[];
  details: readonly PhotoDetail[];
  index: number;
  onSelect: (index: number) => void;
}) {
  const m = useMessages().photoViewer;
  return (
    <Box as="section" aria-labelledby={headingId} mt="6">
      <Heading id={headingId} as="h3" size="md" fontFamily="heading" mb="3">
        {m.thumbnailsTitle(images.length)}
      </Heading>
      <SimpleGrid columns={{ base: 4, md: 6 }} gap="3">
        {images.map((image, position) => {
          const current = position === index;
          return (
            <ThumbButton
              key={image}
              type="button"
              aria-label={m.showPhoto(position + 1, images.length)}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(position)}
              aspectRatio="4/3"
              borderRadius="md"
              overflow="hidden"
              cursor="pointer"
              outline={current ? '3px solid' : '1px solid'}
              outlineColor={current ? 'brand.solid' : 'border.muted'}
              outlineOffset={current ? '2px' : '0'}
              opacity={current ? 1 : 0.75}
              transition="opacity 0.2s"
              _hover={{ opacity: 1 }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
            >
              <SafeImage
                src={image}
                alt={m.thumbnail(title, position + 1)}
                loading="lazy"
                sizes={THUMBNAIL_SIZES}
                w="full"
                h="full"
                objectFit="cover"
                objectPosition={details[position] ? focusPosition(details[position]) : undefined}
              />
            </ThumbButton>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
