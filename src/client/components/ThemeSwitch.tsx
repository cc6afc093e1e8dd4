import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { THEME_SWITCH_ATTRIBUTE, type Theme } from '../theme/themeStore';

const switchesTo = (theme: Theme) => ({ [THEME_SWITCH_ATTRIBUTE]: theme });

/**
 * The public header's light/dark switch: two buttons, and CSS shows the one for the theme on <html> (set before
 * the first paint by theme-init.js), so the label is right before any script runs. Each sets its own theme and
 * hands focus to its twin; the page's one script does that at the first press, with no React to load.
 */
export function ThemeSwitch() {
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label="Switch to dark theme"
        _dark={{ display: 'none' }}
        {...switchesTo('dark')}
      >
        <Moon />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label="Switch to light theme"
        display="none"
        _dark={{ display: 'inline-flex' }}
        {...switchesTo('light')}
      >
        <Sun />
      </IconButton>
    </>
  );
}
