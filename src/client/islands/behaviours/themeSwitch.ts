import { PREVIEW_THEME_ATTRIBUTE } from '../../../common/preview';
import {
  chosenTheme,
  currentTheme,
  DEVICE_DARK_QUERY,
  savedTheme,
  setTheme,
  THEME_SWITCH_ATTRIBUTE,
  type Theme,
} from '../../theme/themeStore';

/** The page shown in the admin panel's live preview, whose colour mode is the panel's, not the visitor's. */
const inLivePreview = () => document.documentElement.hasAttribute(PREVIEW_THEME_ATTRIBUTE);

/**
 * The header's theme switch (components/ThemeSwitch.tsx): its theme, then focus on its twin. In the live preview
 * it changes that page only: the owner's own choice for the public site stays as it was.
 */
export function switchThemeOnPress() {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>(`[${THEME_SWITCH_ATTRIBUTE}]`);
    const theme = button?.getAttribute(THEME_SWITCH_ATTRIBUTE) as Theme | undefined;
    if (!theme) return;
    setTheme(theme, { remember: !inLivePreview() });
    document
      .querySelector<HTMLElement>(`[${THEME_SWITCH_ATTRIBUTE}]:not([${THEME_SWITCH_ATTRIBUTE}="${theme}"])`)
      ?.focus();
  });
}

/**
 * A page the browser shows again on Back or Forward is the one left, with the theme it had then: the visitor may
 * have switched on another page since. The live preview's page keeps the theme the admin panel gave it.
 */
export function restoreThemeOnReturn() {
  addEventListener('pageshow', (event) => {
    if (!event.persisted || inLivePreview()) return;
    const saved = savedTheme();
    if (saved !== currentTheme()) setTheme(saved);
  });
}

/**
 * A visitor who never pressed the theme switch follows the device: a phone turning dark at sunset turns the page
 * dark too. Once they choose, their choice wins (theme-init.js applies it on every later page).
 */
export function followDevicePreference() {
  matchMedia(DEVICE_DARK_QUERY).addEventListener('change', (event) => {
    if (inLivePreview() || chosenTheme()) return;
    setTheme(event.matches ? 'dark' : 'light', { remember: false });
  });
}
