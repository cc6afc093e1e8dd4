import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeWorkerUtils, type Runner, type RunnerOptions, run, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';

/**
 * A graphile-worker runner that survives PostgreSQL restarts. graphile-worker gives its pool up when it cannot
 * record a job's outcome (the database went away mid-job) and may leave it half shut down; here such a pool is
 * killed, the jobs its workers held are unlocked (otherwise they would wait for graphile-worker's four-hour
 * lock timeout) and a new pool is started, with a growing pause while the database is still unreachable.
 */
export async function startSupervisedRunner(options: RunnerOptions, logger: Logger) {
  let stopping = false;
  const stopped = new AbortController();
  /** A pause that ends early when the runner is stopped. */
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopped.signal }).catch(() => undefined);
  let restarting: Promise<void> | undefined;
  let runner: Runner;
  let workerIds: string[] = [];

  const start = async () => {
    // Listening before the pool exists: its workers are created while `run` starts it.
    const events = new EventEmitter() as WorkerEvents;
    const ids: string[] = [];
    // Jobs are locked in the name of the pool (and, in older schemas, of its workers).
    events.on('pool:create', ({ workerPool }) => ids.push(workerPool.id));
    events.on('worker:create', ({ worker }) => ids.push(worker.workerId));
    for (const event of ['pool:fatalError', 'worker:fatalError', 'pool:gracefulShutdown'] as const) {
      events.on(event, () => {
        restarting ??= restart(event).finally(() => {
          restarting = undefined;
        });
      });
    }
    runner = await run({ ...options, events });
    workerIds = ids;
  };

  const restart = async (reason: string) => {
    if (stopping) return;
    logger.error({ reason }, 'the job worker lost the database; starting it again');
    const broken = runner;
    const held = workerIds;
    await Promise.race([broken.kill().catch(() => undefined), pause(5000)]);
    for (let wait = 1000; !stopping; wait = Math.min(wait * 2, 30_000)) {
      await pause(wait);
      try {
        const utils = await makeWorkerUtils({
          ...(options.pgPool ? { pgPool: options.pgPool } : { connectionString: options.connectionString }),
          logger: options.logger,
        });
        try {
          await utils.forceUnlockWorkers(held);
        } finally {
          await utils.release();
        }
        if (stopping) break;
        await start();
        logger.info('the job worker is running again');
        break;
      } catch (error) {
        logger.warn({ err: error }, 'the job worker cannot start yet');
      }
    }
  };

  await start();
  return {
    /**
     * Waits for a restart under way, so the runner it may be starting is the one stopped: stopped before it, that
     * runner would go on polling a pool its owner then ends.
     */
    stop: async () => {
      stopping = true;
      stopped.abort();
      await restarting;
      await runner.stop().catch(() => undefined);
    },
  };
}
