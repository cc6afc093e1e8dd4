import type { Language } from '../languages';
import { en, type Messages } from './en';
import { es } from './es';

export type { Messages } from './en';
export type { FaqEntry, FieldTexts } from './shape';

const CATALOGS: Readonly<Record<Language, Messages>> = { en, es };

/** The fixed texts of the public site in a language. */
export const messagesOf = (language: Language): Messages => CATALOGS[language];
