import { createRoot } from 'react-dom/client';
import { loadMessages } from '../../common/i18n/catalogs/load';
import { takeCarriedToasts } from '../components/carriedToastStorage';
import { Toaster } from '../components/Toaster';
import { toaster } from '../components/toastStore';
import { islandStylesInBrowser } from '../theme/pageStyles';
import { pageLanguage } from './hydrate';
import { IslandRoot } from './IslandRoot';

/**
 * Shows the toasts another page left for this one (components/carriedToastStorage.ts) in a toast area mounted for
 * them alone: nothing of the page is server-rendered here, so nothing is hydrated.
 */
export async function showCarriedToasts(): Promise<void> {
  const toasts = takeCarriedToasts();
  if (!toasts.length) return;
  const language = pageLanguage();
  const messages = await loadMessages(language);
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <IslandRoot styles={islandStylesInBrowser()} language={language} messages={messages}>
      <Toaster />
    </IslandRoot>,
  );
  for (const { type, title, description } of toasts) toaster.create({ type, title, description });
}
