import { Box, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { SafeImage } from '../SafeImage';
import { SectionIcon } from '../SectionIcon';
import { SafeHtml } from './SafeHtml';
import { SectionButton } from './SectionButton';
import type { SectionProps } from './types';

/** Half of the 6xl container from md (2.5rem gap); its full width on phones. */
const CONTENT_IMAGE_SIZES =
  '(min-width: 1152px) 524px, (min-width: 1024px) calc(50vw - 52px), ' +
  '(min-width: 768px) calc(50vw - 44px), calc(100vw - 32px)';

/** Also the fallback for section types the renderer does not know. */
export function ContentSection({ section, meta }: SectionProps<'content'>) {
  const text = (
    <Box>
      {meta.icon && (
        <Flex color="brand.accent" mb="3">
          <SectionIcon name={meta.icon} size={32} />
        </Flex>
      )}
      {section.title && (
        <Heading as="h2" size="2xl" fontFamily="heading" mb="2">
          {section.title}
        </Heading>
      )}
      {section.subtitle && (
        <Text fontSize="lg" color="fg.muted" mb="4">
          {section.subtitle}
        </Text>
      )}
      <SafeHtml html={section.content} color="fg.muted" lineHeight="tall" />
      <SectionButton section={section} />
    </Box>
  );
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      {section.imageUrl ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="center">
          {text}
          <SafeImage
            src={section.imageUrl}
            alt={section.title}
            borderRadius="lg"
            loading="lazy"
            sizes={CONTENT_IMAGE_SIZES}
            w="full"
            aspectRatio="4/3"
            objectFit="cover"
          />
        </SimpleGrid>
      ) : (
        <Box maxW="3xl">{text}</Box>
      )}
    </Container>
  );
}
