import { useEffect } from 'react';
import { EARLY_CLICK_REPLAY } from './bootstrap';

/**
 * Once the page has hydrated: presses again the button a visitor pressed before (see server/ssr/shell.ts).
 * Rendered last inside each route's Suspense boundary, whose content React hydrates after the frame around
 * it: the effect runs when the page's own buttons listen.
 */
export function EarlyClickReplay() {
  useEffect(() => {
    (window as unknown as Record<string, (() => void) | undefined>)[EARLY_CLICK_REPLAY]?.();
  }, []);
  return null;
}
