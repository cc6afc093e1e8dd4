import DOMPurify from 'dompurify';
import { createContext, type ReactNode, useContext } from 'react';

export type SanitizeHtml = (html: string) => string;

/** In the browser: DOMPurify with the HTML profile. Without a DOM (and no server sanitizer given) nothing. */
const sanitizeInBrowser: SanitizeHtml = (html) =>
  DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : '';

const HtmlSanitizerContext = createContext<SanitizeHtml>(sanitizeInBrowser);

/** The server render passes its own sanitizer (the rules section HTML is saved with): DOMPurify needs a DOM. */
export function HtmlSanitizerProvider({ value, children }: { value?: SanitizeHtml; children: ReactNode }) {
  if (!value) return children;
  return <HtmlSanitizerContext.Provider value={value}>{children}</HtmlSanitizerContext.Provider>;
}

export const useHtmlSanitizer = () => useContext(HtmlSanitizerContext);
