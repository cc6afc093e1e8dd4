import { Logger } from 'graphile-worker';
import type { Logger as Pino } from 'pino';

const LEVELS = { error: 'error', warning: 'warn', info: 'debug', debug: 'trace' } as const;

/**
 * graphile-worker's log lines through our pino logger, one level quieter for its chatty info lines ("completed
 * task"); without a logger (the schema migration at start-up) they are dropped: failures still throw.
 */
export function jobQueueLogger(logger?: Pino): Logger {
  return new Logger((scope) => (level, message, meta) => {
    logger?.[LEVELS[level as keyof typeof LEVELS] ?? 'info']({ ...scope, ...meta }, message);
  });
}
