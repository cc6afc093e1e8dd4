import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MESSAGES } from '../../../common/messages';
import { backupStatusOutput } from '../../../common/schemas/backup';
import { Conflict, TooMany } from '../../services/errors';
import type { Context } from '../../trpc/context';
import { adminProcedure, router } from '../../trpc/procedures';

function backupsOf(ctx: Context) {
  if (!ctx.backups)
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Backups are not set up here' });
  return ctx.backups;
}

export const adminBackupsRouter = router({
  status: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/backups',
        tags: ['backups'],
        summary: 'The backups kept (newest first, with size and counts), the last run and the schedule',
      },
    })
    .input(z.void())
    .output(backupStatusOutput)
    .query(async ({ ctx }) => {
      const backups = backupsOf(ctx);
      const [lastRun, list] = await Promise.all([backups.lastRun(), backups.list()]);
      // A run noted as running whose instance stopped half-way holds no lock any more: it is not running.
      const running = backups.running || (lastRun?.state === 'running' && (await backups.inProgress()));
      return {
        running,
        lastRun,
        backups: list.map(({ sha256: _sha256, ...summary }) => summary),
        dailyAt: backups.dailyAt,
        keep: backups.keep,
      };
    }),
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/backups',
        tags: ['backups'],
        summary:
          'Back up now: starts a backup of the whole site in the background (409 while one is being taken, 429 within 10 minutes of the last)',
      },
      // Changes no public data.
      invalidates: [],
    })
    .input(z.void())
    .output(z.object({ started: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      const refused = await backupsOf(ctx).startNow(ctx.user.username);
      if (refused?.reason === 'running') throw new Conflict(MESSAGES.backupRunning);
      if (refused?.reason === 'too-soon') {
        const minutes = Math.ceil(refused.retryAfterSeconds / 60);
        throw new TooMany(MESSAGES.backupTooSoon(minutes), refused.retryAfterSeconds);
      }
      return { started: true as const };
    }),
});
