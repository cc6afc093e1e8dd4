import type { Language } from '../languages';
import type { Messages } from './en';

const LOADERS: Readonly<Record<Language, () => Promise<Messages>>> = {
  en: () => import('./en').then((catalog) => catalog.en),
  es: () => import('./es').then((catalog) => catalog.es),
};

/** One language's catalog on its own: a page's islands download the page's language only. */
export const loadMessages = (language: Language): Promise<Messages> => LOADERS[language]();
