import { z } from 'zod';
import { idInput } from '../../../common/schemas/fields';
import {
  activityListInput,
  activityPageOutput,
  historyListInput,
  restoredOutput,
  trashItemOutput,
  versionIdInput,
  versionOutput,
} from '../../../common/schemas/history';
import { listActivity } from '../../services/history/activity';
import { actorOf } from '../../services/history/actor';
import { restoreVersion } from '../../services/history/restore';
import { countTrash, listTrash, purgeTrashItem, restoreFromTrash } from '../../services/history/trash';
import { listVersions } from '../../services/history/versions';
import { adminProcedure, router } from '../../trpc/procedures';

/**
 * A restore may bring back any kind of item, and the kind is known only once the version is read: it drops
 * every tag that kind of item can show on. Restores are rare, so the extra cache misses cost nothing noticeable.
 */
const ALL_CONTENT = ['settings', 'portfolio', 'testimonials', 'sections', 'translations'] as const;
const TRASHABLE_CONTENT = ['portfolio', 'testimonials', 'sections'] as const;

export const adminHistoryRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/history/{entityType}/{entityKey}',
        tags: ['history'],
        summary: "An item's versions, newest first (the newest is its current state)",
      },
    })
    .input(historyListInput)
    .output(z.array(versionOutput))
    .query(({ ctx, input }) => listVersions(ctx.em, input.entityType, input.entityKey)),

  restore: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/history/{versionId}/restore',
        tags: ['history'],
        summary: 'Make an earlier version current again (itself a new version, so it can be undone)',
      },
      invalidates: ALL_CONTENT,
    })
    .input(versionIdInput)
    .output(restoredOutput)
    .mutation(({ ctx, input }) =>
      restoreVersion(ctx.em, actorOf(ctx), input.versionId, input.undo ? 'undo' : 'restore'),
    ),
});

export const adminTrashRouter = router({
  count: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/trash/count',
        tags: ['trash'],
        summary: 'How many items are in the Trash',
      },
    })
    .input(z.void())
    .output(z.object({ count: z.number() }))
    .query(async ({ ctx }) => ({ count: await countTrash(ctx.em) })),

  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/trash',
        tags: ['trash'],
        summary: 'Deleted items, newest first',
      },
    })
    .input(z.void())
    .output(z.array(trashItemOutput))
    .query(({ ctx }) => listTrash(ctx.em)),

  restore: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/trash/{id}/restore',
        tags: ['trash'],
        summary: 'Put a deleted item back where it was',
      },
      invalidates: TRASHABLE_CONTENT,
    })
    .input(idInput)
    .output(z.object({ id: z.number(), entityType: z.string(), entityId: z.number() }))
    .mutation(({ ctx, input }) => restoreFromTrash(ctx.em, actorOf(ctx), input.id)),

  purge: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/trash/{id}',
        tags: ['trash'],
        summary: 'Delete an item for good',
      },
      // A trashed item is on no public page already.
      invalidates: [],
    })
    .input(idInput)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => purgeTrashItem(ctx.em, ctx.storage, actorOf(ctx), input.id)),
});

export const adminActivityRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/activity',
        tags: ['activity'],
        summary: 'Admin actions and sign-in attempts, newest first (kind filters, cursor pages)',
      },
    })
    .input(activityListInput)
    .output(activityPageOutput)
    .query(({ ctx, input }) =>
      listActivity(ctx.em, { kind: input?.kind, cursor: input?.cursor, limit: input?.limit ?? 50 }),
    ),
});
