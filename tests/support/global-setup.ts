import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One real PostgreSQL for the whole run; every test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'scb-test-pg-'));
  const cluster = await startEmbeddedPostgres(path.join(directory, 'db'), 'test-password');
  project.provide('postgresUrl', cluster.url('postgres'));
  return async () => {
    await cluster.stop();
    await rm(directory, { recursive: true, force: true });
  };
}
