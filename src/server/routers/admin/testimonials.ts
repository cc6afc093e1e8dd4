import { z } from 'zod';
import { idInput, listOrderInput } from '../../../common/schemas/fields';
import {
  testimonialFields,
  testimonialOutput,
  testimonialUpdateInput,
} from '../../../common/schemas/testimonial';
import { actorOf } from '../../services/history/actor';
import { reorderTestimonials } from '../../services/list-order';
import { readableRows } from '../../services/readable-rows';
import { createTestimonial, deleteTestimonial, updateTestimonial } from '../../services/testimonials';
import { adminProcedure, router } from '../../trpc/procedures';

const path = (suffix = '') => `/admin/testimonials${suffix}` as const;

export const adminTestimonialsRouter = router({
  // Before `update`: the REST adapter matches paths in definition order, and `reorder` would reach `{id}`.
  reorder: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/testimonials/reorder',
        tags: ['testimonials'],
        summary: 'Set the order visitors see the testimonials in',
      },
      invalidates: ['testimonials'],
    })
    .input(listOrderInput)
    .output(z.array(testimonialOutput))
    .mutation(async ({ ctx, input }) =>
      readableRows(
        testimonialOutput,
        await reorderTestimonials(ctx.em, input.ids, actorOf(ctx), input.undo),
        ctx.req?.log,
      ),
    ),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: path(), tags: ['testimonials'], summary: 'Add a testimonial' },
      invalidates: ['testimonials'],
    })
    .input(testimonialFields)
    .output(testimonialOutput)
    .mutation(({ ctx, input }) => createTestimonial(ctx.em, input, actorOf(ctx))),

  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: path('/{id}'), tags: ['testimonials'], summary: 'Edit a testimonial' },
      invalidates: ['testimonials'],
    })
    .input(testimonialUpdateInput)
    .output(testimonialOutput)
    .mutation(({ ctx, input }) => updateTestimonial(ctx.em, input, actorOf(ctx))),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: path('/{id}'),
        tags: ['testimonials'],
        summary: 'Move one to the Trash',
      },
      invalidates: ['testimonials'],
    })
    .input(idInput)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => deleteTestimonial(ctx.em, input.id, actorOf(ctx))),
});
