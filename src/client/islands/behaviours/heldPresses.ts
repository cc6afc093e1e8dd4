import { GALLERY_PHOTO_ATTRIBUTE } from '../../components/sections/galleryAttributes';
import { loadCommunityPage } from '../../features/wildfire/communityUrl';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from '../index';
import { stillShown, wake } from './wakeIslands';

/** The island (not yet hydrated) a target is in, if any. */
function sleepingIslandOf(target: Element) {
  const marker = target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  return marker && !marker.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) ? marker : null;
}

/**
 * A press of an island's button that comes before React has the island (a tap arrives a moment after the
 * touch that woke it) is held, and pressed again once React has it: React then hydrates the island at once
 * and the press does its job. Links, submit buttons and buttons that open a dialog work without React and pass. A
 * community tab needs no React to do its job (load its community's page in place of this one): it does it now,
 * and so does a gallery section's photo (openPhotoAtOnce).
 */
export function holdPressesUntilHydrated() {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const marker = target && sleepingIslandOf(target);
      if (!target || !marker) return;
      const photo = target.closest<HTMLElement>(`a[${GALLERY_PHOTO_ATTRIBUTE}]`);
      if (photo) return openPhotoAtOnce(event, photo, marker);
      const control = target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
      if (!control || !marker.contains(control)) return;
      // The browser does these itself: a form's submit, a dialog's open (invoker command) or close (dialog form).
      if ((control as HTMLButtonElement).type === 'submit' || control.hasAttribute('commandfor')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const community = marker.getAttribute(ISLAND_ATTRIBUTE) === 'communityTabs' && control.dataset.value;
      if (community && control.getAttribute('aria-selected') === 'false')
        return loadCommunityPage(community, control.id);
      void wake(marker).then(() => {
        if (stillShown(control)) control.click();
      });
    },
    true,
  );
}

/**
 * A gallery section's photo, a link to the full image: pressed before React has its section, it opens the
 * section's photo viewer at once (the browser's own modal dialog), naming the photo for React to show as soon as
 * it has the island (islands/GallerySectionIsland.tsx); until then the viewer's body is blank. A press that opens
 * the link elsewhere (a modifier key) is the browser's.
 */
function openPhotoAtOnce(event: MouseEvent, photo: HTMLElement, marker: HTMLElement) {
  // The section's one dialog (the link's aria-controls), in its island.
  const dialog = marker.querySelector('dialog');
  if (!dialog || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  // PENDING_PHOTO_ATTRIBUTE from GALLERY_PHOTO_ATTRIBUTE, by their dataset names (fewer bytes on every page).
  dialog.dataset.pendingPhoto = photo.dataset.galleryPhoto;
  dialog.showModal();
  void wake(marker);
}

const WIDGET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

/**
 * Likewise a key an island's widget answers (arrows in the tabs, say) pressed as focus arrives: held, and sent
 * again once React has the island. Other keys (Tab, Enter on a button: a click) pass.
 */
export function holdKeysUntilHydrated() {
  document.addEventListener(
    'keydown',
    (event) => {
      if (!WIDGET_KEYS.has(event.key) || !(event.target instanceof Element)) return;
      const target = event.target;
      // A native field answers its own keys (a before/after divider's range, a text field's caret).
      if (target.matches('input, textarea, select')) return;
      // Escape in a dialog is the browser's own: it closes it.
      if (event.key === 'Escape' && target.closest('dialog')) return;
      const marker = sleepingIslandOf(target);
      if (!marker) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      const again = { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true };
      void wake(marker).then(
        () => stillShown(target) && target.dispatchEvent(new KeyboardEvent('keydown', again)),
      );
    },
    true,
  );
}
