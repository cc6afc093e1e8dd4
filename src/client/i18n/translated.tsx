import { skipToken } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ProjectAddress, slugIn } from '../../common/routing/project-slugs';
import { type Project, photoDetailOf } from '../../common/schemas/portfolio';
import type { TranslatedSettings } from '../../common/settings';
import {
  type ApprovedTranslation,
  isTranslationLanguage,
  photoRef,
  TRANSLATED_FIELDS,
  type TranslationLookup,
  translatedWhole,
  translationLookup,
} from '../../common/translations';
import { trpc } from '../trpc';
import { useLanguage } from './language';

/** An island's translations, handed to it by the page that rendered it (islands read nothing on their own). */
const GivenTranslations = createContext<readonly ApprovedTranslation[] | undefined>(undefined);

export function TranslationsProvider({
  translations,
  children,
}: {
  translations: readonly ApprovedTranslation[];
  children: ReactNode;
}) {
  return <GivenTranslations.Provider value={translations}>{children}</GivenTranslations.Provider>;
}

/**
 * The owner's approved translations into the page's language: on a page rendered on the server, the read the
 * page made (common/routing/reads.ts, languageReads); in an island, what its page handed it. None in English.
 */
export function useApprovedTranslations(): readonly ApprovedTranslation[] | null {
  const language = useLanguage();
  const given = useContext(GivenTranslations);
  const translated = isTranslationLanguage(language) ? language : null;
  const query = trpc.public.translations.list.useQuery(
    translated && given === undefined ? { language: translated } : skipToken,
  );
  if (!translated) return null;
  return given ?? query.data ?? [];
}

/** What the page shows of each text the owner wrote: its translation, or his English marked as English. */
export function useTranslated(): TranslationLookup {
  const translations = useApprovedTranslations();
  return useMemo(() => translationLookup(translations), [translations]);
}

/** The settings the owner translated, by key, for resolveSetting. */
export function useTranslatedSettings(): TranslatedSettings | undefined {
  const translations = useApprovedTranslations();
  return useMemo(
    () =>
      translations
        ? new Map(translations.filter((t) => t.kind === 'setting').map((t) => [t.ref, t.value]))
        : undefined,
    [translations],
  );
}

/**
 * A project as the page shows it: its title and story in the page's language once both are translated, each
 * photo's alt text and caption where translated.
 */
export function useShownProject<
  Shown extends { id: number; title: string; description: string; imageUrls: string[] } & ProjectAddress &
    Pick<Project, 'imageDetails'>,
>(project: Shown) {
  const lookup = useTranslated();
  const language = useLanguage();
  const shown = translatedWhole(lookup, 'project', project, TRANSLATED_FIELDS.project);
  const imageDetails = project.imageUrls.map((url, index) => {
    const detail = photoDetailOf(project, index);
    const ref = photoRef(project.id, url);
    const said = (field: 'alt' | 'caption') => lookup({ kind: 'photo', ref, field }, detail[field]).text;
    return { ...detail, alt: said('alt'), caption: said('caption') };
  });
  // Its links lead to its own address in the page's language.
  return { ...shown, item: { ...shown.item, imageDetails, slug: slugIn(project, language) } };
}
