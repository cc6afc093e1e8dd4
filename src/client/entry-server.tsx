import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { AppProviders } from './AppProviders';
import type { SanitizeHtml } from './ssr/htmlSanitizer';
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
 * tree (there is no Suspense boundary on public routes), so the page arrives complete, styles inline.
 */
export async function render({ url, queryClient, siteUrl, sanitizeHtml }: RenderInput): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        trpcClient={createTrpcClient()}
        siteUrl={siteUrl}
        sanitizeHtml={sanitizeHtml}
      >
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

export type RenderPage = typeof render;
