import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AS_LINK } from '../../components/asLink';
import { HeroBackdrop } from '../../components/HeroBackdrop';
import { HeroEyebrow } from '../../components/HeroEyebrow';
import { useSettings } from '../../hooks/useSettings';
import { usePathTo } from '../../i18n/sitePaths';
import { useMessages } from '../../i18n/useMessages';
import { fadeUp } from './motion';

/** Full-screen photo hero. */
export function HomeHero() {
  const { setting } = useSettings();
  const m = useMessages();
  const pathTo = usePathTo();
  return (
    <Box
      as="section"
      aria-label={m.home.heroLabel}
      position="relative"
      minH="calc(100svh - 4rem)"
      display="flex"
      alignItems="center"
      bg="#0b0b0c"
      color="white"
      overflow="hidden"
    >
      <HeroBackdrop
        src={setting('hero_image')}
        gradient="linear-gradient(100deg, rgba(0,0,0,0.82) 0%, rgba(0,0,0,0.6) 45%, rgba(0,0,0,0.3) 100%), linear-gradient(to top, rgba(0,0,0,0.6), transparent 40%)"
        height={1080}
        minHeight="100vh - 64px"
      />
      <Container maxW="7xl" position="relative" py={{ base: '16', md: '24' }}>
        <Stack gap="6" maxW="3xl" {...fadeUp()}>
          <HeroEyebrow>{m.common.serviceRegion}</HeroEyebrow>
          <Heading
            as="h1"
            fontFamily="heading"
            fontWeight="semibold"
            fontSize={{ base: '4xl', sm: '5xl', md: '6xl', xl: '7xl' }}
            lineHeight="1.08"
            letterSpacing="-0.01em"
            textWrap="balance"
          >
            {setting('hero_title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" color="whiteAlpha.900" maxW="2xl">
            {setting('hero_subtitle')}
          </Text>
          <Flex gap="4" mt="2" direction={{ base: 'column', sm: 'row' }}>
            <Button {...AS_LINK} size="xl" bg="white" color="black" _hover={{ bg: 'whiteAlpha.900' }}>
              <RouterLink to={pathTo('portfolio')}>
                {m.common.viewOurWork} <ArrowRight aria-hidden="true" />
              </RouterLink>
            </Button>
            <Button
              {...AS_LINK}
              size="xl"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200', borderColor: 'white' }}
            >
              <RouterLink to={pathTo('contact')}>{m.common.scheduleConsultation}</RouterLink>
            </Button>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
