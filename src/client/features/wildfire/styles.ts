/** The small uppercase label above a section heading. */
export const EYEBROW = {
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: 'widest',
  textTransform: 'uppercase',
  color: 'brand.accentText',
} as const;
