import { settingsLookup } from '../../common/settings';
import { trpc } from '../trpc';

/**
 * Every public text with its fallback: `setting(key)` is the stored non-empty value or the registry's
 * default, so a page renders sensible words even without the settings (the server's read of them failed). Public
 * pages are rendered on the server only, from the reads it prefetched: this hook never fetches in a browser.
 */
export function useSettings() {
  const query = trpc.public.settings.list.useQuery();
  return { ...query, setting: settingsLookup(query.data ?? []) };
}
