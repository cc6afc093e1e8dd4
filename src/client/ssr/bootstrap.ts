import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` that carries the server's data into the browser. */
export const BOOTSTRAP_ELEMENT_ID = 'ssr-data';

/**
 * The function the page's inline loader (server/ssr/shell.ts) leaves on `window`: called once the app has
 * hydrated, it clicks again the button a visitor pressed before the app's code was there.
 */
export const EARLY_CLICK_REPLAY = '__replayEarlyClick';

/** What the server hands the browser with a rendered page (state: superjson-serialized dehydrated queries). */
export interface BootstrapData {
  siteUrl: string;
  state: { json: unknown; meta?: unknown };
}

/**
 * JSON inside <script> ends at the first `</script>` whatever the JSON says: escaping every `<` (and the two
 * line separators old parsers choke on) keeps stored text from closing the element and injecting markup.
 */
export function serializeBootstrap(data: BootstrapData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type { DehydratedState };
