import path from 'node:path';
import type { Logger } from 'pino';
import { bootstrapDatabase } from './db/bootstrap';
import { resolveDatabase } from './db/connect';
import type { EmbeddedDatabase } from './db/embedded-postgres';
import { type Orm, openDatabase } from './db/orm';
import { loadLocalSecrets } from './db/secrets';
import type { EarlyListener } from './early-listener';
import { ConfigError, configurationWarnings, loadEnv } from './env';
import { DEFAULT_PORT } from './env-defaults';
import { defaultClientDir } from './paths';
import { createServer } from './server';
import { createStorage } from './services/storage/create';
import { preloadSsrBundle } from './ssr/renderer';

let logger: Logger;
let closeServer: (() => Promise<void>) | undefined;
let orm: Orm | undefined;
let embedded: EmbeddedDatabase | null = null;

async function main(early: EarlyListener | null) {
  const env = loadEnv();
  for (const warning of configurationWarnings(env)) logger.warn(warning);
  if (!env.VITE_DEV_SERVER)
    preloadSsrBundle(env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : defaultClientDir);
  const sessionSecret = env.SESSION_SECRET ?? (await loadLocalSecrets(env.dataDir)).sessionSecret;
  const database = await resolveDatabase(env);
  embedded = database.embedded;
  const storage = await createStorage(env, sessionSecret);
  orm = await openDatabase(database.url, (opened) => bootstrapDatabase(opened, env, storage, logger));
  const created = await createServer({
    orm,
    env,
    storage,
    sessionSecret,
    logger,
    databaseUrl: database.url,
    early,
  });
  closeServer = created.close;
  if (!created.server.listening)
    await new Promise<void>((resolve, reject) => {
      created.server.once('error', reject);
      created.server.listen(env.PORT, env.HOST, () => resolve());
    });
  const address = created.server.address();
  const port = address && typeof address === 'object' ? address.port : env.PORT;
  logger.info(
    {
      url: `http://${env.HOST}:${port}`,
      database: embedded ? 'embedded' : 'DATABASE_URL',
      ...(early ? { keptPages: true } : {}),
    },
    'listening',
  );
}

let stopping = false;
async function shutdown(exitCode: number) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(exitCode || 1), 10_000);
  force.unref();
  logger.info('shutting down');
  // In this order: requests and jobs end, then the pools that serve them, and PostgreSQL last.
  await closeServer?.().catch((error: unknown) =>
    logger.warn({ err: error }, 'the server did not stop cleanly'),
  );
  await orm?.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  logger.info('stopped');
  process.exit(exitCode);
}

function describeStartError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'EADDRINUSE')
    return `Port ${process.env.PORT ?? DEFAULT_PORT} is already in use; set PORT to a free one`;
  if (code === 'EACCES') return `No permission to listen on port ${process.env.PORT ?? DEFAULT_PORT}`;
  if (error instanceof ConfigError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The shutdown above is the only one. embedded-postgres installs its own SIGINT/SIGTERM/SIGHUP handlers on import
 * (async-exit-hook) that stop its cluster at once, while the worker and pools still use it: every open connection
 * then logged a warning and graphile-worker lost jobs mid-run. Its `exit` hook stays, so the cluster still stops
 * if the process ends any other way.
 */
export function run(appLogger: Logger, early: EarlyListener | null) {
  logger = appLogger;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0));
  }
  main(early).catch(async (error: unknown) => {
    process.stderr.write(`Could not start: ${describeStartError(error)}\n`);
    logger.debug({ err: error }, 'start-up failure');
    await shutdown(1);
  });
}
