import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { PageSectionRecord } from '../../../common/schemas/page-section';

interface SectionTitlesProps {
  section: Pick<PageSectionRecord, 'title' | 'subtitle'>;
  /** Centred over a grid (steps, a gallery), as the built-in blocks' intros are; at the start beside a photo. */
  align?: 'start' | 'center';
  /** On a dark band the text turns white; the gold rule stays. */
  inverted?: boolean;
}

/**
 * A section's title (its h2) and subtitle, drawn as the built-in blocks open (features/home/SectionIntro): the
 * gold rule, the heading font at 3xl/4xl, the subtitle as the lead paragraph, the same space before the content.
 */
export function SectionTitles({ section, align = 'center', inverted = false }: SectionTitlesProps) {
  const centered = align === 'center';
  if (!section.title && !section.subtitle) return null;
  return (
    <Box
      textAlign={centered ? 'center' : 'start'}
      maxW={centered ? '3xl' : 'none'}
      mx={centered ? 'auto' : '0'}
      mb={{ base: '8', md: '12' }}
    >
      <Flex justify={centered ? 'center' : 'flex-start'} mb="4" aria-hidden="true">
        <Box w="8" h="2px" bg="brand.accent" />
      </Flex>
      {section.title && (
        <Heading
          as="h2"
          fontFamily="heading"
          fontWeight="semibold"
          fontSize={{ base: '3xl', md: '4xl' }}
          lineHeight="1.2"
          color={inverted ? 'white' : 'fg'}
        >
          {section.title}
        </Heading>
      )}
      {section.subtitle && (
        <Text
          mt="4"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="tall"
          color={inverted ? 'whiteAlpha.800' : 'fg.muted'}
        >
          {section.subtitle}
        </Text>
      )}
    </Box>
  );
}
