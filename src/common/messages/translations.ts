/** The panel's words about the Spanish twin of the site: the translation tab, its notifications and states. */
import type { TranslationState } from '../translations';

export const TRANSLATION_TEXTS = {
  tabTitle: 'Spanish',
  tabDescription:
    'Every text the site shows, with its Spanish. The Spanish pages live under /es/; a text you have not translated shows there in English.',
  saved: 'Spanish saved',
  removed: 'Spanish taken away: the Spanish page shows the English again',
  saveFailed: 'Failed to save the Spanish',
  drafted: 'Draft from DeepL: read it over, then approve it',
  draftFailed: 'No draft from DeepL',
  coverage: (translated: number, total: number) => `${translated} of ${total} texts in Spanish`,
  outOfDate: (count: number) => `${count} out of date`,
  writtenFor: 'The Spanish was written for this English, which has changed since:',
  draftNote:
    'Machine draft from DeepL, not on the site yet: read it over, change what reads wrong, then approve.',
  builtInNote:
    'Built-in Spanish, shown while you keep the built-in English. Change it only if you want other words.',
  nothingToDo: 'Every text here is in Spanish and up to date.',
} as const;

/** Each state as a badge says it. */
export const TRANSLATION_STATE_LABELS: Readonly<Record<TranslationState | 'built-in', string>> = {
  translated: 'In Spanish',
  stale: 'Out of date',
  missing: 'Needs Spanish',
  'built-in': 'Built-in Spanish',
};
