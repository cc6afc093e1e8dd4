/**
 * A focus ring a keyboard user sees on any background (WCAG 2.4.7): the brand's solid colour, clear of the
 * element. The footer's links, on near-black, use the accent instead (Footer.tsx).
 */
export const FOCUS_RING = {
  _focusVisible: {
    outline: '3px solid',
    outlineColor: 'brand.solid',
    outlineOffset: '3px',
    borderRadius: 'sm',
  },
} as const;
