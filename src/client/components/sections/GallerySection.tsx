import { Container, SimpleGrid } from '@chakra-ui/react';
import { SafeImage } from '../SafeImage';
import { SafeHtml } from './SafeHtml';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

/** 1, 2 and 3 columns (1rem gaps) at base, sm and md in the 6xl container. */
const GALLERY_IMAGE_SIZES =
  '(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), ' +
  '(min-width: 768px) calc((100vw - 80px) / 3), (min-width: 480px) calc((100vw - 48px) / 2), calc(100vw - 32px)';

/** The section image plus any `{"images": [...]}` of its metadata, in a grid. */
export function GallerySection({ section, meta }: SectionProps<'gallery'>) {
  const candidates = [section.imageUrl, ...(meta.images ?? [])];
  const images = [
    ...new Set(candidates.filter((image): image is string => typeof image === 'string' && image !== '')),
  ];
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      <SectionTitles section={section} />
      <SafeHtml html={section.content} color="fg.muted" mb="6" />
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {images.map((image, index) => (
          <SafeImage
            key={image}
            src={image}
            alt={`${section.title} ${index + 1}`}
            loading="lazy"
            sizes={GALLERY_IMAGE_SIZES}
            borderRadius="md"
            aspectRatio="4/3"
            objectFit="cover"
            w="full"
          />
        ))}
      </SimpleGrid>
    </Container>
  );
}
