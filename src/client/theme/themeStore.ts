import { BRAND } from '../../common/constants';

export type Theme = 'light' | 'dark';

/**
 * The theme lives in the class of <html>, put there by theme-init.js before the first paint. This module
 * (no React) reads and changes it: the public pages' script switches it on the header's buttons, and the
 * React trees (admin panel, islands) follow it through `subscribeToTheme`.
 */
const THEME_CHANGE_EVENT = 'site:theme-change';

/** The attribute of a button that switches the page to the theme it names (components/ThemeSwitch.tsx). */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

export const currentTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

export function subscribeToTheme(listener: () => void): () => void {
  document.addEventListener(THEME_CHANGE_EVENT, listener);
  return () => document.removeEventListener(THEME_CHANGE_EVENT, listener);
}

/** The device's colour preference (prefers-color-scheme), followed until the visitor chooses. */
export const DEVICE_DARK_QUERY = '(prefers-color-scheme: dark)';
export const deviceTheme = (): Theme => (matchMedia(DEVICE_DARK_QUERY).matches ? 'dark' : 'light');

/** The theme the visitor chose last, on any page, or none (theme-init.js reads it the same way). */
export function chosenTheme(): Theme | null {
  try {
    const saved = localStorage.getItem(BRAND.themeStorageKey);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

/** The theme a page should have: the visitor's choice, else the device's preference. */
export const savedTheme = (): Theme => chosenTheme() ?? deviceTheme();

/** Applies a theme to the page and, unless told not to, remembers it for the visitor's next pages. */
export function setTheme(theme: Theme, { remember = true }: { remember?: boolean } = {}): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  try {
    if (remember) localStorage.setItem(BRAND.themeStorageKey, theme);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
  document.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}
