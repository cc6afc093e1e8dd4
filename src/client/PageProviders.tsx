import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { type IslandRegistry, IslandRegistryProvider } from './islands/registry';
import { HtmlSanitizerProvider, type SanitizeHtml } from './ssr/htmlSanitizer';
import { SiteUrlProvider } from './ssr/siteUrl';
import type { PageStyles } from './theme/pageStyles';
import { createTrpcClient, trpc } from './trpc';

interface PageProvidersProps {
  /** Already holds every read the page shows (prefetched in-process by the server). */
  queryClient: QueryClient;
  /** The site's public origin (PUBLIC_URL), for canonical and Open Graph URLs. */
  siteUrl: string;
  /** The server's sanitizer for stored section HTML. */
  sanitizeHtml: SanitizeHtml;
  styles: PageStyles;
  /** Collects the page's islands, rendered apart afterwards (islands/server.tsx). */
  islands: IslandRegistry;
  children: ReactNode;
}

/** The provider tree of a public page's server render. */
export function PageProviders({
  queryClient,
  siteUrl,
  sanitizeHtml,
  styles,
  islands,
  children,
}: PageProvidersProps) {
  return (
    <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SiteUrlProvider value={siteUrl}>
          <HtmlSanitizerProvider value={sanitizeHtml}>
            <IslandRegistryProvider value={islands}>
              <CacheProvider value={styles.cache}>
                <ChakraProvider value={styles.system}>
                  <ErrorBoundary>{children}</ErrorBoundary>
                </ChakraProvider>
              </CacheProvider>
            </IslandRegistryProvider>
          </HtmlSanitizerProvider>
        </SiteUrlProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
