import { Link } from '@chakra-ui/react';
import { PencilLine } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { editAddressOf } from '../../common/edit-addresses';
import { OWNER_SHOWN_ATTRIBUTE } from '../../common/panel-addresses';
import { useMessages } from '../i18n/useMessages';

/**
 * "Edit this page", for the signed-in owner: in every visitor's copy of the page (public pages are cached and
 * shared), so it is hidden by default; the page's script shows it when the browser carries the owner's marker
 * cookie (islands/behaviours/editThisPage.ts). It leads to the panel's tab holding this page's words; the panel
 * itself still asks for the session, so a marker set by hand shows a link to a sign-in page and nothing more.
 */
export function EditThisPageLink() {
  const { pathname, search } = useLocation();
  const { editThisPage } = useMessages().owner;
  return (
    <Link
      href={editAddressOf(pathname, search)}
      rel="nofollow"
      data-edit-this-page=""
      display="none"
      css={{ [`[${OWNER_SHOWN_ATTRIBUTE}] &`]: { display: 'inline-flex' } }}
      position="fixed"
      left="4"
      bottom="4"
      zIndex="sticky"
      alignItems="center"
      gap="2"
      px="4"
      py="2"
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      fontSize="sm"
      boxShadow="lg"
      textDecoration="none"
      _hover={{ textDecoration: 'none', opacity: 0.9 }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
    >
      <PencilLine size={16} aria-hidden="true" /> {editThisPage}
    </Link>
  );
}
