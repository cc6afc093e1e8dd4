import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MESSAGES } from '../../../common/messages';
import { factorProof } from '../../../common/schemas/account';
import { backupContentsOutput, backupNameInput, backupStatusOutput } from '../../../common/schemas/backup';
import { RestoreInProgress } from '../../services/backup/restore-backup';
import { keptBackupContents, restoreKeptBackup } from '../../services/backup/restore-kept';
import { ArchiveRefused } from '../../services/backup/verify-archive';
import { Conflict, InvalidInput, TooMany } from '../../services/errors';
import type { Context } from '../../trpc/context';
import { adminProcedure, router } from '../../trpc/procedures';
import { logAccountChange, requireProof } from './account-steps';

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
  contents: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/backups/{name}/contents',
        tags: ['backups'],
        summary:
          'Check a kept backup whole, as a restore would, and say what it holds against the site now (400 naming the problems when it could not be restored)',
      },
    })
    .input(backupNameInput)
    .output(backupContentsOutput)
    .query(({ ctx, input }) => refusedArchivesSaid(() => keptBackupContents(backupsOf(ctx), input.name))),
  restore: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/backups/{name}/restore',
        tags: ['backups'],
        summary:
          'Restore a kept backup, confirmed by the second factor: the site as it is is backed up first (409 while another restore runs)',
      },
      // restore-backup.ts empties every instance's caches itself, once the tables are replaced.
      invalidates: [],
    })
    .input(backupNameInput.extend({ proof: factorProof }))
    .output(z.object({ restored: z.string(), safetyBackup: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await requireProof(ctx, ctx.user, input.proof);
      const result = await refusedArchivesSaid(() => restoreKeptBackup(backupsOf(ctx), input.name)).catch(
        (error: unknown) => {
          throw error instanceof RestoreInProgress ? new Conflict(error.message) : error;
        },
      );
      // Among the account's lines (the Activity tab's "Sign-ins and account"): the owner's own act on the whole site.
      await logAccountChange(
        ctx,
        ctx.user,
        `Restored the site from the backup of ${result.verified.manifest.createdAt}; the site as it was is kept as ${result.safetyBackup}`,
      );
      return { restored: input.name, safetyBackup: result.safetyBackup };
    }),
});

/** An archive that could not be restored, said as a 400 listing why (nothing was changed). */
async function refusedArchivesSaid<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ArchiveRefused)
      throw InvalidInput.field('name', `This backup cannot be restored: ${error.problems.join('; ')}`);
    throw error;
  }
}
