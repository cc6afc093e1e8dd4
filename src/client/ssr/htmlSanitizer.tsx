import { createContext, type ReactNode, useContext } from 'react';

export type SanitizeHtml = (html: string) => string;

/** The server render's sanitizer; in the browser none, and the section renderers use DOMPurify. */
const HtmlSanitizerContext = createContext<SanitizeHtml | undefined>(undefined);

/** The server render passes its own sanitizer (the rules section HTML is saved with): DOMPurify needs a DOM. */
export function HtmlSanitizerProvider({ value, children }: { value?: SanitizeHtml; children: ReactNode }) {
  if (!value) return children;
  return <HtmlSanitizerContext.Provider value={value}>{children}</HtmlSanitizerContext.Provider>;
}

export const useHtmlSanitizer = () => useContext(HtmlSanitizerContext);
