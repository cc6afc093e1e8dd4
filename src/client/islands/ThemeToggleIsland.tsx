import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useRef } from 'react';
import { type Theme, useTheme } from '../theme/ThemeProvider';

/**
 * Two buttons, and CSS shows the one for the theme on <html> (set before the first paint by theme-init.js), so
 * the label is right before any script of ours runs. Each sets its own theme (never "the other one": a press
 * that wakes the island is handled before React has read the page's theme), then hands focus to its twin.
 */
export default function ThemeToggleIsland() {
  const { setTheme } = useTheme();
  const toDark = useRef<HTMLButtonElement>(null);
  const toLight = useRef<HTMLButtonElement>(null);
  const switchTo = (theme: Theme) => {
    setTheme(theme);
    (theme === 'dark' ? toLight : toDark).current?.focus();
  };
  return (
    <>
      <IconButton
        ref={toDark}
        variant="ghost"
        size="sm"
        aria-label="Switch to dark theme"
        onClick={() => switchTo('dark')}
        _dark={{ display: 'none' }}
      >
        <Moon />
      </IconButton>
      <IconButton
        ref={toLight}
        variant="ghost"
        size="sm"
        aria-label="Switch to light theme"
        onClick={() => switchTo('light')}
        display="none"
        _dark={{ display: 'inline-flex' }}
      >
        <Sun />
      </IconButton>
    </>
  );
}
