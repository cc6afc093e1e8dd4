import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from '../index';
import { wake } from './wakeIslands';

/**
 * Validation looks the same before and after the contact form's island has started: a Send pressed before it
 * has (the browser then checks the form) does not show the browser's bubbles, but wakes the island and sends the
 * form again through it, which shows its messages beside the fields. Only if the island cannot load does the
 * browser show its own. Without any script the browser's own messages are all there is, with the same rules.
 */
export function validateContactFormLikeItsIsland() {
  let waking = false;
  let browserShows = false;
  document.addEventListener(
    'invalid',
    (event) => {
      if (browserShows || !(event.target instanceof Element)) return;
      const form = event.target.closest<HTMLFormElement>('form[data-contact-form]');
      const marker = form?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
      if (!form || !marker || marker.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
      event.preventDefault();
      if (waking) return;
      waking = true;
      wake(marker).then(
        () => {
          waking = false;
          // The island switches the browser's checks off on its next render; the send must not wait for it.
          form.noValidate = true;
          form.requestSubmit();
        },
        () => {
          waking = false;
          browserShows = true;
          form.reportValidity();
        },
      );
    },
    true,
  );
}
