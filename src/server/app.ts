import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { OpenAPIObject } from 'trpc-to-openapi';
import { MAX_QUERY_BATCH_CALLS } from '../common/batch-limits';
import type { Env } from './env';
import { adminFilesRouter } from './http/admin-files';
import { adminSignInGuard } from './http/admin-guard';
import { apiDocsRouter } from './http/api-docs';
import { backupUploadRouter } from './http/backup-upload';
import { trpcBatchLimit } from './http/batch-limit';
import { bookingFormRouter } from './http/booking-form';
import { calendarFilesRouter } from './http/calendar-files';
import { serveClientFiles } from './http/client';
import { contactFormRouter } from './http/contact-form';
import { contextFactory } from './http/context';
import { builtInImageVariants } from './http/image-variants';
import { boundedJsonBodies } from './http/json-body';
import { LEAD_PHOTO_PATHS, leadPhotoAdminRouter, leadPhotoUploadRouter } from './http/lead-photos';
import { leadReportFilesRouter } from './http/lead-report-files';
import { loginFormRouter } from './http/login-form';
import { objectRouter } from './http/objects';
import { openApiDocument } from './http/openapi-document';
import { ClientFiles } from './http/page-cache/client-files';
import { type KeptPreview, previewRouter } from './http/preview';
import { cacheTargetOf } from './http/response-cache/requests';
import type { ResponseStore } from './http/response-cache/store';
import {
  apiRequestGuard,
  MAX_JSON_BODY_BYTES,
  securityHeaders,
  staticSecurityHeaders,
} from './http/security';
import { seoRouter } from './http/seo';
import { uploadRouter } from './http/uploads';
import { defaultClientDir, sourcePublicDir } from './paths';
import { appRouter } from './routers/_app';
import { ImageVariants } from './services/image-variants/variants';
import { bindRequestLoggers, noteRequestError } from './services/logging';
import { PhotoColourBackfill } from './services/photo-colours';
import { sessionOptions } from './services/session';
import { LocalStorage } from './services/storage/local';
import type { Storage } from './services/storage/storage';
import { PublicPages, pageHandler } from './ssr/page-handler';
import { bundledRenderer, type PageRenderer, viteDevRenderer } from './ssr/renderer';
import { inlineScripts, SPECULATION_RULES_HASH } from './ssr/shell';
import type { AppServices } from './trpc/context';
import { INTERNAL_ERROR_MESSAGE } from './trpc/init';

/**
 * trpc-to-openapi (the REST door and its document) loads at the first request that needs it: with its adapters for
 * other frameworks it is several MB of memory no public page uses (docs/operations.md#memory). The route lookup
 * the response cache and the admin guard need is our own (http/rest-routes.ts).
 */
const loadRestDoor = () => import('trpc-to-openapi');

/** The folders of files (the build's, the built-in photos, stored photos, visitors' photos): never a page. */
const FILE_FOLDERS = ['/assets', '/images', '/objects', LEAD_PHOTO_PATHS.upload];
const NO_SUCH_FILE = 'No such file';

export interface AppDeps {
  orm: MikroORM;
  env: Env;
  storage: Storage;
  sessionSecret: string;
  logger: Logger;
  /** What procedures reach through their context; shared with the server's contact fast path. */
  services: AppServices;
  /** How pages are rendered; by default the SSR bundle beside the built client (Vite's dev server in dev). */
  pageRenderer?: PageRenderer;
  /** Where the live preview keeps its rendered pages (among the server's caches, so writes drop them). */
  previewStore?: ResponseStore<KeptPreview>;
}

/**
 * Express wiring only: every behaviour lives in the procedures, services and http handlers it mounts. Returns the
 * app and what the server's handlers before Express share with it.
 */
export function createApp({
  orm,
  env,
  storage,
  sessionSecret,
  logger,
  services,
  pageRenderer,
  previewStore,
}: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  if (env.trustProxy !== undefined) app.set('trust proxy', env.trustProxy);
  bindRequestLoggers(app.request, logger);
  const clientDir = env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : defaultClientDir;
  const { theme, pageStart } = inlineScripts(clientDir);
  const security = securityHeaders({
    devServer: env.VITE_DEV_SERVER,
    scriptHashes: [theme.hash, pageStart.hash, SPECULATION_RULES_HASH],
  });
  app.use(security);
  // HTML, JSON, JS and CSS travel compressed (brotli when the browser takes it). The reads the response cache
  // stores are never wrapped: it captures raw bytes and sets its headers at the end, after compression would.
  const compress = compression();
  app.use((req, res, next) =>
    cacheTargetOf(req.method, req.url, req.headers) ? next() : compress(req, res, next),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if ((await orm.checkConnection()).ok) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'database unreachable' });
  });

  if (storage instanceof LocalStorage) app.use('/api/uploads', uploadRouter(storage, env.UPLOAD_MAX_BYTES));
  const colours = new PhotoColourBackfill(() => orm.em.fork(), services.cache, logger);
  const imageVariants = new ImageVariants(env.IMAGE_CACHE_MB * 1024 * 1024, logger, (name, bytes) =>
    colours.seen(name, bytes),
  );
  app.use('/objects', objectRouter(storage, imageVariants));
  // `/images/<file>?w=N`; without `w` the built client's static files (or Vite's) answer as before.
  const imagesDir = path.join(env.VITE_DEV_SERVER ? sourcePublicDir : clientDir, 'images');
  app.use('/images', builtInImageVariants(imagesDir, imageVariants));

  const session = sessionOptions(env, sessionSecret);
  // Made at the first request for it, not before `listen`: walking every procedure's schema is start-up time.
  let document: Promise<OpenAPIObject> | undefined;
  app.get('/api/openapi.json', async (_req, res) => {
    // A failed build is not kept: the next request tries again.
    document ??= openApiDocument(session.cookieName).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    res.json(await document);
  });
  app.use('/api/docs', apiDocsRouter());

  const onError = ({ error, req }: { error: { code: string }; req: express.Request }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') noteRequestError(req.res, error);
  };
  // Read from the URL alone, before any body: the size of a batch, then sign-in for every admin call.
  app.use('/trpc', trpcBatchLimit, adminSignInGuard('trpc', orm, session));
  app.use(backupUploadRouter(orm, session, services.backups, env.publicUrl));
  app.use('/api', adminSignInGuard('rest', orm, session));
  app.use(['/api', '/trpc'], apiRequestGuard(env.publicUrl));
  app.use('/trpc', boundedJsonBodies('trpc', MAX_JSON_BODY_BYTES));
  app.use('/api', boundedJsonBodies('rest', MAX_JSON_BODY_BYTES));
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: contextFactory(orm, services, session, 'trpc'),
      onError,
      maxBodySize: MAX_JSON_BODY_BYTES,
      // tRPC's own count, after it decoded the path: the same bound as trpcBatchLimit's, held a second time.
      maxBatchSize: MAX_QUERY_BATCH_CALLS,
    }),
  );
  app.use('/api/admin', adminFilesRouter(orm, session, services.backups));
  app.use(LEAD_PHOTO_PATHS.admin, leadPhotoAdminRouter(orm, session));
  app.use('/api/admin', leadReportFilesRouter(orm, session));
  let restDoor: RequestHandler | undefined;
  app.use('/api', async (req, res, next) => {
    const { createOpenApiExpressMiddleware } = await loadRestDoor();
    restDoor ??= createOpenApiExpressMiddleware({
      router: appRouter,
      createContext: contextFactory(orm, services, session, 'rest'),
      onError,
      maxBodySize: MAX_JSON_BODY_BYTES,
    });
    return restDoor(req, res, next);
  });

  const renderer = pageRenderer ?? (env.VITE_DEV_SERVER ? viteDevRenderer() : bundledRenderer(clientDir));
  app.use(seoRouter(orm, env.publicUrl));
  app.use(contactFormRouter(orm, services, session));
  app.use(bookingFormRouter(orm, services, session));
  app.use(calendarFilesRouter(orm, env.publicUrl));
  app.use(LEAD_PHOTO_PATHS.upload, leadPhotoUploadRouter(orm, env, sessionSecret));
  if (renderer.middleware) app.use(renderer.middleware);
  else serveClientFiles(app, clientDir);
  // A file that is not there is a short 404: no page is drawn for a missing photo or script, and nothing of the
  // server's folders is said.
  app.use(FILE_FOLDERS, (_req, res) => {
    res.status(404).json({ message: NO_SUCH_FILE });
  });
  const pages = new PublicPages(orm, services, renderer);
  app.use(previewRouter(pages, orm, session, env.publicUrl, previewStore));
  app.use(loginFormRouter(orm, services, session, pages));
  app.get('/{*splat}', pageHandler(pages));

  const handleError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
    if (status === 500) noteRequestError(res, error);
    // A system error's message names a path on the server (ENOENT, ENAMETOOLONG): never sent.
    const message =
      status === 500
        ? INTERNAL_ERROR_MESSAGE
        : typeof error?.syscall === 'string'
          ? NO_SUCH_FILE
          : error.message;
    res.status(status).json({ message });
  };
  app.use(handleError);
  return {
    app,
    /** The same renders for the page cache, which answers before Express (server.ts). */
    pages,
    /** The built client's files the page cache leaves to Express (none in development: Vite serves them). */
    clientFiles: renderer.middleware ? null : new ClientFiles(clientDir),
    /** The headers helmet puts on Express's answers, for those the server writes before Express. */
    securityHeaders: staticSecurityHeaders(security),
    /** Which peers' forwarded addresses Express believes, for the contact fast path's throttle. */
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
  };
}
