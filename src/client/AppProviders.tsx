import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Toaster } from './components/Toaster';
import { HtmlSanitizerProvider, type SanitizeHtml } from './ssr/htmlSanitizer';
import { SiteUrlProvider } from './ssr/siteUrl';
import type { PageStyles } from './theme/emotionHydration';
import { ThemeProvider } from './theme/ThemeProvider';
import { type createTrpcClient, trpc } from './trpc';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  /** The site's public origin (PUBLIC_URL), for canonical and Open Graph URLs. */
  siteUrl: string;
  /** The server's sanitizer for stored section HTML; the browser uses DOMPurify. */
  sanitizeHtml?: SanitizeHtml;
  /**
   * The Emotion cache (theme/styleCache) and the Chakra system. In the browser, over a server-rendered page, they
   * know the styles the page already holds (theme/emotionHydration).
   */
  styles: PageStyles;
  /** The router with the app inside: BrowserRouter in the browser, StaticRouter on the server. */
  children: ReactNode;
}

/** The one provider tree of the browser and the server render, so both produce the same markup. */
export function AppProviders({
  queryClient,
  trpcClient,
  siteUrl,
  sanitizeHtml,
  styles,
  children,
}: AppProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SiteUrlProvider value={siteUrl}>
          <HtmlSanitizerProvider value={sanitizeHtml}>
            <CacheProvider value={styles.cache}>
              <ChakraProvider value={styles.system}>
                <ThemeProvider>
                  <ErrorBoundary>{children}</ErrorBoundary>
                  <Toaster />
                </ThemeProvider>
              </ChakraProvider>
            </CacheProvider>
          </HtmlSanitizerProvider>
        </SiteUrlProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
