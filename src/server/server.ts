import http from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Env } from './env';
import { serveFromCache } from './http/response-cache/middleware';
import { ResponseStore } from './http/response-cache/store';
import { SharedCache } from './services/shared-cache';
import type { Storage } from './services/storage/storage';
import type { PageRenderer } from './ssr/renderer';

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
 * The HTTP server: cached public reads are answered before Express runs at all (that is where most of the
 * per-request cost is); everything else goes to the Express app.
 */
export async function createServer(deps: ServerDeps) {
  const store = new ResponseStore(CACHE_MAX_BYTES, CACHE_MAX_ENTRIES);
  const cache = new SharedCache(store, deps.databaseUrl, deps.logger, (channel, payload) =>
    deps.orm.em.getConnection().execute('select pg_notify(?, ?)', [channel, payload]),
  );
  await cache.start();
  const app = createApp({ ...deps, cache });
  const server = http.createServer((req, res) => serveFromCache(store, req, res, () => app(req, res)));
  return {
    server,
    store,
    close: async () => {
      await cache.stop();
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
