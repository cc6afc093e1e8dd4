import { Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { SafeImage } from '../SafeImage';
import { SafeHtml } from './SafeHtml';
import type { SectionProps } from './types';

/** The section image plus any `{"images": [...]}` of its metadata, in a grid. */
export function GallerySection({ section, meta }: SectionProps) {
  const candidates = [section.imageUrl, ...(Array.isArray(meta.images) ? meta.images : [])];
  const images = [
    ...new Set(candidates.filter((image): image is string => typeof image === 'string' && image !== '')),
  ];
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      <Heading as="h2" size="2xl" fontFamily="heading" mb="2">
        {section.title}
      </Heading>
      {section.subtitle && (
        <Text color="fg.muted" mb="4">
          {section.subtitle}
        </Text>
      )}
      <SafeHtml html={section.content} color="fg.muted" mb="6" />
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {images.map((image, index) => (
          <SafeImage
            key={image}
            src={image}
            alt={`${section.title} ${index + 1}`}
            loading="lazy"
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
