import { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from 'graphile-worker';
import { jobQueueLogger } from '../services/leads/job-queue-logger';
import { ormOptions } from './orm-options';
import { withStartupLock } from './startup-lock';

export type Orm = MikroORM;

/**
 * Connects and applies every committed migration that has not run yet: ours, and the job queue's own schema
 * (graphile-worker's `add_job` must exist before the first contact request can enqueue its e-mail). After ours,
 * `prepare` (the first administrator and demo content) runs. Both happen under the start-up lock, so any
 * number of instances can start at once on one empty database and the work is done exactly once.
 */
export async function openDatabase(clientUrl: string, prepare?: (orm: Orm) => Promise<void>): Promise<Orm> {
  const orm = await MikroORM.init(ormOptions(clientUrl));
  await withStartupLock(clientUrl, async () => {
    // The two schemas are independent: on a first boot the job queue's migrations run beside ours and the seed.
    await Promise.all([
      orm.migrator.up().then(() => prepare?.(orm)),
      runMigrations({ connectionString: clientUrl, logger: jobQueueLogger() }),
    ]);
  });
  return orm;
}
