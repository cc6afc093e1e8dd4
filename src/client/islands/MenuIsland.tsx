import { Button, CloseButton, Drawer, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { navLinkStyle } from '../components/navLinkStyle';

export interface MenuLink {
  href: string;
  label: string;
  current: boolean;
}

interface MenuIslandProps {
  siteName: string;
  links: MenuLink[];
  cta: { href: string; label: string };
}

/** The phone menu: a button in the header that opens the links in a drawer from the right. */
export default function MenuIsland({ siteName, links, cta }: MenuIslandProps) {
  const [open, setOpen] = useState(false);
  return (
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
              <Drawer.Title fontFamily="heading">{siteName}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="4" onClick={() => setOpen(false)}>
                {links.map((link) => (
                  <Link
                    key={link.href}
                    href={link.href}
                    aria-current={link.current ? 'page' : undefined}
                    {...navLinkStyle}
                    fontSize="lg"
                  >
                    {link.label}
                  </Link>
                ))}
                <Button asChild mt="4" bg="brand.solid" color="brand.contrast">
                  <a href={cta.href}>{cta.label}</a>
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
  );
}
