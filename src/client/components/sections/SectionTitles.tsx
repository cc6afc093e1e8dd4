import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useContext } from 'react';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { SectionLook } from './SectionFrame';

interface SectionTitlesProps {
  section: Pick<PageSectionRecord, 'title' | 'subtitle'>;
  /**
   * Over a grid (steps, a gallery) as the page's own blocks place their headings (centred on the site pages, at
   * the start on a recovery page); at the start beside a photo or in a card.
   */
  align?: 'start' | 'center';
  /** On a dark band the text turns white; the gold rule stays. */
  inverted?: boolean;
  /** The section's icon, in the gold rule's place. */
  icon?: ReactNode;
}

/**
 * A section's title (its h2) and subtitle, drawn as the built-in blocks open (features/home/SectionIntro): the
 * gold rule, the heading font at 3xl/4xl, the subtitle as the lead paragraph, the same space before the content.
 */
export function SectionTitles({ section, align, inverted = false, icon }: SectionTitlesProps) {
  const look = useContext(SectionLook);
  const centered = (align ?? look.align) === 'center';
  if (!section.title && !section.subtitle) return null;
  return (
    <Box
      textAlign={centered ? 'center' : 'start'}
      maxW="3xl"
      mx={centered ? 'auto' : '0'}
      // Over a grid the blocks leave more room than before a paragraph beside a photo or in a card.
      mb={align === 'start' ? '6' : { base: '8', md: '12' }}
    >
      <Flex justify={centered ? 'center' : 'flex-start'} mb="4" aria-hidden="true" color="brand.accent">
        {icon ?? <Box w="8" h="2px" bg="brand.accent" />}
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
