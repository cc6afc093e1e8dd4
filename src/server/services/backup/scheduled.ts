import type { Task } from 'graphile-worker';
import type { Env } from '../../env';
import type { BackupRun, Backups } from './service';

/** graphile-worker's name for the daily backup job. */
export const BACKUP_TASK = 'site_backup';

/** The day a scheduled backup at `now` is for, in UTC: remembered in the store, so each day is taken once. */
export function scheduledSlot(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The daily backup: into the backup store, read back and verified, old ones deleted by the retention. Any number
 * of instances may call it at the same moment: the advisory lock lets one take it, and the day's slot keeps a
 * later call on the same day from taking a second one. Null when it was not this call's to take.
 */
export function runScheduledBackup(backups: Backups, now = new Date()): Promise<BackupRun | null> {
  return backups.take('scheduled', { slot: scheduledSlot(now) });
}

/** The job for graphile-worker's task list (a failed run is retried by the worker, and logged as an error). */
export function scheduledBackupTask(backups: Backups): Task {
  return async () => {
    await runScheduledBackup(backups);
  };
}

/**
 * The crontab line for graphile-worker: every day at BACKUP_TIME (UTC). graphile-worker enqueues each
 * scheduled time once whatever the number of instances, and `fill` catches up a run missed while no instance
 * was up, within the day.
 */
export function backupCrontab(env: Pick<Env, 'BACKUP_TIME'>): string {
  const [hours, minutes] = env.BACKUP_TIME.split(':').map(Number);
  return `${minutes} ${hours} * * * ${BACKUP_TASK} ?fill=20h&max=3`;
}

/**
 * What a job worker adds to run the daily backup: the task and its crontab line. The Backups tab then says when
 * it runs.
 */
export function backupJobs(backups: Backups, env: Pick<Env, 'BACKUP_TIME'>) {
  backups.markScheduled(env.BACKUP_TIME);
  return { taskList: { [BACKUP_TASK]: scheduledBackupTask(backups) }, crontab: backupCrontab(env) };
}
