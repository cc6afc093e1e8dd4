import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { HeroBackdrop } from '../../components/HeroBackdrop';
import { HeroEyebrow } from '../../components/HeroEyebrow';
import { useSettings } from '../../hooks/useSettings';
import { useMessages } from '../../i18n/useMessages';
import { fadeUp } from '../home/motion';

export function AboutHero() {
  const { setting } = useSettings();
  const m = useMessages().about;
  return (
    <Box
      as="section"
      aria-labelledby="about-title"
      position="relative"
      minH={{ base: '60svh', md: '70svh' }}
      display="flex"
      alignItems="flex-end"
      bg="#0b0b0c"
      color="white"
      overflow="hidden"
    >
      <HeroBackdrop
        src={setting('about_hero_image')}
        gradient="linear-gradient(to top, rgba(0,0,0,0.85) 0%, rgba(0,0,0,0.55) 50%, rgba(0,0,0,0.3) 100%)"
        minHeight="60vh"
      />
      <Container maxW="7xl" position="relative" py={{ base: '14', md: '20' }}>
        <Box maxW="3xl" {...fadeUp()}>
          <HeroEyebrow mb="5">{m.storyEyebrow}</HeroEyebrow>
          <Heading
            as="h1"
            id="about-title"
            fontFamily="heading"
            fontWeight="semibold"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            textWrap="balance"
          >
            {setting('about_title')}
          </Heading>
          <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" color="whiteAlpha.900">
            {setting('about_description')}
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
