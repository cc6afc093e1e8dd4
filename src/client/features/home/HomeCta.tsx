import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AS_LINK } from '../../components/asLink';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { usePathTo } from '../../i18n/sitePaths';
import { useMessages } from '../../i18n/useMessages';
import { darkBand } from './motion';

export function HomeCta() {
  const { setting } = useSettings();
  const m = useMessages().home;
  const pathTo = usePathTo();
  return (
    <Box
      as="section"
      aria-labelledby="home-cta-title"
      {...belowTheFold(345, 248)}
      position="relative"
      overflow="hidden"
      bg={darkBand}
      color="white"
      py={{ base: '20', md: '28' }}
    >
      {/* A soft gold glow keeps the band from reading as a flat black slab. */}
      <Box
        aria-hidden="true"
        position="absolute"
        inset="0"
        bgImage="radial-gradient(ellipse at 50% 0%, rgba(212,175,55,0.18), transparent 60%)"
      />
      <Container maxW="3xl" position="relative" textAlign="center">
        <Box aria-hidden="true" w="12" h="2px" bg="brand.accent" mx="auto" mb="6" />
        <Heading
          as="h2"
          id="home-cta-title"
          fontFamily="heading"
          fontWeight="semibold"
          fontSize={{ base: '3xl', md: '5xl' }}
          lineHeight="1.15"
        >
          {setting('homepage_cta_title')}
        </Heading>
        <Text mt="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="whiteAlpha.800">
          {setting('homepage_cta_description')}
        </Text>
        <Flex gap="4" mt="10" justify="center" direction={{ base: 'column', sm: 'row' }}>
          <Button {...AS_LINK} size="xl" bg="brand.accent" color="black" _hover={{ opacity: 0.9 }}>
            <RouterLink to={pathTo('contact')}>
              {m.freeConsultation} <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
          <Button
            {...AS_LINK}
            size="xl"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200', borderColor: 'white' }}
          >
            <RouterLink to={pathTo('portfolio')}>{m.browsePortfolio}</RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
