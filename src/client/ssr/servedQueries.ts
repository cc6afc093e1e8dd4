import type { DehydratedState } from '@tanstack/react-query';

/**
 * The reads the server rendered into this page. Their data is as fresh as data gets, so mounting the
 * components that read them must not ask again (that would repeat every request the server just answered);
 * after the first client-side navigation the usual refetch rules apply again.
 */
const served = new Set<string>();

export function rememberServedQueries(state: DehydratedState) {
  for (const query of state.queries) served.add(query.queryHash);
}

export function forgetServedQueries() {
  served.clear();
}

/** A `refetchOnMount` option: `mode`, except for data the server sent with this page. */
export function refetchOnMountUnlessServed(mode: boolean | 'always') {
  return (query: { queryHash: string }) => (served.has(query.queryHash) ? false : mode);
}
