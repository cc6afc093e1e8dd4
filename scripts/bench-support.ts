import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/db/embedded-postgres';
import type { LoadOptions, LoadReport } from './load-client';
import { serveCommand } from './serve-command';

/**
 * `npm run serve`'s node arguments and environment (the compiled server, with the flags and malloc settings
 * production runs it with: the same in the Dockerfile), so the benchmarks measure what is deployed. Needs
 * `npm run build` first.
 */
export function compiledServer(): { args: string[]; env: Record<string, string> } {
  const serve = serveCommand();
  const entry = serve.args.at(-1) ?? '';
  if (!existsSync(entry)) throw new Error(`Build first: npm run build (${entry} is missing)`);
  return serve;
}

/**
 * The environment of the compiled server restarted against a PostgreSQL that already holds the site (as Cloud SQL
 * does): `npm run serve`'s own, production mode, and PUBLIC_URL set as in production (without it the pages name
 * the port, which each restart here changes, and no kept page would be sent: docs/operations.md#cold-start).
 */
export function restartEnvironment(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...compiledServer().env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-session-secret-0123456789-abcdef',
    ADMIN_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://bench.example',
  };
}

/**
 * Starts the real app (built client, embedded PostgreSQL, demo content) on a free port in a fresh DATA_DIR,
 * trusting X-Forwarded-For from loopback (the load generator plays many visitors behind a proxy).
 */
export async function startApp(
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; dataDir: string; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scb-bench-'));
  const server = compiledServer();
  const child = spawn(process.execPath, server.args, {
    // APP_LOG=1 shows the app's own log lines (pino writes to stdout).
    stdio: ['ignore', process.env.APP_LOG ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...server.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-session-secret-0123456789-abcdef',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child);
  return { url, dataDir, child, stop: () => stopChild(child) };
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The load generator in its own process (scripts/load-client.ts), so it does not steal the measured CPU;
 * asynchronous, so the caller can act meanwhile (the load test restarts the database mid-run).
 */
export function runLoad(options: LoadOptions): Promise<LoadReport> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/load-client.ts', JSON.stringify(options)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadReport)
        : reject(new Error(`the load generator exited with ${code}`)),
    ),
  );
}
