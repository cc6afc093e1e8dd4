import { settingsLookup } from '../../common/settings';
import { trpc } from '../trpc';

/**
 * Every public text with its fallback: `setting(key)` is the stored non-empty value or the registry's
 * default, so a page renders sensible words even before (or without) the settings arriving.
 */
export function useSettings(
  options: { refetchOnMount?: 'always'; retry?: number; retryDelay?: number } = {},
) {
  const query = trpc.public.settings.list.useQuery(undefined, options);
  return { ...query, setting: settingsLookup(query.data ?? []) };
}
