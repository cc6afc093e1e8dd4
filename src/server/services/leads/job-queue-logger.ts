import { Logger } from 'graphile-worker';
import type { Logger as Pino } from 'pino';

const LEVELS = { error: 'error', warning: 'warn', info: 'debug', debug: 'trace' } as const;

/**
 * graphile-worker's warnings about a choice made on purpose (services/jobs/worker.ts: fewer connections than jobs
 * in flight, since an alert job mostly waits on the mail and push services): a debug line, not a warning the
 * operator reads on every start.
 */
const DELIBERATE = [/maxPoolSize \(\d+\) smaller than concurrency/];

/**
 * graphile-worker's log lines through our pino logger, one level quieter for its chatty info lines ("completed
 * task"); without a logger (the schema migration at start-up) they are dropped: failures still throw.
 */
export function jobQueueLogger(logger?: Pino): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const deliberate = DELIBERATE.some((pattern) => pattern.test(message));
    const ours = deliberate ? 'debug' : (LEVELS[level as keyof typeof LEVELS] ?? 'info');
    logger?.[ours]({ ...scope, ...meta }, message);
  });
}
