import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { SafeHtml } from './SafeHtml';
import { SectionButton } from './SectionButton';
import type { SectionProps } from './types';

export function HeroSection({ section }: SectionProps<'hero'>) {
  return (
    <Box
      position="relative"
      color="white"
      bg="#0b0b0c"
      bgImage={
        section.imageUrl
          ? `linear-gradient(rgba(0,0,0,0.55), rgba(0,0,0,0.7)), url("${encodeURI(section.imageUrl)}")`
          : undefined
      }
      bgSize="cover"
      bgPos="center"
    >
      <Container maxW="5xl" py={{ base: '20', md: '28' }} textAlign="center">
        <Heading as="h2" size={{ base: '3xl', md: '5xl' }} fontFamily="heading" mb="4">
          {section.title}
        </Heading>
        {section.subtitle && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" mb="4">
            {section.subtitle}
          </Text>
        )}
        <SafeHtml html={section.content} color="whiteAlpha.900" />
        <SectionButton section={section} inverted />
      </Container>
    </Box>
  );
}
