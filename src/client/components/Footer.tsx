import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SERVICE_NAMES } from '../../common/constants';
import { licenseLine, licenseLookupUrl, licenseNumberOf } from '../../common/license';
import { useSettings } from '../hooks/useSettings';
import { usePathTo } from '../i18n/sitePaths';
import { useMessages } from '../i18n/useMessages';
import { belowTheFold } from './belowTheFold';
import { FOOTER_LINKS } from './navigation';

/** A ring a keyboard user sees on the footer's near-black (WCAG 2.4.7). */
const FOOTER_FOCUS = { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' } as const;
const footerLink = {
  color: 'whiteAlpha.800',
  _hover: { color: 'white' },
  _focusVisible: FOOTER_FOCUS,
  fontSize: 'sm',
} as const;

/**
 * The license, as California asks of every advertisement (B&P 7030.5): the business name as registered and
 * "Lic. #…", linked to the state board's page of it. Nothing when the number holds no digits.
 */
function LicenseLine() {
  const { setting } = useSettings();
  const { licenseLookup } = useMessages().footer;
  const number = licenseNumberOf(setting('company_license_number'));
  if (!number) return null;
  return (
    <Text data-testid="license-line">
      {setting('company_legal_name')} ·{' '}
      <Link
        href={licenseLookupUrl(number)}
        target="_blank"
        rel="noopener noreferrer"
        title={licenseLookup}
        color="whiteAlpha.900"
        textDecoration="underline"
        _hover={{ color: 'white' }}
        _focusVisible={FOOTER_FOCUS}
      >
        {licenseLine(number)}
      </Link>
    </Text>
  );
}

export function Footer() {
  const { setting } = useSettings();
  const m = useMessages().footer;
  const pathTo = usePathTo();
  const phone = setting('contact_phone');
  const email = setting('contact_email');
  return (
    <Box
      as="footer"
      {...belowTheFold(823, 290, [445, 432], [332, 290])}
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
          <Stack gap="2" as="nav" aria-label={m.nav}>
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="brand.accent">
              {setting('footer_quick_links_title')}
            </Heading>
            {FOOTER_LINKS.map((link) => (
              <Link key={link.route} asChild {...footerLink}>
                <RouterLink to={pathTo(link.route)}>{setting(link.labelKey)}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="brand.accent">
              {setting('footer_services_title')}
            </Heading>
            {SERVICE_NAMES.map((name) => (
              <Link key={name} asChild {...footerLink}>
                <RouterLink to={pathTo('services')}>{setting(`service_${name}_title`)}</RouterLink>
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
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="2"
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          fontSize="xs"
          color="whiteAlpha.700"
        >
          <Text>{setting('footer_copyright')}</Text>
          <LicenseLine />
        </Stack>
      </Container>
    </Box>
  );
}
