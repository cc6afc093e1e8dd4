/**
 * Style props for a section (or an item of a long list) that may start below a phone's first screen. The
 * browser skips its layout and painting until the visitor scrolls near it (`content-visibility: auto`; one on
 * screen is drawn as usual): on a long page that is most of the work of the first render, which a slow phone
 * does while the visitor waits. Until then the section counts as its estimated height; once rendered the browser
 * remembers the real one (`auto`), so the scroll bar settles instead of jumping. Text in a skipped section stays
 * in the page for search engines, find-in-page and screen readers.
 *
 * The heights are of the CONTENT box, as `contain-intrinsic-size` sets it: the section's own padding and borders
 * come on top (a `py: 16` section whose drawn height is 1,300 px takes 1,172). Measured on the demo content at
 * 390 px (phone), 1280 px (desktop, from md) and, where given, 800 px (tablet: md to lg, else the desktop's);
 * `tests/e2e/page-length.spec.ts` holds each page's length while scrolled, docs/page-speed.md the figures.
 */
export function belowTheFold(phoneHeight: number, desktopHeight: number, tabletHeight?: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize:
      tabletHeight === undefined
        ? { base: `auto ${phoneHeight}px`, md: `auto ${desktopHeight}px` }
        : { base: `auto ${phoneHeight}px`, md: `auto ${tabletHeight}px`, lg: `auto ${desktopHeight}px` },
  } as const;
}
