import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The brand palette comes from settings at run time (site_*_color), so the tokens point at CSS variables
 * that BrandColors sets on the document root; the fallbacks are the spec's defaults.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '2',
      zIndex: 'skipNav',
      bg: 'bg',
      color: 'fg',
      px: '4',
      py: '2',
      borderRadius: 'md',
      _focus: { left: '2' },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Playfair Display Variable', Georgia, 'Times New Roman', serif" },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          primary: { value: 'var(--brand-primary, #000000)' },
          secondary: { value: 'var(--brand-secondary, #f5f5f5)' },
          accent: { value: 'var(--brand-accent, #d4af37)' },
          /** Solid buttons: the primary color in light mode, the accent in dark mode (black on black is unreadable). */
          solid: {
            value: { _light: 'var(--brand-primary, #000000)', _dark: 'var(--brand-accent, #d4af37)' },
          },
          contrast: { value: { _light: '#ffffff', _dark: '#0b0b0c' } },
          /** Small gold text: deep gold on white passes AA contrast, brand gold on the dark background. */
          accentText: { value: { _light: '#7a5c0f', _dark: 'var(--brand-accent, #d4af37)' } },
          /** Soft section backgrounds. */
          muted: { value: { _light: 'var(--brand-secondary, #f5f5f5)', _dark: '#151517' } },
        },
        bg: { DEFAULT: { value: { _light: '#ffffff', _dark: '#0b0b0c' } } },
        // Chakra's red.500 is 3.8:1 on white: too faint for small error text.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
