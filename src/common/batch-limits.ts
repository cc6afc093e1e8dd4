/**
 * How many calls one `/trpc` request may hold: reads are batched by the browser's client (a page's few reads in
 * one request), writes never are. The server refuses larger batches before any call runs (server/http/batch-limit.ts);
 * the client (client/trpc.ts) stays within it.
 */
export const MAX_QUERY_BATCH_CALLS = 10;
