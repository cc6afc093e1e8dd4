/**
 * Style props for a section (or an item of a long list) that may start below a phone's first screen. The
 * browser skips its layout and painting until the visitor scrolls near it (`content-visibility: auto`; one on
 * screen is drawn as usual): on a long page that is most of the work of the first render, which a slow phone
 * does while the visitor waits. Until then the section counts as its estimated height (measured on the demo
 * content at 390 and 1440 px wide); once rendered the browser remembers the real one (`auto`), so the scroll
 * bar settles instead of jumping. Text in a skipped section stays in the page for search engines,
 * find-in-page and screen readers.
 */
export function belowTheFold(phoneHeight: number, desktopHeight: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: { base: `auto ${phoneHeight}px`, md: `auto ${desktopHeight}px` },
  } as const;
}
