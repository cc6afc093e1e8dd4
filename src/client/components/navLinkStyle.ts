/** The header's links, in the bar and in the phone menu; the current page's is underlined in the accent. */
export const navLinkStyle = {
  fontWeight: 'medium',
  fontSize: 'sm',
  letterSpacing: 'wide',
  textDecoration: 'none',
  color: 'fg.muted',
  _hover: { color: 'fg', textDecoration: 'none' },
  _currentPage: { color: 'fg', boxShadow: 'inset 0 -2px 0 var(--brand-accent, #d4af37)' },
  py: '1',
} as const;
