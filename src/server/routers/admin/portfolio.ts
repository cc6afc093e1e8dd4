import { z } from 'zod';
import { idInput, listOrderInput } from '../../../common/schemas/fields';
import {
  projectFields,
  projectOutput,
  projectUpdateInput,
  uploadUrlsInput,
} from '../../../common/schemas/portfolio';
import { actorOf } from '../../services/history/actor';
import { reorderProjects } from '../../services/list-order';
import { createProject, deleteProject, updateProject } from '../../services/portfolio';
import { readableRows } from '../../services/readable-rows';
import { newObjectName } from '../../services/storage/storage';
import { adminProcedure, router } from '../../trpc/procedures';

export const adminPortfolioRouter = router({
  // Before `update`: the REST adapter matches paths in definition order, and `reorder` would reach `{id}`.
  reorder: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/portfolio/reorder',
        tags: ['portfolio'],
        summary: 'Set the order visitors see the projects in',
      },
      invalidates: ['portfolio'],
    })
    .input(listOrderInput)
    .output(z.array(projectOutput))
    .mutation(async ({ ctx, input }) =>
      readableRows(
        projectOutput,
        await reorderProjects(ctx.em, input.ids, actorOf(ctx), input.undo),
        ctx.req?.log,
      ),
    ),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/portfolio', tags: ['portfolio'], summary: 'Add a project' },
      invalidates: ['portfolio'],
    })
    .input(projectFields)
    .output(projectOutput)
    .mutation(({ ctx, input }) => createProject(ctx.em, input, actorOf(ctx))),

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
    .mutation(({ ctx, input }) => updateProject(ctx.em, input, actorOf(ctx))),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/portfolio/{id}',
        tags: ['portfolio'],
        summary: 'Move a project to the Trash',
      },
      invalidates: ['portfolio'],
    })
    .input(idInput)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => deleteProject(ctx.em, input.id, actorOf(ctx))),

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
