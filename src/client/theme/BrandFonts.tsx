import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND } from '../../common/constants';

const FAMILIES = new Set(['Inter Variable', 'Playfair Display Variable']);

/** The core face of each family (theme/fonts.css): the one whose characters start with printable ASCII. */
function isCoreFace(face: FontFace): boolean {
  const [start, end] = (face.unicodeRange.split(',')[0] ?? '')
    .trim()
    .replace(/^U\+/i, '')
    .split('-')
    .map((hex) => Number.parseInt(hex, 16));
  return FAMILIES.has(face.family.replace(/^["']|["']$/g, '')) && start === 0x20 && end === 0x7e;
}

let loading: Promise<void> | undefined;
let ready = false;

/**
 * Loads the core faces into the page's font set once. Nothing on the page names them yet, so nothing on it
 * changes; once loaded (`ready`), a page that names them is drawn in them at once. (`document.fonts.load`
 * would fetch the full Latin files too: it loads every face whose characters a sample text touches.)
 */
function loadBrandFonts(): Promise<void> {
  loading ??= Promise.all([...document.fonts].filter(isCoreFace).map((face) => face.load())).then(
    (faces) => {
      ready = faces.length === FAMILIES.size;
      if (!ready) return;
      try {
        localStorage.setItem(BRAND.fontsStorageKey, '1');
      } catch {
        // Storage refused (private browsing): the next visit loads them again.
      }
    },
    () => undefined,
  );
  return loading;
}

/**
 * The brand faces (Playfair Display, Inter) on every page but a visitor's first. On a phone's connection
 * they would share the bandwidth with the first page's photo (LCP), and with `font-display: optional` they
 * would arrive too late to be used on it anyway. So the first page is drawn in the system faces, the fonts
 * are loaded once it is up, and the next page the visitor opens is drawn in them (a new page: nothing moves
 * under the reader's eyes; a navigation before they are there keeps the system faces). theme-init.js sets
 * the class before the first paint of every later visit.
 */
export function BrandFonts() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // A task of its own, not part of hydration's last one: starting the downloads is work on the page's thread.
    const start = setTimeout(() => void loadBrandFonts(), 0);
    return () => clearTimeout(start);
  }, []);
  // Before the new page is painted, so it is never drawn in the system faces first.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (ready) document.documentElement.classList.add(BRAND.fontsClass);
  }, [pathname]);
  return null;
}
