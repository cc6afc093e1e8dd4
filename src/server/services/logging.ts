import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Cloud Logging reads a line's level from `severity`, in its own words; pino's numeric `level` stays beside it. */
const SEVERITY: Record<string, string> = {
  trace: 'DEBUG',
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
  fatal: 'CRITICAL',
};

/** How deep an error's causes are followed in a log line. */
const MAX_CAUSES = 3;
/** A stack is kept for finding the fault, cut so that one line stays readable. */
const MAX_STACK = 4000;

/**
 * An error as a log line shows it: its type, message, code and stack, and its cause the same way; nothing else.
 * pino's own serializer copies every enumerable property, and a `pg` error carries the whole client it came from
 * (its pool, socket, queues: ~10 KB a line), and could carry a query's values.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!error || typeof error !== 'object') return error;
  const { name, message, code, stack, cause, type: serializedType } = error as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name : (serializedType ?? name);
  return {
    ...(typeof type === 'string' ? { type } : {}),
    message: typeof message === 'string' ? message : String(error),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof stack === 'string' ? { stack: stack.slice(0, MAX_STACK) } : {}),
    ...(cause !== undefined && depth < MAX_CAUSES ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/** Every key an error is logged under, here and by the libraries whose lines go through this logger. */
export const ERROR_SERIALIZERS = { err: serializeError, error: serializeError };

/** The app's one logger: JSON lines on stdout (or `destination`), each with a `severity`. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: ERROR_SERIALIZERS,
    formatters: { level: (label: string, number: number) => ({ level: number, severity: SEVERITY[label] }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Probes of the platform: answered many times a minute, never worth a line. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz']);
/** Built assets, photos and their resized copies: a hit is a file, not an event. */
const FILE_PATHS = /^\/(?:assets|images|objects)\//;
/** Longer paths are cut: a line stays one line whatever a client sends. */
const MAX_LOGGED_PATH = 300;

const fileAnswers = new WeakSet<ServerResponse>();
const arrivals = new WeakMap<IncomingMessage, number>();
const failures = new WeakMap<ServerResponse, unknown>();

/** Says that `res` is a file from the disk (express.static's `setHeaders`), so its hit is not logged. */
export function markFileServed(res: ServerResponse) {
  fileAnswers.add(res);
}

/**
 * Notes when a request arrived, for one whose line starts later: a request the early listener held until the app
 * took over (early-listener.ts) is logged with its whole time, waiting included.
 */
export function noteArrival(req: IncomingMessage) {
  arrivals.set(req, performance.now());
}

/** The error behind a failed answer: it goes into that request's line (message and stack), not a line of its own. */
export function noteRequestError(res: ServerResponse | undefined, error: unknown) {
  if (res && !failures.has(res)) failures.set(res, error);
}

/** This process's part of every request id: with the count after it, unique across instances and restarts. */
const PROCESS_ID = randomUUID().slice(0, 8);
let requestCount = 0;

/** A request id: the process's part and a count (a random UUID per request cost more than the rest of the line). */
function nextRequestId(): string {
  requestCount += 1;
  return `${PROCESS_ID}-${requestCount.toString(36)}`;
}

/**
 * Writes one line per request when its answer is done, whoever answered it (the contact fast path, the
 * response cache or Express): method, path (without the query string, which may hold an upload's signature),
 * status, time and a request id. Never headers: no cookies, no Set-Cookie of the session.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, path: string) {
  if (UNLOGGED_PATHS.has(path)) return;
  const started = arrivals.get(req) ?? performance.now();
  const id = nextRequestId();
  // `req.log` (Express) takes this id too.
  Object.assign(req, { id });
  res.once('close', () => {
    const status = res.statusCode;
    if (status < 400 && (FILE_PATHS.test(path) || fileAnswers.has(res))) return;
    const err = failures.get(res);
    const level = err !== undefined || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const line = {
      reqId: id,
      method: req.method,
      path: path.slice(0, MAX_LOGGED_PATH),
      status,
      responseTime: Math.round(performance.now() - started),
      ...(res.writableFinished ? {} : { aborted: true }),
      ...(err === undefined ? {} : { err }),
    };
    logger[level](line, err === undefined ? 'request completed' : 'request failed');
  });
}

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id in its log line (logRequest). */
    id?: string;
    /** A logger whose lines carry this request's id. */
    log: Logger;
  }
}

const requestLoggers = new WeakMap<IncomingMessage, Logger>();

/**
 * Express's side of the same log: `req.log` on the app's requests, a child bound to the request id only, made the
 * first time a handler logs. Most answers log nothing of their own, and a child made for every request (as
 * pino-http did) was a measurable part of a small answer's time.
 */
export function bindRequestLoggers(requestPrototype: IncomingMessage, logger: Logger) {
  Object.defineProperty(requestPrototype, 'log', {
    configurable: true,
    get(this: IncomingMessage) {
      let child = requestLoggers.get(this);
      if (!child) {
        child = logger.child({ reqId: this.id });
        requestLoggers.set(this, child);
      }
      return child;
    },
  });
}
