import { ISLAND_ATTRIBUTE } from '../index';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const woken = new Map<Element, Promise<void>>();

/** Starts hydrating an island (once); resolves when React has it. */
export function wake(marker: HTMLElement): Promise<void> {
  let hydrated = woken.get(marker);
  if (!hydrated) {
    hydrated = import('../hydrate').then(({ hydrateIsland }) => hydrateIsland(marker));
    woken.set(marker, hydrated);
  }
  return hydrated;
}

/**
 * Whether a held press still has its place: one made in a dialog closed since (Escape, its close button) is
 * dropped, or it would page the photos of a closed project that must open at its first photo.
 */
export const stillShown = (element: Element) => element.closest('dialog')?.open ?? true;

/**
 * The visitor's first sign of life anywhere on a page with islands (a pointer moving, a scroll, a touch, a key)
 * starts loading the islands' shared code (React, Chakra) and building Chakra's system, so the island they go for
 * next wakes sooner. A reader who does nothing, a page load on its own and a page without islands never pay for it.
 */
const FIRST_SIGNS = ['pointermove', 'scroll', 'touchstart', 'keydown'] as const;
function warmUp() {
  for (const type of FIRST_SIGNS) removeEventListener(type, warmUp, true);
  void import('../hydrate').then(({ prepareIslands }) => setTimeout(prepareIslands, 0));
}

/**
 * Each island wakes on the visitor's first intent on it: pointer over it, press, touch or focus in it. That intent
 * may have come before this script ran (it is what started the script: public/page-script-start.js): an island
 * already under the pointer or holding the focus wakes at once.
 */
export function wakeIslandsOnIntent() {
  const markers = document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  for (const marker of markers) {
    const start = () => void wake(marker);
    if (marker.matches(':hover') || marker.contains(document.activeElement)) start();
    else
      for (const type of INTENT)
        marker.addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  if (markers.length > 0)
    for (const type of FIRST_SIGNS) addEventListener(type, warmUp, { passive: true, capture: true });
}
