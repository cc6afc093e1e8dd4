import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { Camera, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { LIMITS } from '../../common/constants';
import { useSettings } from '../hooks/useSettings';
import { NAV_LINKS } from './navigation';
import { SafeImage } from './SafeImage';
import { ThemeToggle } from './ThemeToggle';

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const linkStyle = {
  fontWeight: 'medium',
  fontSize: 'sm',
  letterSpacing: 'wide',
  textDecoration: 'none',
  color: 'fg.muted',
  _hover: { color: 'fg', textDecoration: 'none' },
  _currentPage: { color: 'fg', boxShadow: 'inset 0 -2px 0 var(--brand-accent, #d4af37)' },
  py: '1',
} as const;

export function Header() {
  const { setting } = useSettings();
  const scrolled = useScrolledPast(LIMITS.headerScrollThreshold);
  const [open, setOpen] = useState(false);
  const logo = setting('site_logo');
  const links = NAV_LINKS.map((link) => ({ ...link, label: setting(link.labelKey) }));

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      data-scrolled={scrolled || undefined}
      bg={
        scrolled
          ? { _light: 'rgba(255,255,255,0.97)', _dark: 'rgba(11,11,12,0.97)' }
          : { _light: 'rgba(255,255,255,0.82)', _dark: 'rgba(11,11,12,0.78)' }
      }
      backdropFilter="saturate(180%) blur(12px)"
      boxShadow={scrolled ? 'sm' : 'none'}
      transition="background 0.2s, box-shadow 0.2s"
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
          <RouterLink to="/" aria-label={`${setting('site_logo_text')} home`}>
            {logo ? (
              <SafeImage src={logo} alt={setting('site_logo_text')} h="10" w="auto" />
            ) : (
              setting('site_logo_text')
            )}
          </RouterLink>
        </Link>
        <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', lg: 'flex' }}>
          {links.map((link) => (
            <Link key={link.to} asChild {...linkStyle}>
              <NavLink to={link.to} end={link.to === '/'}>
                {link.label}
              </NavLink>
            </Link>
          ))}
        </HStack>
        <HStack gap="1">
          <IconButton asChild variant="ghost" size="sm" aria-label="Instagram">
            <a href={setting('social_instagram_url')} target="_blank" rel="noopener noreferrer">
              <Camera />
            </a>
          </IconButton>
          <ThemeToggle />
          <Button
            asChild
            size="sm"
            ml="2"
            bg="brand.solid"
            color="brand.contrast"
            display={{ base: 'none', md: 'inline-flex' }}
          >
            <RouterLink to="/contact">{setting('nav_cta_text')}</RouterLink>
          </Button>
          <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
            <Drawer.Trigger asChild>
              <IconButton
                variant="ghost"
                size="sm"
                aria-label="Open menu"
                display={{ base: 'inline-flex', lg: 'none' }}
              >
                <Menu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title fontFamily="heading">{setting('site_logo_text')}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack as="nav" aria-label="Mobile" gap="4" onClick={() => setOpen(false)}>
                      {links.map((link) => (
                        <Link key={link.to} asChild {...linkStyle} fontSize="lg">
                          <NavLink to={link.to} end={link.to === '/'}>
                            {link.label}
                          </NavLink>
                        </Link>
                      ))}
                      <Button asChild mt="4" bg="brand.solid" color="brand.contrast">
                        <RouterLink to="/contact">{setting('nav_cta_text')}</RouterLink>
                      </Button>
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </HStack>
      </Flex>
    </Box>
  );
}
