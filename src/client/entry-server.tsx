import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { loadPageCode } from './pages/lazyPages';
import type { SanitizeHtml } from './ssr/htmlSanitizer';
import { createStyleCache } from './theme/styleCache';
import { getSystem } from './theme/system';
import { createTrpcClient } from './trpc';

export interface RenderInput {
  /** Path and query string of the request. */
  url: string;
  /** Already holds every read the route needs (prefetched in-process by the server). */
  queryClient: QueryClient;
  siteUrl: string;
  sanitizeHtml: SanitizeHtml;
}

/**
 * Renders a public page to HTML with the same provider tree as the browser. Prerendering waits for the whole
 * tree, so the page arrives complete, styles inline.
 */
export async function render({ url, queryClient, siteUrl, sanitizeHtml }: RenderInput): Promise<string> {
  // The page's code first, so nothing suspends: the browser hydrates what it would render itself.
  await loadPageCode(new URL(url, 'http://localhost').pathname);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        trpcClient={createTrpcClient()}
        siteUrl={siteUrl}
        sanitizeHtml={sanitizeHtml}
        styles={{ cache: createStyleCache(), system: getSystem() }}
      >
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Never outline a large Suspense boundary (the page's) into a hidden segment swapped in by an inline
    // script, which the CSP would block: every page is one complete document.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

export type RenderPage = typeof render;
