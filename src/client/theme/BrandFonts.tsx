import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND } from '../../common/constants';
import interCore from './fonts/inter-core.woff2?url';
import playfairDisplayCore from './fonts/playfair-display-core.woff2?url';

/** The core files of the two faces (theme/fonts.css): what the pages' texts need of them. */
const CORE_FILES = [interCore, playfairDisplayCore];

let fetched: Promise<boolean> | undefined;

/**
 * Fetches the core files once into the browser's cache, without touching the page being read, and remembers
 * that this browser has them. (`document.fonts.load` would fetch the full Latin files too: it loads every face
 * whose characters the sample text touches, not only the one the page would draw them with.)
 */
function fetchBrandFonts(): Promise<boolean> {
  fetched ??= Promise.all(
    CORE_FILES.map((url) => fetch(url, { priority: 'low' }).then((response) => response.ok)),
  ).then(
    (results) => {
      const ready = results.every(Boolean);
      if (ready) {
        try {
          localStorage.setItem(BRAND.fontsStorageKey, '1');
        } catch {
          // Storage refused (private browsing): the next visit fetches them again.
        }
      }
      return ready;
    },
    () => false,
  );
  return fetched;
}

/**
 * The brand faces (Playfair Display, Inter) on every page but a visitor's first. On a phone's connection
 * they would share the bandwidth with the first page's photo (LCP), and with `font-display: optional` they
 * would arrive too late to be used on it anyway. So the first page is drawn in the system faces, the fonts are
 * fetched once it is up, and they take over at the next navigation (a new page, so nothing moves under the
 * reader's eyes). theme-init.js sets the class before the first paint of every later visit.
 */
export function BrandFonts() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    void fetchBrandFonts();
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    void fetchBrandFonts().then((ready) => {
      if (ready) document.documentElement.classList.add(BRAND.fontsClass);
    });
  }, [pathname]);
  return null;
}
