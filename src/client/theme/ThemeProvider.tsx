import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeToTheme, type Theme } from './themeStore';

export type { Theme } from './themeStore';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The admin panel's theme (a client-rendered app), read from the page through an external store (themeStore.ts).
 * Public pages need no provider: their markup follows the theme with CSS (`_dark`), and their switch is the
 * page's script.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme);
  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'light' ? 'dark' : 'light') }),
    [theme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
