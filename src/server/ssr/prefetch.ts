import { createServerSideHelpers } from '@trpc/react-query/server';
import superjson from 'superjson';
import type { PageRead } from '../../common/routing/reads';
import { appRouter } from '../routers/_app';
import type { Context } from '../trpc/context';

export type ServerHelpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

interface ReadHelper {
  prefetch(input?: unknown): Promise<void>;
  queryOptions(input?: unknown): { queryKey: readonly unknown[] };
}

/** The helper of one procedure, found by its path (`public.portfolio.featured`) as the client's proxy finds it. */
function helperOf(helpers: ServerHelpers, path: string): ReadHelper {
  let node: unknown = helpers;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node as ReadHelper;
}

/**
 * Runs a page's declared reads in-process (no HTTP round trip), under the query keys the components' `useQuery`
 * calls use, so the render finds each answer in its query cache. A read that fails stays failed in the cache;
 * the page handler answers it (ssr/page-handler.ts).
 */
export async function prefetchReads(ctx: Context, reads: readonly PageRead[]): Promise<ServerHelpers> {
  const helpers = createServerSideHelpers({ router: appRouter, ctx, transformer: superjson });
  await Promise.all(reads.map((read) => helperOf(helpers, read.path).prefetch(read.input)));
  return helpers;
}

/** The answer the render's query cache holds for one read (undefined when it was not read, or failed). */
export function answerOf<T = unknown>(helpers: ServerHelpers, read: PageRead): T | undefined {
  const { queryKey } = helperOf(helpers, read.path).queryOptions(read.input);
  return helpers.queryClient.getQueryData<T>(queryKey);
}
