import { defineConfig } from 'vitest/config';

// The tests run the app's code as production does: React and the libraries beside it take their production builds
// (React's development build spent about a sixth of a page-rendering file's CPU building a stack trace for every
// element, docs/testing.md), and Vite compiles JSX for that build. Set here, before Vite reads it, so the workers
// inherit it. The server's own settings are the test's: `loadEnv({ NODE_ENV: 'test', ... })` in tests/support/app.ts.
process.env.NODE_ENV = 'production';

export default defineConfig({
  test: {
    // Two files at a time on the two cores here (Vitest's default is one fewer than the cores): most of an
    // integration file's time is spent waiting on PostgreSQL and HTTP, not on the CPU.
    maxWorkers: 2,
    // A worker evaluates the server's modules once for all the files it runs, not once per file: that evaluation
    // was about a fifth of the integration layer's time (docs/testing.md). Our modules keep their state in what
    // createServer makes, not at module level, so files do not see each other.
    isolate: false,
    // A larger young generation for the workers: the integration files allocate fast (the hostile-input rounds send
    // texts of 300,000 characters ten thousand times) and spent a tenth of their time in the scavenger; this takes
    // about 6% off their CPU time (docs/testing.md). The memory is a test run's, not the server's.
    // AsyncLocalStorage (MikroORM's request context, the request logger) kept in V8's async context frame instead
    // of promise hooks on every promise: Node 24's default, about 7% off a hostile round's CPU (docs/testing.md).
    execArgv: ['--max-semi-space-size=32', '--experimental-async-context-frame'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // A safety net: beside the e2e layer a unit test once passed the default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        // The environment the code is built, installed and tested in, not the code: the lock file, the Dockerfile,
        // the committed font files, the browser flags against the installed Playwright. `npm test` runs them as a
        // step of their own after the unit and integration tests (scripts/test-all.ts).
        test: {
          name: 'checks',
          include: ['tests/checks/**/*.test.ts'],
          environment: 'node',
          // They run commands (npm ci --dry-run, the font subsetter).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Every server and command a test starts runs a throwaway embedded PostgreSQL.
          env: { EMBEDDED_POSTGRES_FSYNC: 'off' },
          // A safety net, not a speed check: the e2e tests run beside Vitest on the same two cores, and with a
          // second test run beside this one the passkey flood, about 15 s on its own, passed four minutes
          // (docs/measurements/2026-12-05-tests-beside-a-second-run.md). The longest tests have a wider net of
          // their own (tests/support/nets.ts).
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
