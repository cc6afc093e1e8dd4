// First: it configures Zod before any schema module is evaluated.
import './zodConfig';
import './theme/fonts.css';
import { nextTask } from './nextTask';

/**
 * The app's code starts in three tasks instead of one long one (the longest task of a phone's page load): React
 * (its chunk, which also holds the helpers every chunk imports, comes with this entry), then Chakra's styling
 * engine with the theme, then the app (startup.tsx). The server preloads every chunk of the three with the
 * loader (server/ssr/shell.ts), so they download side by side and only start one after the other.
 */
async function boot(container: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  await import('./theme/system');
  await nextTask();
  const { start } = await import('./startup');
  await nextTask();
  await start(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
