import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/ThemeProvider';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <IconButton variant="ghost" size="sm" aria-label={`Switch to ${next} theme`} onClick={toggleTheme}>
      {theme === 'light' ? <Moon /> : <Sun />}
    </IconButton>
  );
}
