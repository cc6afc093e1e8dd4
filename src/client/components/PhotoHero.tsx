import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HeroBackdrop } from './HeroBackdrop';

interface PhotoHeroProps {
  image: string;
  eyebrow: string;
  title: string;
  description: string;
  /** Vertical padding of the content, top then bottom. */
  padding?: { pt: Record<string, string>; pb: Record<string, string> };
  children?: ReactNode;
}

/** A page's opening band: full-bleed photo (the page's largest image, loaded first) under a dark gradient. */
export function PhotoHero({ image, eyebrow, title, description, padding, children }: PhotoHeroProps) {
  return (
    <Box position="relative" bg="#0b0b0c" color="white" overflow="hidden">
      <HeroBackdrop
        src={image}
        gradient="linear-gradient(100deg, rgba(0,0,0,0.86) 0%, rgba(0,0,0,0.68) 48%, rgba(0,0,0,0.35) 100%)"
        // The shortest band (the contact page's, text only) is about 340 px tall on a phone.
        minHeight="340px"
      />
      <Container
        position="relative"
        maxW="6xl"
        pt={padding?.pt ?? { base: '16', md: '24' }}
        pb={padding?.pb ?? { base: '24', md: '32' }}
      >
        <Text
          fontSize="xs"
          fontWeight="semibold"
          letterSpacing="widest"
          textTransform="uppercase"
          color="brand.accent"
          mb="4"
        >
          {eyebrow}
        </Text>
        <Box maxW="3xl" mb="5">
          <Heading
            as="h1"
            fontFamily="heading"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
          >
            {title}
          </Heading>
        </Box>
        <Box maxW="2xl" mb={children ? '8' : '0'}>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" lineHeight="tall">
            {description}
          </Text>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
