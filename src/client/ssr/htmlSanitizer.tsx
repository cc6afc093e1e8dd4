import { createContext, type ReactNode, useContext } from 'react';

export type SanitizeHtml = (html: string) => string;

/** The server render's sanitizer for stored section HTML: the rules the HTML was saved with. */
const HtmlSanitizerContext = createContext<SanitizeHtml | undefined>(undefined);

export function HtmlSanitizerProvider({ value, children }: { value: SanitizeHtml; children: ReactNode }) {
  return <HtmlSanitizerContext.Provider value={value}>{children}</HtmlSanitizerContext.Provider>;
}

/**
 * Page sections are rendered on the server only (public pages and the admin's live preview alike), so a render
 * without the server's sanitizer is a mistake, said at once rather than shipped unsanitized.
 */
export function useHtmlSanitizer(): SanitizeHtml {
  const sanitize = useContext(HtmlSanitizerContext);
  if (!sanitize) throw new Error('Section HTML renders only in a server render of a page (entry-server.tsx)');
  return sanitize;
}
