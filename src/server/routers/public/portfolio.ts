import { z } from 'zod';
import { ALL_PROJECTS } from '../../../common/constants';
import {
  CATEGORY_FILTER_VALUES,
  categoryFilterInput,
  projectOutput,
} from '../../../common/schemas/portfolio';
import { listProjects } from '../../services/portfolio';
import { readableRows } from '../../services/readable-rows';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/procedures';

/** A stored row the output refuses is mended or left out (with a warning), never a 500 for the whole read. */
const readable = <Row extends { id: number }>(ctx: Context, rows: Row[]) =>
  readableRows(projectOutput, rows, ctx.req?.log);

export const publicPortfolioRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/portfolio', tags: ['portfolio'], summary: 'All projects' },
      cache: { tags: ['portfolio'] },
    })
    .input(z.void())
    .output(z.array(projectOutput))
    .query(async ({ ctx }) => readable(ctx, await listProjects(ctx.em))),

  featured: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/portfolio/featured', tags: ['portfolio'], summary: 'Featured' },
      cache: { tags: ['portfolio'] },
    })
    .input(z.void())
    .output(z.array(projectOutput))
    .query(async ({ ctx }) => readable(ctx, await listProjects(ctx.em, { featured: true }))),

  byCategory: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/portfolio/category/{category}',
        tags: ['portfolio'],
        summary: 'Projects of one category, or all of them for "All Projects"',
      },
      cache: {
        tags: ['portfolio'],
        input: { field: 'category', values: CATEGORY_FILTER_VALUES },
      },
    })
    .input(categoryFilterInput)
    .output(z.array(projectOutput))
    .query(async ({ ctx, input }) =>
      readable(
        ctx,
        await listProjects(ctx.em, input.category === ALL_PROJECTS ? {} : { category: input.category }),
      ),
    ),
});
