import { settingsLookup } from '../../common/settings';
import { trpc } from '../trpc';

/**
 * Every page shares the settings read, and React Query retries with the options of whichever reader fetched
 * first; so the Services page's rule (retried a second apart: docs/product.md, Services) is the settings
 * read's rule everywhere.
 */
const SETTINGS_RETRY_DELAY_MS = 1000;

/**
 * Every public text with its fallback: `setting(key)` is the stored non-empty value or the registry's
 * default, so a page renders sensible words even before (or without) the settings arriving.
 */
export function useSettings({
  refetchOnMount = true,
  retry,
}: {
  refetchOnMount?: boolean | 'always';
  retry?: number;
} = {}) {
  const query = trpc.public.settings.list.useQuery(undefined, {
    retryDelay: SETTINGS_RETRY_DELAY_MS,
    refetchOnMount,
    ...(retry === undefined ? {} : { retry }),
  });
  return { ...query, setting: settingsLookup(query.data ?? []) };
}
