import type { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { languageOfPath, splitUrl } from '../common/routing/resolve';
import { IslandRegistry } from './islands/registry';
import { renderIslands } from './islands/server';
import { PageProviders } from './PageProviders';
import { PublicApp } from './PublicApp';
import type { SanitizeHtml } from './ssr/htmlSanitizer';
import { createStyleCache } from './theme/styleCache';
import { getSystem } from './theme/system';

export interface RenderInput {
  /** Path and query string of the request. */
  url: string;
  /** Already holds every read the route needs (prefetched in-process by the server). */
  queryClient: QueryClient;
  siteUrl: string;
  sanitizeHtml: SanitizeHtml;
}

/**
 * Renders a public page to HTML. Prerendering waits for the whole tree, so the page arrives complete, styles
 * inline; then each island is rendered into its marker as the browser will hydrate it.
 */
export async function render({ url, queryClient, siteUrl, sanitizeHtml }: RenderInput): Promise<string> {
  const cache = createStyleCache();
  const islands = new IslandRegistry();
  const { prelude } = await prerenderToNodeStream(
    <PageProviders
      queryClient={queryClient}
      siteUrl={siteUrl}
      sanitizeHtml={sanitizeHtml}
      styles={{ cache, system: getSystem() }}
      islands={islands}
    >
      <StaticRouter location={url}>
        <PublicApp />
      </StaticRouter>
    </PageProviders>,
    // Never outline a large Suspense boundary into a hidden segment swapped in by an inline script, which the
    // CSP would block: every page is one complete document.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return renderIslands(html, islands, cache, languageOfPath(splitUrl(url).pathname));
}

export type RenderPage = typeof render;
