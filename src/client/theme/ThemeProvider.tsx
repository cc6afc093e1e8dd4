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
 * The server cannot know the visitor's theme, so React reads it through an external store (themeStore.ts):
 * hydration uses the server's answer ('light'), then React re-renders with the real class without a mismatch.
 * Markup that must be right before JavaScript runs uses CSS (`_dark`) instead of this value.
 */
const serverTheme = (): Theme => 'light';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, serverTheme);
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
