import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AS_LINK } from '../../components/asLink';
import { usePathTo } from '../../i18n/sitePaths';
import { useMessages } from '../../i18n/useMessages';

/** A dark closing panel in both themes (lifted off the page in dark mode), so the gold button reads the same. */
export function ServicesCta() {
  const m = useMessages();
  const pathTo = usePathTo();
  return (
    <Container maxW="7xl" py={{ base: '16', md: '24' }}>
      <Box
        as="section"
        aria-labelledby="services-cta-heading"
        bg={{ _light: '#0b0b0c', _dark: '#18181b' }}
        color="white"
        borderRadius="2xl"
        px={{ base: '6', md: '16' }}
        py={{ base: '12', md: '16' }}
        textAlign="center"
        borderWidth="1px"
        borderColor={{ _light: 'transparent', _dark: 'whiteAlpha.200' }}
      >
        <Box h="2px" w="16" bg="brand.accent" mx="auto" mb="6" />
        <Heading
          id="services-cta-heading"
          as="h2"
          fontFamily="heading"
          size={{ base: '2xl', md: '4xl' }}
          mb="4"
        >
          {m.common.letsTalk}
        </Heading>
        <Text color="whiteAlpha.800" maxW="2xl" mx="auto" mb="8" fontSize={{ base: 'md', md: 'lg' }}>
          {m.services.ctaText}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
          <Button {...AS_LINK} size="lg" bg="brand.accent" color="#0b0b0c" _hover={{ opacity: 0.9 }}>
            <RouterLink to={pathTo('contact')}>{m.services.freeConsultation}</RouterLink>
          </Button>
          <Button
            {...AS_LINK}
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={pathTo('portfolio')}>{m.common.viewOurWork}</RouterLink>
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
