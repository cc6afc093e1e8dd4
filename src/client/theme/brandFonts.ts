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

/**
 * The brand faces (Playfair Display, Inter) on every page but a visitor's first. On a phone's connection they
 * would share the bandwidth with the first page's photo (LCP), and with `font-display: optional` they would
 * arrive too late to be used on it anyway. So the first page is drawn in the system faces; once it has loaded,
 * the core faces are loaded into the font set (nothing on the page names them yet, so nothing moves) and the
 * browser remembers it: theme-init.js puts the class that names them on <html> before the first paint of
 * every later page. (`document.fonts.load` would fetch the full Latin files too: it loads every face whose
 * characters a sample text touches.)
 */
export function loadBrandFonts(): void {
  const faces = [...document.fonts].filter(isCoreFace);
  if (faces.length !== FAMILIES.size) return;
  Promise.all(faces.map((face) => face.load())).then(
    () => {
      try {
        localStorage.setItem(BRAND.fontsStorageKey, '1');
      } catch {
        // Storage refused (private browsing): the next visit loads them again.
      }
    },
    () => undefined,
  );
}
