import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeWorkerUtils, type Runner, type RunnerOptions, run, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';

/** How long a stop waits for workers that are still taking a job; a shutdown has about ten seconds in all. */
const WORKERS_END_MS = 5000;

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
  /**
   * Every worker still at work, of this runner and of those killed before it. A killed runner lets its workers go
   * at once, but one waiting to take a job (graphile-worker retries while PostgreSQL is starting up) goes on and
   * would take its next connection from the pool after its owner ended it.
   */
  const working = new Set<Promise<void>>();

  const start = async () => {
    // Listening before the pool exists: its workers are created while `run` starts it.
    const events = new EventEmitter() as WorkerEvents;
    const ids: string[] = [];
    // Jobs are locked in the name of the pool (and, in older schemas, of its workers).
    events.on('pool:create', ({ workerPool }) => ids.push(workerPool.id));
    events.on('worker:create', ({ worker }) => {
      ids.push(worker.workerId);
      // graphile-worker reports a worker's error itself; here only its end matters.
      const done: Promise<void> = worker.promise.then(
        () => void working.delete(done),
        () => void working.delete(done),
      );
      working.add(done);
    });
    for (const event of ['pool:fatalError', 'worker:fatalError', 'pool:gracefulShutdown'] as const) {
      events.on(event, () => {
        // Begun in a microtask, once `restarting` is set: killing the lost runner emits these events at once.
        restarting ??= Promise.resolve()
          .then(() => restart(event))
          .finally(() => {
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
     * Waits for a restart under way, so the runner it may be starting is the one stopped (stopped before it, that
     * runner would go on polling a pool its owner then ends), then for every worker's end, for a few seconds at
     * most: the owner ends the pool next.
     */
    stop: async () => {
      stopping = true;
      stopped.abort();
      await restarting;
      await runner.stop().catch(() => undefined);
      await Promise.race([Promise.all(working), sleep(WORKERS_END_MS, undefined, { ref: false })]);
    },
  };
}
