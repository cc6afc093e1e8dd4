import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { idInput } from '../../../common/schemas/fields';
import {
  projectFields,
  projectOutput,
  projectUpdateInput,
  uploadUrlsInput,
} from '../../../common/schemas/portfolio';
import { PortfolioProject } from '../../entities';
import { releaseImages } from '../../services/images';
import { newObjectName } from '../../services/storage/storage';
import { adminProcedure, router } from '../../trpc/procedures';

async function findProject(em: EntityManager, id: number) {
  const project = await em.findOne(PortfolioProject, { id });
  if (!project) throw new TRPCError({ code: 'NOT_FOUND', message: `Project ${id} does not exist` });
  return project;
}

export const adminPortfolioRouter = router({
  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/portfolio', tags: ['portfolio'], summary: 'Add a project' },
      invalidates: ['portfolio'],
    })
    .input(projectFields)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      const project = ctx.em.create(PortfolioProject, input);
      await ctx.em.flush();
      return project;
    }),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/portfolio/{id}',
        tags: ['portfolio'],
        summary: 'Edit a project',
      },
      invalidates: ['portfolio'],
    })
    .input(projectUpdateInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const project = await findProject(ctx.em, id);
      const dropped = project.imageUrls.filter((url) => !fields.imageUrls.includes(url));
      ctx.em.assign(project, fields);
      await ctx.em.flush();
      await releaseImages(ctx.em, ctx.storage, dropped);
      return project;
    }),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/portfolio/{id}',
        tags: ['portfolio'],
        summary: 'Delete a project',
      },
      invalidates: ['portfolio'],
    })
    .input(idInput)
    .output(z.object({ id: z.number() }))
    .mutation(async ({ ctx, input }) => {
      const project = await findProject(ctx.em, input.id);
      const images = [...project.imageUrls];
      await ctx.em.remove(project).flush();
      await releaseImages(ctx.em, ctx.storage, images);
      return { id: input.id };
    }),

  batchUploadUrls: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/portfolio/batch-upload-urls',
        tags: ['uploads'],
        summary: 'Signed URLs to PUT images to; each expires in 15 minutes',
      },
      // Hands out upload links only: the project that uses the images is saved (and invalidates) later.
      invalidates: [],
    })
    .input(uploadUrlsInput)
    .output(z.object({ uploadUrls: z.array(z.string()), uploadHeaders: z.record(z.string(), z.string()) }))
    .mutation(async ({ ctx, input }) => ({
      uploadUrls: await Promise.all(
        Array.from({ length: input.count }, () => ctx.storage.createUploadUrl(newObjectName())),
      ),
      uploadHeaders: ctx.storage.uploadHeaders,
    })),
});
