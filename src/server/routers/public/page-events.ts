import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../common/i18n/languages';
import { PAGE_EVENT_KINDS } from '../../../common/leads/page-events';
import { addressIn, fixedPagePaths } from '../../../common/routing/resolve';
import { TooMany } from '../../services/errors';
import { countPageEvent, PAGE_EVENT_WINDOW_MS, PageEventThrottle } from '../../services/leads/page-events';
import { publicProcedure, router } from '../../trpc/procedures';

/** A page's taps are counted under its address in the site's own language, whichever language it was read in. */
const PAGES = LANGUAGES.flatMap((language) => fixedPagePaths(language)) as [string, ...string[]];
const throttle = new PageEventThrottle();

export const publicPageEventsRouter = router({
  record: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/page-events',
        tags: ['contact'],
        summary: 'Count a tap on a phone or e-mail link, or a form start, on a public page',
        description:
          "Adds one to the day's counter of that page and kind; nothing about the visitor is stored. " +
          'More than a few dozen from one address within 10 minutes answer 429.',
      },
    })
    .input(
      z.object({
        page: z.enum(PAGES, { error: `page must be one of: ${PAGES.join(', ')}` }),
        kind: z.enum(PAGE_EVENT_KINDS, { error: `kind must be one of: ${PAGE_EVENT_KINDS.join(', ')}` }),
      }),
    )
    .output(z.object({ counted: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      if (!throttle.take(ctx.ip)) {
        const minutes = PAGE_EVENT_WINDOW_MS / 60_000;
        throw new TooMany(`Too many events from this address; try again in ${minutes} minutes`, minutes * 60);
      }
      await countPageEvent(ctx.em, addressIn(input.page, DEFAULT_LANGUAGE) ?? input.page, input.kind);
      return { counted: true };
    }),
});
