import { createServerSideHelpers } from '@trpc/react-query/server';
import superjson from 'superjson';
import { COMMUNITIES } from '../../common/constants';
import { PORTFOLIO_ALL_INPUT, type PublicRoute } from '../../common/routes';
import { appRouter } from '../routers/_app';
import type { Context } from '../trpc/context';

export type ServerHelpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

/**
 * Runs the route's reads in-process (no HTTP round trip), under the query keys the components' `useQuery`
 * calls use, so the render finds them. A read that fails (the database is down, say) is left out: the page
 * then renders without it (built-in words, no projects) and is not kept, so the next load reads again.
 */
export async function prefetchRoute(ctx: Context, route: PublicRoute | undefined, search: URLSearchParams) {
  const helpers = createServerSideHelpers({ router: appRouter, ctx, transformer: superjson });
  const reads: Promise<void>[] = [helpers.public.settings.list.prefetch()];
  for (const read of route?.reads ?? []) {
    if (read === 'portfolio.featured') reads.push(helpers.public.portfolio.featured.prefetch());
    if (read === 'portfolio.all')
      reads.push(helpers.public.portfolio.byCategory.prefetch(PORTFOLIO_ALL_INPUT));
    if (read === 'testimonials.featured') reads.push(helpers.public.testimonials.featured.prefetch());
  }
  const pageId = route?.path === '/wildfire-recovery' ? communityOf(search) : route?.pageId;
  if (pageId) reads.push(helpers.public.pageSections.active.prefetch({ pageId }));
  await Promise.all(reads);
  return helpers;
}

/** The wildfire page shows one community's sections: the one in `?community=`, else the first (useCommunity). */
function communityOf(search: URLSearchParams) {
  const requested = search.get('community');
  return (COMMUNITIES.find((community) => community.id === requested) ?? COMMUNITIES[0]).id;
}
