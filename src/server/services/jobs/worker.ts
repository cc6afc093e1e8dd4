import type { MikroORM } from '@mikro-orm/postgresql';
import type { RunnerOptions, TaskList } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import { sweepPhotos } from '../history/photo-sweep';
import {
  emptyOldTrash,
  purgeOldActivity,
  purgeOldLoginAttempts,
  purgeOldVersions,
} from '../history/retention';
import { secretBoxFor } from '../leads/alert-secrets';
import { leadAlerts } from '../leads/alert-worker';
import { jobQueueLogger } from '../leads/job-queue-logger';
import { type NotificationStatus, notificationStatusOf } from '../leads/notifier';
import { startSupervisedRunner } from '../leads/supervised-runner';
import { cleanStoredPhotos } from '../storage/clean-all';
import type { Storage } from '../storage/storage';

export const HISTORY_PURGE_TASK = 'purge_history';
export const PHOTO_SWEEP_TASK = 'sweep_photos';
export const PHOTO_CLEAN_TASK = 'clean_photos';

/**
 * Daily housekeeping, at night in Los Angeles (UTC times). graphile-worker's cron schedules each run once across
 * every instance on the database, and catches up a run missed while no instance was up.
 */
const CRONTAB = [
  `17 11 * * * ${HISTORY_PURGE_TASK} ?max=3&fill=2d`,
  `47 11 * * * ${PHOTO_SWEEP_TASK} ?max=3&fill=2d`,
].join('\n');

export interface JobWorker {
  notifications: NotificationStatus;
  /** Finishes the jobs being run (e-mails being sent), then stops taking jobs. */
  stop(): Promise<void>;
}

/** The housekeeping tasks, each on a fresh EntityManager. */
export function housekeepingTasks(orm: MikroORM, storage: Storage, logger: Logger): TaskList {
  return {
    [HISTORY_PURGE_TASK]: async () => {
      const em = orm.em.fork();
      const versions = await purgeOldVersions(em);
      const activity = await purgeOldActivity(em);
      const signIns = await purgeOldLoginAttempts(em);
      const trash = await emptyOldTrash(em, storage);
      logger.info(
        { versions, activity, signIns, trash },
        'old history, activity, sign-in records and trash purged',
      );
    },
    [PHOTO_SWEEP_TASK]: async () => {
      const deleted = await sweepPhotos(orm.em.fork(), storage);
      logger.info({ deleted: deleted.length }, 'unused photos deleted');
    },
    [PHOTO_CLEAN_TASK]: async () => {
      const counts = await cleanStoredPhotos(storage, logger);
      logger.info(counts, 'stored photos checked for hidden data');
    },
  };
}

/**
 * The worker's connections, owned here rather than by graphile-worker: graphile-worker removes its pool's error
 * listeners before ending it, so a connection the database closes at that moment (PostgreSQL stopping with the
 * process, as the embedded one does on SIGTERM) would be an unhandled 'error' event that kills the process. These
 * listeners stay for the pool's whole life (graphile-worker then installs none of its own).
 */
function workerPool(databaseUrl: string, logger: Logger) {
  const lost = (error: Error) => logger.warn({ err: error }, 'a job-worker connection was lost');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: WORKER_CONNECTIONS,
    // Each of graphile-worker's prepared statements planned for its values: its cached plan for taking a job was
    // made while the queue was empty (a scan of the whole table) and kept when a burst of leads filled it with
    // thousands of jobs, live and deleted; PostgreSQL's statistics only catch up at the next autovacuum, a minute
    // later. Planned each time, taking a job uses its index (docs/leads.md#the-contact-paths-cpu). A SET, not a
    // startup option, which poolers such as PgBouncer refuse. In `onConnect`, which the pool awaits before it hands
    // the connection out: sent from the 'connect' event it was still running when graphile-worker's first query
    // came, two queries at once on one connection, which pg deprecates and pg 9 refuses.
    onConnect: async (client) => {
      client.on('error', lost);
      await client
        .query('set plan_cache_mode = force_custom_plan')
        .catch((error: Error) => logger.warn({ err: error }, 'the job worker keeps cached query plans'));
    },
  });
  pool.on('error', lost);
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => open.add(client));
  // Emitted once a client's connection has closed.
  pool.on('remove', (client) => open.delete(client));
  return {
    pool,
    /**
     * Ends the pool and waits until its connections have closed: `pool.end()` resolves as soon as it has asked
     * them to, and PostgreSQL stopping right after (the embedded one, at shutdown) cut the ones still closing.
     */
    end: async () => {
      await pool.end().catch(() => undefined);
      for (let waited = 0; open.size > 0 && waited < 2000; waited += 10) await pause(10);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Jobs run at once. A lead's alert job mostly waits (about seven round trips to PostgreSQL, the mail server or the
 * push service), so after a burst of leads its backlog drains with the number of jobs in flight, not with CPU; four
 * left the pushes of a burst minutes behind (docs/leads.md, Proof under load).
 */
const CONCURRENCY = 16;
/** graphile-worker's own queries (take, complete) for that many jobs; the alerts' own go through their pool. */
const WORKER_CONNECTIONS = 8;

/**
 * The graphile-worker runner every instance starts: the housekeeping cron and the lead alerts (services/leads/
 * alert-worker.ts; a lead's e-mail job finding no route leaves the lead pending until one is set).
 */
export async function startJobWorker(deps: {
  env: Env;
  databaseUrl: string;
  logger: Logger;
  orm: MikroORM;
  storage: Storage;
  /** Opens the alert settings' sealed secrets (with SETTINGS_KEY when set). */
  sessionSecret: string;
  /** More scheduled work from other services: their tasks and crontab lines (the daily backup). */
  jobs?: ReadonlyArray<{ taskList: TaskList; crontab: string }>;
}): Promise<JobWorker> {
  const jobs = deps.jobs ?? [];
  const leads = await leadAlerts({
    env: deps.env,
    databaseUrl: deps.databaseUrl,
    logger: deps.logger,
    box: secretBoxFor(deps.env.SETTINGS_KEY, deps.sessionSecret),
    metadata: deps.orm.getMetadata(),
  });
  const { pool, end } = workerPool(deps.databaseUrl, deps.logger);
  const options: RunnerOptions = {
    pgPool: pool,
    concurrency: CONCURRENCY,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: jobQueueLogger(deps.logger),
    // Batched completion and failure recording retry through a database outage (unbatched, a failure to
    // record a job's outcome while PostgreSQL restarts is an unhandled rejection inside graphile-worker).
    // No local queue (graphile-worker's `localQueue`, jobs taken many at a time): when PostgreSQL restarts, it
    // fails to hand its jobs back and throws where nothing can catch it, which stopped the server (loadtest
    // --restart, 2026-11-28).
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    taskList: Object.assign(
      { ...housekeepingTasks(deps.orm, deps.storage, deps.logger), ...leads.taskList },
      ...jobs.map((job) => job.taskList),
    ),
    crontab: [CRONTAB, ...jobs.map((job) => job.crontab)].join('\n'),
  };
  const runner = await startSupervisedRunner(options, deps.logger);
  // Images stored before they were cleaned of hidden data (or restored since) are cleaned once, in the
  // background; the job key keeps one queued across instances, and objects already cleaned are skipped.
  // SQL: graphile-worker's own add_job, as every job of ours is queued.
  await pool.query(`select graphile_worker.add_job($1, job_key => $1, max_attempts => 3)`, [
    PHOTO_CLEAN_TASK,
  ]);
  return {
    notifications: notificationStatusOf(leads.startRoute),
    stop: async () => {
      await runner.stop();
      await leads.close();
      await end();
    },
  };
}
