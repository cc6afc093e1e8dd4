import { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from 'graphile-worker';
import { jobQueueLogger } from '../services/leads/job-queue-logger';
import { ormOptions } from './orm-options';

export type Orm = MikroORM;

/**
 * Connects and applies every committed migration that has not run yet: ours, then the job queue's own schema
 * (graphile-worker's `add_job` must exist before the first contact request can enqueue its e-mail).
 */
export async function openDatabase(clientUrl: string): Promise<Orm> {
  const orm = await MikroORM.init(ormOptions(clientUrl));
  await orm.migrator.up();
  await runMigrations({ connectionString: clientUrl, logger: jobQueueLogger() });
  return orm;
}
