import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { openDatabase } from '../../src/server/db/orm';
import { buildCompiledCopy } from './compiled-server';
import { TEST_DATA_ROOT } from './test-data-root';

const MIGRATED_TEMPLATE = 'migrated_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A database migrated once for the run: each test file's database is a copy of it. */
    migratedTemplate: string;
    /** The compiled copy of the server and its commands (compiled-server.ts), for the tests that start them. */
    compiledRoot: string;
  }
}

/**
 * One real PostgreSQL for the whole run; every test file makes its own database in it, copied from one that was
 * migrated here once (copying a database is far cheaper than running every migration again).
 */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'scb-test-pg-'));
  // Test servers' data folders go inside it, and so with it however a test ends; the workers, started after this,
  // inherit the variable.
  process.env[TEST_DATA_ROOT] = path.join(directory, 'data');
  await mkdir(process.env[TEST_DATA_ROOT], { recursive: true });
  // esbuild compiles in a process of its own while PostgreSQL starts and migrates.
  const compiledRoot = path.join(directory, 'compiled');
  const compiled = buildCompiledCopy(compiledRoot);
  const cluster = await startEmbeddedPostgres(path.join(directory, 'db'), 'test-password', {
    durable: false,
  });
  project.provide('postgresUrl', cluster.url('postgres'));
  await cluster.createDatabase(MIGRATED_TEMPLATE);
  const orm = await openDatabase(cluster.url(MIGRATED_TEMPLATE));
  await orm.close();
  project.provide('migratedTemplate', MIGRATED_TEMPLATE);
  await compiled;
  project.provide('compiledRoot', compiledRoot);
  return async () => {
    await cluster.stop();
    await rm(directory, { recursive: true, force: true });
  };
}
