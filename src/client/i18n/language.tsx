import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../common/i18n/languages';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The language of the page being rendered: chosen by its address (common/routing), the same in every island. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export const useLanguage = (): Language => useContext(LanguageContext);
