import { z } from 'zod';
import { idInput } from '../../../common/schemas/fields';
import {
  mirrorInput,
  pageIdSchema,
  reorderInput,
  sectionCreateInput,
  sectionOutput,
  sectionUpdateInput,
} from '../../../common/schemas/page-section';
import { actorOf } from '../../services/history/actor';
import {
  createSection,
  deleteSection,
  duplicateSection,
  reorderSections,
  sectionsOfPage,
  updateSection,
} from '../../services/page-sections';
import { mirrorSections } from '../../services/section-mirror';
import { adminProcedure, router } from '../../trpc/procedures';

const path = (suffix: string) => `/admin/page-sections${suffix}` as const;
const tags = ['page sections'];
const invalidates = ['sections'] as const;
const pageSectionsInput = z.object({ pageId: pageIdSchema });

/**
 * The REST adapter matches paths in the order procedures are defined: the static `reorder` and `mirror`
 * paths must come before `{id}`, or `PUT /admin/page-sections/reorder` would reach `update`.
 */
export const adminPageSectionsRouter = router({
  reorder: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: path('/reorder'), tags, summary: 'Rewrite sort orders at once' },
      invalidates,
    })
    .input(reorderInput)
    .output(z.array(sectionOutput))
    .mutation(({ ctx, input }) =>
      reorderSections(ctx.em, input.updates, ctx.req?.log, actorOf(ctx), input.undo),
    ),

  mirror: adminProcedure
    .meta({
      openapi: { method: 'POST', path: path('/mirror'), tags, summary: 'Copy sections to another page' },
      invalidates,
    })
    .input(mirrorInput)
    .output(z.array(sectionOutput))
    .mutation(({ ctx, input }) => mirrorSections(ctx.em, input, actorOf(ctx))),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: path(''), tags, summary: 'All sections of a page' } })
    .input(pageSectionsInput)
    .output(z.array(sectionOutput))
    .query(({ ctx, input }) => sectionsOfPage(ctx.em, input.pageId, false, ctx.req?.log)),

  /**
   * The same read at the spec's address, `GET /admin/page-sections/{pageId}`. It differs from `PUT`/`DELETE
   * /admin/page-sections/{id}` only by its parameter's name, which an OpenAPI document cannot hold, so the
   * document shows `list` instead (http/openapi-document.ts) and this one is served for the clients that use it.
   */
  listAtPagePath: adminProcedure
    .meta({ openapi: { method: 'GET', path: path('/{pageId}'), tags, summary: 'All sections of a page' } })
    .input(pageSectionsInput)
    .output(z.array(sectionOutput))
    .query(({ ctx, input }) => sectionsOfPage(ctx.em, input.pageId, false, ctx.req?.log)),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: path(''), tags, summary: 'Add a section at the end of its page' },
      invalidates,
    })
    .input(sectionCreateInput)
    .output(sectionOutput)
    .mutation(({ ctx, input }) => createSection(ctx.em, input, actorOf(ctx))),

  duplicate: adminProcedure
    .meta({
      openapi: { method: 'POST', path: path('/{id}/duplicate'), tags, summary: 'Copy a section' },
      invalidates,
    })
    .input(idInput)
    .output(sectionOutput)
    .mutation(({ ctx, input }) => duplicateSection(ctx.em, input.id, actorOf(ctx))),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: path('/{id}'), tags, summary: 'Edit a section' }, invalidates })
    .input(sectionUpdateInput)
    .output(sectionOutput)
    .mutation(({ ctx, input }) => updateSection(ctx.em, input, actorOf(ctx))),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: path('/{id}'), tags, summary: 'Move a section to the Trash' },
      invalidates,
    })
    .input(idInput)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => deleteSection(ctx.em, input.id, actorOf(ctx))),
});
