import { Box, Button, CloseButton, IconButton, Link, Stack, useSlotRecipe } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useMessages } from '../i18n/useMessages';
import { AS_LINK } from './asLink';
import { NATIVE_DIALOG_RESET, opensDialog } from './dialogCommand';
import { navLinkStyle } from './navLinkStyle';

const MENU_ID = 'phone-menu';
const MENU_TITLE_ID = 'phone-menu-title';

export interface MenuLink {
  href: string;
  label: string;
  current: boolean;
}

/**
 * The phone menu: a button in the header that opens the links in a drawer from the right. The drawer is the
 * browser's own modal dialog, styled with Chakra's drawer recipe: it traps focus, closes on Escape, on its
 * close button (a dialog form) and on a press outside it (`closedby`), and the page under it does not
 * scroll (the global `:modal` rule, theme/system.ts). No React runs for it in the browser.
 */
export function PhoneMenu({ siteName, links, cta }: { siteName: string; links: MenuLink[]; cta: MenuLink }) {
  const styles = useSlotRecipe({ key: 'drawer' })({ placement: 'end', size: 'xs' });
  const m = useMessages().phoneMenu;
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={m.open}
        aria-haspopup="dialog"
        display={{ base: 'inline-flex', lg: 'none' }}
        asChild
      >
        <button type="button" {...opensDialog(MENU_ID)}>
          <Menu />
        </button>
      </IconButton>
      <Box
        asChild
        css={{
          ...styles.content,
          // The drawer's own box, at the right edge, over the whole height (a dialog is centred otherwise).
          ...NATIVE_DIALOG_RESET,
          position: 'fixed',
          inset: '0 0 0 auto',
          height: '100dvh',
        }}
      >
        <dialog id={MENU_ID} aria-labelledby={MENU_TITLE_ID} closedby="any">
          <Box css={styles.header}>
            <Box as="h2" id={MENU_TITLE_ID} css={styles.title} fontFamily="heading">
              {siteName}
            </Box>
          </Box>
          <Box css={styles.body}>
            <Stack as="nav" aria-label={m.nav} gap="4">
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
              <Button {...AS_LINK} mt="4" bg="brand.solid" color="brand.contrast">
                <a href={cta.href}>{cta.label}</a>
              </Button>
            </Stack>
          </Box>
          <form method="dialog">
            <CloseButton type="submit" size="sm" aria-label={m.close} css={styles.closeTrigger} />
          </form>
        </dialog>
      </Box>
    </>
  );
}
