import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { ArrowRight, Mail, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AS_LINK } from '../../components/asLink';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { usePathTo } from '../../i18n/sitePaths';
import { useMessages } from '../../i18n/useMessages';
import { darkBand } from '../home/motion';

const outlineOnDark = {
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.600',
  _hover: { bg: 'whiteAlpha.200', borderColor: 'white' },
} as const;

export function AboutContact() {
  const { setting } = useSettings();
  const m = useMessages();
  const pathTo = usePathTo();
  const phone = setting('contact_phone');
  const email = setting('contact_email');
  return (
    <Box
      as="section"
      aria-labelledby="about-contact-title"
      {...belowTheFold(409, 316)}
      data-testid="about-contact"
      bg={darkBand}
      color="white"
      py={{ base: '20', md: '28' }}
    >
      <Container maxW="3xl" textAlign="center">
        <Box aria-hidden="true" w="12" h="2px" bg="brand.accent" mx="auto" mb="6" />
        <Heading
          as="h2"
          id="about-contact-title"
          fontFamily="heading"
          fontWeight="semibold"
          fontSize={{ base: '3xl', md: '5xl' }}
          lineHeight="1.15"
        >
          {m.common.letsTalk}
        </Heading>
        <Text mt="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="whiteAlpha.800">
          {m.about.contactText}
        </Text>
        <Flex gap="4" mt="10" justify="center" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Button {...AS_LINK} size="lg" {...outlineOnDark}>
            <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
              <Phone aria-hidden="true" /> {phone}
            </a>
          </Button>
          <Button {...AS_LINK} size="lg" {...outlineOnDark}>
            <a href={`mailto:${email}`}>
              <Mail aria-hidden="true" /> {email}
            </a>
          </Button>
        </Flex>
        <Button
          {...AS_LINK}
          size="xl"
          mt="6"
          w={{ base: 'full', sm: 'auto' }}
          bg="brand.accent"
          color="black"
          _hover={{ opacity: 0.9 }}
        >
          <RouterLink to={pathTo('contact')}>
            {m.common.scheduleConsultation} <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Container>
    </Box>
  );
}
