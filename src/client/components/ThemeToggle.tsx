import { Box, IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/ThemeProvider';

/** Both icons are in the markup and CSS shows the right one, so a server-rendered dark page shows the sun. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <IconButton variant="ghost" size="sm" aria-label={`Switch to ${next} theme`} onClick={toggleTheme}>
      <Box as="span" display="contents" _dark={{ display: 'none' }}>
        <Moon />
      </Box>
      <Box as="span" display="none" _dark={{ display: 'contents' }}>
        <Sun />
      </Box>
    </IconButton>
  );
}
