import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ARGS, findE2eChromium } from './scripts/chromium';

/**
 * Each Playwright worker drives a server of its own (own port, own DATA_DIR, so its own embedded PostgreSQL): the
 * spec files split between workers never see each other's writes, and a worker's specs run one after another as
 * they did on one server. `E2E_WORKERS=1` runs the whole suite on one server.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// Chosen once in the runner; workers inherit them through the environment.
process.env.E2E_FIRST_PORT ??= String(4300 + Math.floor(Math.random() * 600));
if (!process.env.E2E_DATA_ROOT) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'scb-e2e-'));
  process.env.E2E_DATA_ROOT = root;
  // As root the embedded PostgreSQL runs as `postgres`, which must be able to enter the folder to reach its DATA_DIR.
  chmodSync(root, 0o755);
  // The servers' data (a PostgreSQL cluster each, over 100 MB a run) goes when the runner ends, after it has
  // stopped the servers; left behind, a day of runs filled gigabytes of /tmp.
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
}
process.env.E2E_FIRST_PUSH_PORT ??= String(5000 + Math.floor(Math.random() * 600));
const serverOf = (index: number) => ({
  port: Number(process.env.E2E_FIRST_PORT) + index,
  dataDir: path.join(String(process.env.E2E_DATA_ROOT), `server-${index}`),
  /** Where a spec of this worker runs its push-service stand-in (tests/support/push-service.ts); its server may send there. */
  pushPort: Number(process.env.E2E_FIRST_PUSH_PORT) + index,
});
const servers = Array.from({ length: WORKERS }, (_, index) => serverOf(index));
// In a worker process Playwright sets TEST_PARALLEL_INDEX (0 … workers-1) before it loads this file again.
const ownServer = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS);
/** The DATA_DIR of the server this worker drives (backups land in it). */
process.env.E2E_DATA_DIR = ownServer.dataDir;
/** Its port (a spec that must reach it by another host name, `localhost` for passkeys, builds the address). */
process.env.E2E_PORT = String(ownServer.port);
process.env.E2E_PUSH_PORT = String(ownServer.pushPort);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-123' };
export const E2E_CONTACT_RATE_LIMIT = 40;

const baseURL = `http://127.0.0.1:${ownServer.port}`;
/** `npm run test:review`: the screenshot tests (`@review`) and the tests that take screenshots besides (`@looks`). */
const REVIEW = process.env.SCB_REVIEW === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  ...(REVIEW ? { grep: /@review|@looks/ } : { grepInvert: /@review/ }),
  // Separate runs (parallel builds, helpers) can keep their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: WORKERS,
  // One retry: a test that fails twice fails the run; one that passes on retry is reported as flaky by name
  // (list reporter) and in the summary line of scripts/test-all.ts, to be fixed, not ignored.
  retries: 1,
  // Safety nets, not speed checks: the e2e tests share the two cores with Vitest (scripts/test-all.ts), and with a
  // second test run beside this one the panel took over 60 s to draw and the longest journeys passed two minutes
  // (docs/measurements/2026-12-05-tests-beside-a-second-run.md). One net for every test, so none is set lower.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    // A trace records a screencast of every action: about 40% of the suite's CPU time (docs/testing.md). Only a
    // retried test records one, so a failure that repeats still comes with its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findE2eChromium(), args: E2E_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: servers.map(({ port, dataDir, pushPort }) => ({
    // The compiled server (npm run build), as production runs it.
    command: 'node --enable-source-maps dist/server/index.js',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_FSYNC: 'off',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every spec posts contact requests from 127.0.0.1: the throttle test uses X-Forwarded-For addresses of its
      // own (trusted from loopback, as behind a proxy) and this suite-wide limit.
      TRUST_PROXY: 'loopback',
      CONTACT_RATE_LIMIT: String(E2E_CONTACT_RATE_LIMIT),
      PUSH_SERVICE_HOSTS: `127.0.0.1:${pushPort}`,
      // The mail stand-in (admin-alerts.spec.ts) listens on loopback, which the panel's setting refuses otherwise.
      SMTP_ALLOWED_HOSTS: '127.0.0.1',
      ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    },
  })),
});
