import { hasOwnerMarker, OWNER_SHOWN_ATTRIBUTE } from '../../../common/panel-addresses';
import { PREVIEW_THEME_ATTRIBUTE } from '../../../common/preview';

/**
 * Shows the "Edit this page" link (components/EditThisPageLink.tsx) to a browser that signed in to the panel: the
 * page's HTML is every visitor's, so the link is hidden there and shown here, from the marker cookie the sign-in
 * set. The marker is only a hint (docs/security.md): the panel asks for the session itself. Not in the panel's
 * own live preview, where the owner already is.
 */
export function showEditLinkToOwner() {
  const root = document.documentElement;
  if (root.hasAttribute(PREVIEW_THEME_ATTRIBUTE)) return;
  const update = () => {
    // The link's address is the server's (components/EditThisPageLink.tsx): the page's own, in any language.
    const shown =
      Boolean(document.querySelector('a[data-edit-this-page]')) && hasOwnerMarker(document.cookie);
    root.toggleAttribute(OWNER_SHOWN_ATTRIBUTE, shown);
  };
  update();
  // A page shown again by Back after a sign-out in the panel: the marker is gone by then.
  addEventListener('pageshow', (event) => {
    if (event.persisted) update();
  });
}
