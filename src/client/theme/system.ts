import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with the recipes of the components this site uses only (the full set is about 75).
 * Every recipe is processed when the app starts, in one piece of work a phone feels, and ships in the bundle.
 * Using another Chakra component with a recipe means adding it here; tests/unit/chakra-recipes.test.ts
 * compares this list with the components the code imports.
 */
/**
 * Chakra's color palettes without the ones nothing here uses: each adds 19 tokens that every page carries as
 * CSS variables and the app's start-up processes. Blue stays: Chakra's own `info` colors use it.
 * tests/unit/chakra-recipes.test.ts fails when the code names a palette left out.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * Chakra's global styles with its custom properties set once on the root element, where every element
 * inherits them, instead of on every element (`*`): the browser resolves each one's `var()` for every element
 * of the page when it first styles it, 26 properties times several hundred elements. They are the defaults of
 * Chakra's filter and ring utilities (which this site does not use) and the fonts and border color its reset
 * reads.
 */
const { '*': everyElement, html, ...otherGlobalCss } = globalCss;
const isCustomProperty = ([name]: [string, unknown]) => name.startsWith('--');
const rootGlobalCss = {
  ...otherGlobalCss,
  '*': Object.fromEntries(Object.entries(everyElement ?? {}).filter((entry) => !isCustomProperty(entry))),
  html: { ...html, ...Object.fromEntries(Object.entries(everyElement ?? {}).filter(isCustomProperty)) },
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: rootGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The brand palette comes from settings at run time (site_*_color), so the tokens point at CSS variables
 * that BrandStyles defines (components/BrandStyles.tsx); the fallbacks are the brand's default colors.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // The page under a modal <dialog> (the phone menu, a project) does not scroll.
    'body:has(dialog:modal)': { overflow: 'hidden' },
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
      // The brand faces first (theme/fonts.css sets the two variables on <html>), the system faces behind them.
      fonts: {
        heading: { value: "var(--font-face-heading,) Georgia, 'Times New Roman', serif" },
        body: { value: "var(--font-face-body,) system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
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

let system: SystemContext | undefined;

/**
 * The Chakra system, built on first use (on the server, in the admin panel, and in the browser when the first
 * island wakes). Not from `defaultConfig`: importing that also builds Chakra's own default system.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
