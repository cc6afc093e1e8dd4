import { z } from 'zod';
import { testimonialOutput } from '../../../common/schemas/testimonial';
import { readableRows } from '../../services/readable-rows';
import { listTestimonials } from '../../services/testimonials';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/procedures';

/** A stored row the output refuses is mended or left out (with a warning), never a 500 for the whole read. */
const readable = <Row extends { id: number }>(ctx: Context, rows: Row[]) =>
  readableRows(testimonialOutput, rows, ctx.req?.log);

export const publicTestimonialsRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/testimonials', tags: ['testimonials'], summary: 'All testimonials' },
      cache: { tags: ['testimonials'] },
    })
    .input(z.void())
    .output(z.array(testimonialOutput))
    .query(async ({ ctx }) => readable(ctx, await listTestimonials(ctx.em))),

  featured: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/testimonials/featured',
        tags: ['testimonials'],
        summary: 'Featured ones',
      },
      cache: { tags: ['testimonials'] },
    })
    .input(z.void())
    .output(z.array(testimonialOutput))
    .query(async ({ ctx }) => readable(ctx, await listTestimonials(ctx.em, { featured: true }))),
});
