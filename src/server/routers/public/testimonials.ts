import { z } from 'zod';
import { testimonialOutput } from '../../../common/schemas/testimonial';
import { Testimonial } from '../../entities';
import { publicProcedure, router } from '../../trpc/procedures';

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

export const publicTestimonialsRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/testimonials', tags: ['testimonials'], summary: 'All testimonials' },
      cache: { tags: ['testimonials'] },
    })
    .input(z.void())
    .output(z.array(testimonialOutput))
    .query(({ ctx }) => ctx.em.find(Testimonial, {}, { orderBy: NEWEST_FIRST })),

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
    .query(({ ctx }) => ctx.em.find(Testimonial, { featured: true }, { orderBy: NEWEST_FIRST })),
});
