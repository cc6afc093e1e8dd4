import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SERVICE_NAMES } from '../../common/constants';
import { useSettings } from '../hooks/useSettings';
import { belowTheFold } from './belowTheFold';
import { FOOTER_LINKS } from './navigation';

const footerLink = { color: 'whiteAlpha.800', _hover: { color: 'white' }, fontSize: 'sm' } as const;

export function Footer() {
  const { setting } = useSettings();
  const phone = setting('contact_phone');
  const email = setting('contact_email');
  return (
    <Box
      as="footer"
      {...belowTheFold(840, 360)}
      bg="#0b0b0c"
      color="white"
      pt="16"
      pb="8"
      borderTopWidth="3px"
      borderColor="brand.accent"
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="10">
          <Stack gap="3">
            <Heading as="h2" size="lg" fontFamily="heading">
              {setting('company_name')}
            </Heading>
            <Text color="brand.accent" fontSize="sm" fontStyle="italic">
              {setting('company_tagline')}
            </Text>
            <Text color="whiteAlpha.800" fontSize="sm">
              {setting('footer_description')}
            </Text>
          </Stack>
          <Stack gap="2" as="nav" aria-label="Footer">
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="brand.accent">
              {setting('footer_quick_links_title')}
            </Heading>
            {FOOTER_LINKS.map((link) => (
              <Link key={link.to} asChild {...footerLink}>
                <RouterLink to={link.to}>{setting(link.labelKey)}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="brand.accent">
              {setting('footer_services_title')}
            </Heading>
            {SERVICE_NAMES.map((name) => (
              <Link key={name} asChild {...footerLink}>
                <RouterLink to="/services">{setting(`service_${name}_title`)}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="brand.accent">
              {setting('footer_contact_title')}
            </Heading>
            <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} {...footerLink}>
              {phone}
            </Link>
            <Link href={`mailto:${email}`} {...footerLink}>
              {email}
            </Link>
            <Text {...footerLink} whiteSpace="pre-line">
              {setting('contact_address')}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          fontSize="xs"
          color="whiteAlpha.700"
        >
          {setting('footer_copyright')}
        </Text>
      </Container>
    </Box>
  );
}
