import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ARGS, findChromium } from './scripts/chromium';

// Chosen once in the runner; workers inherit them through the environment.
process.env.E2E_PORT ??= String(4300 + Math.floor(Math.random() * 600));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'scb-e2e-'));
/** Where the alerts spec runs its push-service stand-in (tests/support/push-service.ts); the server may send there. */
process.env.E2E_PUSH_PORT ??= String(5000 + Math.floor(Math.random() * 600));
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-123' };
export const E2E_CONTACT_RATE_LIMIT = 40;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** `npm run test:review`: the screenshot tests (`@review`) and the tests that take screenshots besides (`@looks`). */
const REVIEW = process.env.SCB_REVIEW === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  ...(REVIEW ? { grep: /@review|@looks/ } : { grepInvert: /@review/ }),
  // Separate runs (parallel builds, helpers) can keep their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails twice fails the run; one that passes on retry is reported as flaky by name
  // (list reporter) and in the summary line of scripts/test-all.ts, to be fixed, not ignored.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: E2E_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx src/server/index.ts',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every spec posts contact requests from 127.0.0.1: the throttle test uses X-Forwarded-For addresses of its
      // own (trusted from loopback, as behind a proxy) and this suite-wide limit.
      TRUST_PROXY: 'loopback',
      CONTACT_RATE_LIMIT: String(E2E_CONTACT_RATE_LIMIT),
      PUSH_SERVICE_HOSTS: `127.0.0.1:${process.env.E2E_PUSH_PORT}`,
      ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    },
  },
});
