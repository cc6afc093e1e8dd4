import { Box, Button, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { Camera, Phone } from 'lucide-react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { routeOfPath } from '../../common/routing/resolve';
import { telHref } from '../features/contact/links';
import { useSettings } from '../hooks/useSettings';
import { isSectionOf, usePathTo } from '../i18n/sitePaths';
import { useMessages } from '../i18n/useMessages';
import { AS_LINK } from './asLink';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS } from './navigation';
import { navLinkStyle } from './navLinkStyle';
import { PhoneMenu } from './PhoneMenu';
import { SafeImage } from './SafeImage';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * The fixed header. Past the scroll threshold the page's script (islands/main.ts) sets `data-scrolled` and
 * CSS makes the bar more opaque. The theme switch and the phone menu need no React in the browser: the page's
 * script switches the theme, and the menu is the browser's own dialog.
 */
export function Header() {
  const { setting } = useSettings();
  const m = useMessages();
  const { pathname } = useLocation();
  const logo = setting('site_logo');
  const pathTo = usePathTo();
  const page = routeOfPath(pathname);
  const links = NAV_LINKS.map((link) => ({
    to: pathTo(link.route),
    label: setting(link.labelKey),
    current: isSectionOf(link.route, page),
  }));
  const contact = pathTo('contact');

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg={{ _light: 'rgba(255,255,255,0.82)', _dark: 'rgba(11,11,12,0.78)' }}
      backdropFilter="saturate(180%) blur(12px)"
      boxShadow="none"
      transition="background 0.2s, box-shadow 0.2s"
      css={{
        '&[data-scrolled]': {
          bg: { _light: 'rgba(255,255,255,0.97)', _dark: 'rgba(11,11,12,0.97)' },
          boxShadow: 'sm',
        },
      }}
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        h="16"
        align="center"
        justify="space-between"
        gap="4"
      >
        <Link
          asChild
          fontFamily="heading"
          fontSize={{ base: 'lg', md: 'xl' }}
          fontWeight="bold"
          textDecoration="none"
        >
          <RouterLink to={pathTo('home')} aria-label={m.header.home(setting('site_logo_text'))}>
            {logo ? (
              <SafeImage src={logo} alt={setting('site_logo_text')} h="10" w="auto" />
            ) : (
              setting('site_logo_text')
            )}
          </RouterLink>
        </Link>
        <HStack as="nav" aria-label={m.header.mainNav} gap="6" display={{ base: 'none', lg: 'flex' }}>
          {links.map((link) => (
            <Link key={link.to} asChild {...navLinkStyle}>
              <NavLink to={link.to} end={link.to === pathTo('home')}>
                {link.label}
              </NavLink>
            </Link>
          ))}
        </HStack>
        <HStack gap="1">
          <IconButton {...AS_LINK} variant="ghost" size="sm" aria-label="Instagram">
            <a href={setting('social_instagram_url')} target="_blank" rel="noopener noreferrer">
              <Camera />
            </a>
          </IconButton>
          <LanguageSwitch />
          <ThemeSwitch />
          <Button
            {...AS_LINK}
            size="sm"
            ml="2"
            bg="brand.solid"
            color="brand.contrast"
            display={{ base: 'none', md: 'inline-flex' }}
          >
            <RouterLink to={contact}>{setting('nav_cta_text')}</RouterLink>
          </Button>
          {/* On a phone the visitor's next step is often a call: one press from every page's header. */}
          <IconButton
            {...AS_LINK}
            size="sm"
            bg="brand.solid"
            color="brand.contrast"
            display={{ base: 'inline-flex', md: 'none' }}
            aria-label={m.common.call(setting('contact_phone'))}
            data-testid="header-call"
          >
            <a href={telHref(setting('contact_phone'))}>
              <Phone />
            </a>
          </IconButton>
          <PhoneMenu
            siteName={setting('site_logo_text')}
            links={links.map((link) => ({
              href: link.to,
              label: link.label,
              current: link.current,
            }))}
            cta={{ href: contact, label: setting('nav_cta_text'), current: false }}
          />
        </HStack>
      </Flex>
    </Box>
  );
}
