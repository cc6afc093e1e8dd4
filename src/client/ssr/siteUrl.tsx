import { createContext, type ReactNode, useContext } from 'react';

const SiteUrlContext = createContext('');

export function SiteUrlProvider({ value, children }: { value: string; children: ReactNode }) {
  return <SiteUrlContext.Provider value={value}>{children}</SiteUrlContext.Provider>;
}

/** The absolute URL of a site path, on PUBLIC_URL (the server and the browser agree on it: it is in the page). */
export function useAbsoluteUrl() {
  const origin = useContext(SiteUrlContext);
  return (path: string) =>
    /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
