import { createServerSideHelpers } from '@trpc/react-query/server';
import superjson from 'superjson';
import type { PageRead } from '../../common/routes';
import { appRouter } from '../routers/_app';
import type { Context } from '../trpc/context';

export type ServerHelpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

interface Prefetchable {
  prefetch(input?: unknown): Promise<void>;
}

/** The helper of one procedure, found by its path (`public.portfolio.featured`) as the client's proxy finds it. */
function procedureOf(helpers: ServerHelpers, path: string): Prefetchable {
  let node: unknown = helpers;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node as Prefetchable;
}

/**
 * Runs a page's declared reads in-process (no HTTP round trip), under the query keys the components' `useQuery`
 * calls use, so the render finds each answer in its query cache. A read that fails stays failed in the cache;
 * the page handler answers it (ssr/page-handler.ts).
 */
export async function prefetchReads(ctx: Context, reads: readonly PageRead[]) {
  const helpers = createServerSideHelpers({ router: appRouter, ctx, transformer: superjson });
  await Promise.all(reads.map((read) => procedureOf(helpers, read.path).prefetch(read.input)));
  return helpers;
}
