import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` that carries the server's data into the browser. */
export const BOOTSTRAP_ELEMENT_ID = 'ssr-data';

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
