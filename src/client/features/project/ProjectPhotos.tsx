import { Box, SimpleGrid } from '@chakra-ui/react';
import type { ProjectPhotoDetail } from '../../../common/schemas/portfolio';
import { SafeImage } from '../../components/SafeImage';
import { useMessages } from '../../i18n/useMessages';
import { photoAlt } from '../portfolio/projectImages';

/** The photos' widths: two thirds of the 7xl container from lg, the whole width below (see ProjectArticle). */
export const COVER_SIZES =
  '(min-width: 1280px) 805px, (min-width: 1024px) calc((100vw - 104px) * 2 / 3), calc(100vw - 32px)';
const THUMB_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 120px) / 3), calc(50vw - 24px)';

/**
 * Every photo of the project, in the page (no script): the cover large and first, the others two a row below
 * it, each loaded as it nears the screen, in a box of its final shape so nothing moves as they arrive.
 */
export function ProjectPhotos({
  title,
  photos,
  details,
}: {
  title: string;
  photos: string[];
  /** What the owner said of each photo, same order (its alt text). */
  details: readonly ProjectPhotoDetail[];
}) {
  const m = useMessages();
  const [cover, ...others] = photos;
  const count = photos.length;
  return (
    <Box as="section" aria-label={m.common.photos}>
      <Box borderRadius="xl" overflow="hidden" bg="bg.muted" aspectRatio={{ base: '4/3', md: '3/2' }}>
        <SafeImage
          src={cover}
          alt={photoAlt(details[0], title, 0, count, m.photoViewer.photoOf)}
          loading="eager"
          fetchPriority="high"
          sizes={COVER_SIZES}
          w="full"
          h="full"
          objectFit="cover"
        />
      </Box>
      {others.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={2} gap="4" mt="4">
          {others.map((photo, index) => (
            <Box as="li" key={photo} borderRadius="lg" overflow="hidden" bg="bg.muted" aspectRatio="4/3">
              <SafeImage
                src={photo}
                alt={photoAlt(details[index + 1], title, index + 1, count, m.photoViewer.photoOf)}
                loading="lazy"
                sizes={THUMB_SIZES}
                w="full"
                h="full"
                objectFit="cover"
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
