import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { idInput } from '../../../common/schemas/fields';
import {
  testimonialFields,
  testimonialOutput,
  testimonialUpdateInput,
} from '../../../common/schemas/testimonial';
import { Testimonial } from '../../entities';
import { adminProcedure, router } from '../../trpc/procedures';

async function findTestimonial(em: EntityManager, id: number) {
  const testimonial = await em.findOne(Testimonial, { id });
  if (!testimonial) throw new TRPCError({ code: 'NOT_FOUND', message: `Testimonial ${id} does not exist` });
  return testimonial;
}

const path = (suffix = '') => `/admin/testimonials${suffix}` as const;

export const adminTestimonialsRouter = router({
  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: path(), tags: ['testimonials'], summary: 'Add a testimonial' },
      invalidates: ['testimonials'],
    })
    .input(testimonialFields)
    .output(testimonialOutput)
    .mutation(async ({ ctx, input }) => {
      const testimonial = ctx.em.create(Testimonial, input);
      await ctx.em.flush();
      return testimonial;
    }),

  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: path('/{id}'), tags: ['testimonials'], summary: 'Edit a testimonial' },
      invalidates: ['testimonials'],
    })
    .input(testimonialUpdateInput)
    .output(testimonialOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const testimonial = await findTestimonial(ctx.em, id);
      ctx.em.assign(testimonial, fields);
      await ctx.em.flush();
      return testimonial;
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: path('/{id}'), tags: ['testimonials'], summary: 'Delete one' },
      invalidates: ['testimonials'],
    })
    .input(idInput)
    .output(z.object({ id: z.number() }))
    .mutation(async ({ ctx, input }) => {
      await ctx.em.remove(await findTestimonial(ctx.em, input.id)).flush();
      return { id: input.id };
    }),
});
