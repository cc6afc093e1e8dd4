import os from 'node:os';

/**
 * The environment variable naming the run's folder for test servers' data (their images and backups): made and
 * removed with the run's PostgreSQL by tests/support/global-setup.ts, so a folder a test leaves behind goes too.
 */
export const TEST_DATA_ROOT = 'SCB_TEST_DATA_ROOT';

/** Where a test server's data folder is made: the run's folder, else the system's (a file run without it). */
export const testDataRoot = () => process.env[TEST_DATA_ROOT] ?? os.tmpdir();
