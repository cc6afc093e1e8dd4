import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';
import { LANGUAGES } from '../common/i18n/languages';
import { createApp } from './app';
import type { EarlyListener } from './early-listener';
import type { Env } from './env';
import { limitBodyTime } from './http/body-timeout';
import { answerClientErrors } from './http/client-errors';
import { type ConnectionLimits, connectionLimitsFor } from './http/connection-limits';
import { contactFastPath } from './http/contact-fast-path';
import { noStoreForPrivateAnswers } from './http/no-store';
import { type CompressedPage, compressedPageSize } from './http/page-cache/compressed-page';
import { KeptPages } from './http/page-cache/kept-pages';
import { PageCache } from './http/page-cache/page-cache';
import { type KeptPreview, keptPreviewSize } from './http/preview';
import { answerUnexpectedError, originFormOf, refuseTarget } from './http/raw-request';
import { serveFromCache } from './http/response-cache/middleware';
import { ResponseStore, responseSize } from './http/response-cache/store';
import { backupsFor } from './services/backup/create';
import { backupJobs } from './services/backup/scheduled';
import { SlotCache } from './services/booking/slot-cache';
import type { JobWorker } from './services/jobs/worker';
import { secretBoxFor } from './services/leads/alert-secrets';
import { preparedOn } from './services/leads/record-lead';
import { logRequest } from './services/logging';
import { notifyThrough, SharedCache } from './services/shared-cache';
import type { Storage } from './services/storage/storage';
import type { PageRenderer } from './ssr/renderer';
import { type AppServices, leadWriterFor } from './trpc/context';

export interface ServerDeps {
  orm: MikroORM;
  env: Env;
  storage: Storage;
  sessionSecret: string;
  logger: Logger;
  databaseUrl: string;
  pageRenderer?: PageRenderer;
  /** How long a client may take; by default `connectionLimitsFor(env.UPLOAD_MAX_BYTES)`. */
  connectionLimits?: ConnectionLimits;
  /** A server already listening (early-listener.ts), to take over instead of creating one. */
  early?: EarlyListener | null;
}

/** A request's path without its query string. */
function pathOf(url = '/') {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

const MB = 1024 * 1024;
/** Besides its byte budget (RESPONSE_CACHE_MB), a bound on keys: each costs a little beyond its bytes. */
const CACHE_MAX_ENTRIES = 2000;
/**
 * Each kept page holds three encodings (PAGE_CACHE_MB); the keys are few (public routes and the values their pages
 * read), in each language: the site's sitemap, crawled, fits.
 */
const PAGE_CACHE_MAX_ENTRIES = 60 * LANGUAGES.length;
/** The live preview's pages, kept for the owner alone: one per public page and colour mode he previews. */
const PREVIEW_CACHE_MB = 8;

/**
 * The HTTP server: public pages, cached public reads and plain contact requests are answered before Express runs
 * at all (that is where most of the per-request cost is); everything else goes to the Express app.
 */
export async function createServer(deps: ServerDeps) {
  const { store, pageStore, previewStore, slots } = memoryStores(deps.env);
  const cache = new SharedCache(
    [store, pageStore, previewStore, slots],
    deps.databaseUrl,
    deps.logger,
    notifyThrough(deps.orm.em),
  );
  await cache.start();
  const { services, jobs, leadConnection } = await appServicesFor(deps, cache, slots);
  const {
    app,
    pages: publicPages,
    clientFiles,
    securityHeaders,
    trustProxy,
  } = createApp({ ...deps, services, previewStore });
  const kept = deps.early
    ? new KeptPages((sql, params) => deps.orm.em.getConnection().execute(sql, [...params]), deps.early.site)
    : null;
  const limits = deps.connectionLimits ?? connectionLimitsFor(deps.env.UPLOAD_MAX_BYTES);
  const handle = requestHandler({
    app,
    logger: deps.logger,
    securityHeaders,
    bodyTimeout: limits.bodyTimeout,
    submitContact: contactFastPath({ orm: deps.orm, services, trustProxy, securityHeaders }),
    store,
    pages: new PageCache(pageStore, publicPages, securityHeaders, deps.logger, kept, clientFiles),
  });
  const server = deps.early?.server ?? http.createServer(limits);
  Object.assign(server, {
    headersTimeout: limits.headersTimeout,
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
  });
  if (deps.early) deps.early.handOver(handle);
  else server.on('request', handle);
  answerClientErrors(server);
  const worker = jobWorkerOnceListening(server, deps, jobs);
  return {
    server,
    store,
    pageStore,
    previewStore,
    /** Stops accepting, lets in-flight requests finish, then finishes the jobs being run (e-mails being sent). */
    close: async () => {
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await worker.stop();
      await services.backups?.settled();
      await cache.stop();
      await leadConnection.end();
    },
  };
}

/** The in-memory caches: public reads, public pages, the owner's preview; each bounded in bytes and in keys. */
function memoryStores(env: Env) {
  return {
    store: new ResponseStore(env.RESPONSE_CACHE_MB * MB, CACHE_MAX_ENTRIES, responseSize),
    pageStore: new ResponseStore<CompressedPage>(
      env.PAGE_CACHE_MB * MB,
      PAGE_CACHE_MAX_ENTRIES,
      compressedPageSize,
    ),
    previewStore: new ResponseStore<KeptPreview>(
      PREVIEW_CACHE_MB * MB,
      PAGE_CACHE_MAX_ENTRIES,
      keptPreviewSize,
    ),
    slots: new SlotCache(),
  };
}

/**
 * What the procedures share (trpc/context.ts), the worker's scheduled jobs, and the contact writer's connection,
 * which the server ends when it closes.
 */
async function appServicesFor(deps: ServerDeps, cache: SharedCache, slots: SlotCache) {
  const backups = await backupsFor(deps.env, {
    databaseUrl: deps.databaseUrl,
    metadata: deps.orm.getMetadata(),
    storage: deps.storage,
    logger: deps.logger,
  });
  // The daily backup is one of the worker's cron jobs: graphile-worker enqueues each day's run once.
  const jobs = [backupJobs(backups, deps.env)];
  // The contact writer's own connection (it writes one batch at a time), on which its statement is prepared once.
  const leadConnection = new pg.Pool({ connectionString: deps.databaseUrl, max: 1 });
  leadConnection.on('error', (error) =>
    deps.logger.warn({ err: error }, 'the contact writer lost its connection'),
  );
  const services: AppServices = {
    env: deps.env,
    storage: deps.storage,
    cache,
    leads: leadWriterFor(preparedOn(leadConnection), deps.orm.getMetadata(), deps.env),
    backups,
    secrets: secretBoxFor(deps.env.SETTINGS_KEY, deps.sessionSecret),
    slots,
  };
  return { services, jobs, leadConnection };
}

interface FrontDoor {
  app: ReturnType<typeof createApp>['app'];
  logger: Logger;
  securityHeaders: ReturnType<typeof createApp>['securityHeaders'];
  bodyTimeout: number;
  submitContact: ReturnType<typeof contactFastPath>;
  store: ResponseStore;
  pages: PageCache;
}

/**
 * Every request, in order: its target read once (or refused), its log line, its body's time limit, no-store for
 * private answers, then the contact fast path, the response cache, the page cache, and Express last.
 */
function requestHandler({
  app,
  logger,
  securityHeaders,
  bodyTimeout,
  submitContact,
  store,
  pages,
}: FrontDoor) {
  const toExpress = (req: IncomingMessage, res: ServerResponse) => (parsedBody?: unknown) => {
    if (parsedBody !== undefined) Object.assign(req, { body: parsedBody });
    app(req, res);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const origin = originFormOf(req.method, req.url);
    if ('target' in origin) req.url = origin.target;
    const path = pathOf(req.url);
    logRequest(logger, req, res, path);
    if ('problem' in origin) return refuseTarget(req, res, origin.problem, securityHeaders);
    try {
      limitBodyTime(req, res, path, bodyTimeout);
      noStoreForPrivateAnswers(path, res);
      if (submitContact(req, res, toExpress(req, res))) return;
      serveFromCache(store, req, res, () => pages.serve(req, res, () => app(req, res)));
    } catch (error) {
      // A fault in the code that runs before Express answers this request alone; the server goes on.
      answerUnexpectedError(req, res, error);
    }
  };
}

/**
 * The job worker (e-mails, housekeeping, the daily backup) starts once the server listens: nothing it does must be
 * done before the first request, and its start took a noticeable part of a cold start.
 */
function jobWorkerOnceListening(
  server: http.Server,
  deps: ServerDeps,
  jobs: Array<ReturnType<typeof backupJobs>>,
) {
  let worker: Promise<JobWorker | null> | undefined;
  const start = () => {
    worker = import('./services/jobs/worker')
      .then(({ startJobWorker }) => startJobWorker({ ...deps, jobs }))
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'the job worker did not start: e-mails and housekeeping wait');
        return null;
      });
  };
  if (server.listening) start();
  else server.once('listening', start);
  return {
    /** Finishes the jobs being run; nothing to do when the worker never started. */
    stop: async () => {
      await (await worker)?.stop();
    },
  };
}
