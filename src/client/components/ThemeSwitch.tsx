import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useMessages } from '../i18n/useMessages';
import { THEME_SWITCH_ATTRIBUTE, type Theme } from '../theme/themeStore';

const switchesTo = (theme: Theme) => ({ [THEME_SWITCH_ATTRIBUTE]: theme });

/**
 * The public header's light/dark switch: two buttons, and CSS shows the one for the theme on <html> (set before
 * the first paint by theme-init.js), so the label is right before any script runs. Each sets its own theme and
 * hands focus to its twin; the page's one script does that at the first press, with no React to load.
 */
export function ThemeSwitch() {
  const m = useMessages().theme;
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={m.toDark}
        _dark={{ display: 'none' }}
        {...switchesTo('dark')}
      >
        <Moon />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={m.toLight}
        display="none"
        _dark={{ display: 'inline-flex' }}
        {...switchesTo('light')}
      >
        <Sun />
      </IconButton>
    </>
  );
}
