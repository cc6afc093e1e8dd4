import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { DEFAULT_HOST, DEFAULT_PORT } from './env-defaults';
import { connectionLimitsFor } from './http/connection-limits';
import { KeptPages, type RunSql, siteIdentity, sqlOn } from './http/page-cache/kept-pages';
import { pageCodingFor, sendPage } from './http/page-cache/send-page';
import { defaultClientDir, projectRoot, serverBuildDir } from './paths';
import { logRequest, noteArrival } from './services/logging';
import { INLINE_SCRIPT_FILES } from './ssr/shell';

export interface EarlyListener {
  /** Listening already; the app takes it over (server.ts). */
  server: http.Server;
  /** This build and configuration (kept-pages.ts): the app keeps its renders under it. */
  site: string;
  /**
   * Settles once the first request was answered or set waiting (or after a short while without one): loading
   * the app holds the event loop for most of a second, so it starts only then.
   */
  firstRequest: Promise<void>;
  /** From now on every request goes to `handler`, the ones that waited first, in their order. */
  handOver(handler: RequestListener): void;
}

/** The files that name this build (kept-pages.ts, siteIdentity). */
function buildFiles(env: NodeJS.ProcessEnv): string[] {
  const clientDir = env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : defaultClientDir;
  return [
    // The packages the server runs with (a dependency upgrade changes no file of the build).
    path.join(projectRoot, 'package-lock.json'),
    path.join(serverBuildDir, 'index.js'),
    path.join(clientDir, 'index.html'),
    path.join(clientDir, '.ssr', 'entry-server.js'),
    // Inlined into every page at start-up, and allowed by their hashes.
    ...Object.values(INLINE_SCRIPT_FILES).map((file) => path.join(clientDir, file)),
  ];
}

/** How long a kept page is looked for in a database slow to answer, before its request waits for the app. */
const DATABASE_WAIT_MS = 1000;

/** How long a restart waits for the request that woke it before loading the app anyway. */
const FIRST_REQUEST_GRACE_MS = 100;

/**
 * Listens before the app has loaded (a restart on a host that scales to zero: the request that woke the instance is
 * already waiting), and answers what it can without the app: a GET or HEAD of a public page at its canonical
 * address, from the copy the previous process kept in PostgreSQL, while nothing on the site has changed since
 * (http/page-cache/kept-pages.ts). Every other request waits, untouched, until the app takes the server over.
 * Only for the compiled server on DATABASE_URL: with the embedded PostgreSQL nothing can be read before it starts.
 */
export async function listenEarly(
  env: NodeJS.ProcessEnv,
  logger: Logger,
  identityFiles = buildFiles(env),
): Promise<EarlyListener | null> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (!databaseUrl) return null;
  const site = await siteIdentity(identityFiles, env).catch(() => null);
  if (!site) return null;
  let client: pg.Client;
  try {
    client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: DATABASE_WAIT_MS,
      query_timeout: DATABASE_WAIT_MS,
    });
  } catch {
    // A DATABASE_URL pg cannot read: the app's own start says what is wrong with it.
    return null;
  }
  // A database that does not answer leaves every request to the app, which says what is wrong.
  client.on('error', () => undefined);
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const onClient = sqlOn(client);
  // One query at a time on the one client (pg is to refuse overlapping ones).
  let queue: Promise<unknown> = connected;
  const runSql: RunSql = (sql, params) => {
    const run = queue.then(async () => ((await connected) ? onClient(sql, params) : []));
    queue = run.catch(() => undefined);
    return run;
  };
  const kept = new KeptPages(runSql, site);

  let handler: RequestListener | null = null;
  let firstRequestDone: () => void = () => undefined;
  const firstRequest = new Promise<void>((resolve) => {
    firstRequestDone = resolve;
    setTimeout(resolve, FIRST_REQUEST_GRACE_MS).unref();
  });
  /** Requests for the app, in their order: waiting for it, or looked up in the kept pages meanwhile. */
  const waiting = new Set<[IncomingMessage, ServerResponse]>();
  /** Leaves a request to the app: now if it has taken over, else when it does (it stays in `waiting`). */
  const toApp = (request: [IncomingMessage, ServerResponse]) => {
    firstRequestDone();
    if (handler && waiting.delete(request)) handler(...request);
  };

  // The app sets the limits its configuration asks for when it takes the server over (server.ts).
  const server = http.createServer(connectionLimitsFor(0), (req, res) => {
    if (handler) return handler(req, res);
    noteArrival(req);
    const request: [IncomingMessage, ServerResponse] = [req, res];
    waiting.add(request);
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/')) return toApp(request);
    const coding = pageCodingFor(req);
    kept
      .find(url, coding)
      .then((page) => {
        if (!page) return toApp(request);
        // Found after the app took over: the request went to the app with the others, which answers it.
        if (!waiting.has(request)) return;
        sendPage(req, res, page, coding, page.headers);
        waiting.delete(request);
        logRequest(logger, req, res, url.split('?')[0] ?? url);
        firstRequestDone();
      })
      .catch(() => {
        // A kept row this answer cannot carry (a header Node refuses): the app answers, if nothing was sent yet.
        if (!res.headersSent) {
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          return toApp(request);
        }
        waiting.delete(request);
        res.destroy();
      });
  });
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  const listening = await new Promise<boolean>((resolve) => {
    const failed = () => resolve(false);
    server.once('error', failed);
    try {
      server.listen(port, env.HOST || DEFAULT_HOST, () => {
        server.off('error', failed);
        resolve(true);
      });
    } catch {
      // A PORT Node refuses: the app's own start says so in the words of its configuration errors.
      failed();
    }
  });
  if (!listening) {
    // The app's own start says why (a port in use, no permission) in the words its errors use.
    void client.end().catch(() => undefined);
    return null;
  }
  return {
    server,
    site,
    firstRequest,
    handOver(next) {
      handler = next;
      for (const request of [...waiting]) toApp(request);
      void client.end().catch(() => undefined);
    },
  };
}
