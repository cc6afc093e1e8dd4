/**
 * A height the part takes across a range of widths: one height, or its heights at the range's narrowest and widest
 * widths, between which it is drawn in proportion (photos and columns grow with the width, text wraps less).
 */
export type RangeHeight = number | readonly [narrowest: number, widest: number];

/** Chakra's breakpoints (px) that bound the tablet (md to lg) and laptop (lg to xl) ranges. */
const MD = 768;
const LG = 1024;
const XL = 1280;

/** `auto <h>px`, or a height that follows the viewport's width from `from` px to the range's end at `to` px. */
function size(height: RangeHeight, from: number, to: number): string {
  if (typeof height === 'number') return `auto ${height}px`;
  const [narrowest, widest] = height;
  if (narrowest === widest) return `auto ${narrowest}px`;
  const perPx = Number(((widest - narrowest) / (to - 1 - from)).toFixed(4));
  return `auto calc(${narrowest}px + (100vw - ${from}px) * ${perPx})`;
}

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
 * 390 px (phone), 1280 px (desktop, from xl) and, where the layout differs there, from md to lg (tablet, 768-1023
 * px) and from lg to xl (laptop, 1024-1279 px): a range not given takes the next wider one's height. In a range,
 * a pair is the heights at its narrowest and widest widths. `tests/e2e/page-length.spec.ts` holds each page's
 * length while scrolled, docs/page-speed.md the figures.
 */
export function belowTheFold(phone: number, desktop: number, tablet?: RangeHeight, laptop?: RangeHeight) {
  const lg = laptop ?? desktop;
  const md = tablet ?? (typeof lg === 'number' ? lg : lg[0]);
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: {
      base: `auto ${phone}px`,
      md: size(md, MD, LG),
      lg: size(lg, LG, XL),
      xl: `auto ${desktop}px`,
    },
  } as const;
}
