import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Env } from './env';
import { contactFastPath } from './http/contact-fast-path';
import { serveFromCache } from './http/response-cache/middleware';
import { ResponseStore } from './http/response-cache/store';
import { STATIC_SECURITY_HEADERS } from './http/security';
import { startLeadNotifier } from './services/leads/notifier';
import { SharedCache } from './services/shared-cache';
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
}

const CACHE_MAX_BYTES = 32 * 1024 * 1024;
const CACHE_MAX_ENTRIES = 2000;

/**
 * The HTTP server: cached public reads and plain contact requests are answered before Express runs at all
 * (that is where most of the per-request cost is); everything else goes to the Express app.
 */
export async function createServer(deps: ServerDeps) {
  const store = new ResponseStore(CACHE_MAX_BYTES, CACHE_MAX_ENTRIES);
  const cache = new SharedCache(store, deps.databaseUrl, deps.logger, (channel, payload) =>
    deps.orm.em.getConnection().execute('select pg_notify(?, ?)', [channel, payload]),
  );
  await cache.start();
  const notifier = await startLeadNotifier(deps.env, deps.databaseUrl, deps.logger);
  const services: AppServices = {
    env: deps.env,
    storage: deps.storage,
    cache,
    notifications: notifier,
    leads: leadWriterFor(() => deps.orm.em.getConnection(), deps.env),
  };
  const app = createApp({ ...deps, services });
  const submitContact = contactFastPath({
    orm: deps.orm,
    services,
    logger: deps.logger,
    trustProxy: app.get('trust proxy fn'),
    securityHeaders: app.get(STATIC_SECURITY_HEADERS),
  });
  const toExpress = (req: IncomingMessage, res: ServerResponse) => (parsedBody?: unknown) => {
    if (parsedBody !== undefined) Object.assign(req, { body: parsedBody });
    app(req, res);
  };
  const server = http.createServer((req, res) => {
    if (submitContact(req, res, toExpress(req, res))) return;
    serveFromCache(store, req, res, () => app(req, res));
  });
  return {
    server,
    store,
    /** Stops accepting, lets in-flight requests finish, then finishes the e-mails being sent. */
    close: async () => {
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await notifier.stop();
      await cache.stop();
    },
  };
}
