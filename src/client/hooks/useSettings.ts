import { resolveSetting, storedSettings } from '../../common/settings';
import { useLanguage } from '../i18n/language';
import { useTranslatedSettings } from '../i18n/translated';
import { trpc } from '../trpc';

/**
 * Every public text with its fallback, in the page's language: `setting(key)` is the owner's approved translation
 * on a page in another language, else the stored non-empty value or the registry's default (on a Spanish page, the
 * Spanish default while the owner keeps the English one), so a page renders sensible words even without the
 * settings (the server's read of them failed). Public pages are rendered on the server only, from the reads it
 * prefetched: this hook never fetches in a browser.
 */
export function useSettings() {
  const language = useLanguage();
  const query = trpc.public.settings.list.useQuery();
  const translated = useTranslatedSettings();
  const stored = storedSettings(query.data ?? []);
  return { ...query, setting: (key: string) => resolveSetting(stored, key, language, translated) };
}
