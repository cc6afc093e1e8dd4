import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../src/server/db/demo/projects';
import { DEMO_SECTIONS } from '../../src/server/db/demo/sections';
import { DEMO_TESTIMONIALS } from '../../src/server/db/demo/testimonials';
import { createEmptyDatabase } from '../support/database';
import { serverPort } from '../support/ports';
import { type ServerProcess, startServer, waitUntilReady } from '../support/server-process';

let dataDir: string;
let databaseUrl: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'scb-concurrent-'));
  databaseUrl = await createEmptyDatabase();
});
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await server.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function countRows(table: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as count from ${table}`);
    return rows[0].count;
  } finally {
    await client.end();
  }
}

describe('several instances started at once on one empty database (a Cloud Run deploy)', () => {
  it('all serve; migrations, the administrator and the demo content are done exactly once', async () => {
    const ports = [String(await serverPort()), String(await serverPort())];
    // Shared like a Cloud Run service's instances share them: one database, one object store, one secret.
    const shared = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      ADMIN_USERNAME: 'owner',
    };
    for (const port of ports) servers.push(startServer({ ...shared, PORT: port }));
    await Promise.all(
      servers.map((server, index) => waitUntilReady(`http://127.0.0.1:${ports[index]}`, server)),
    );

    const printed = servers.flatMap((server) => server.output().match(/password: \S+/g) ?? []);
    expect(printed).toHaveLength(1);
    expect(await countRows('users')).toBe(1);
    expect(await countRows('portfolio_projects')).toBe(DEMO_PROJECTS.length);
    expect(await countRows('testimonials')).toBe(DEMO_TESTIMONIALS.length);
    expect(await countRows('page_sections')).toBe(DEMO_SECTIONS.length);
    for (const port of ports) {
      const response = await fetch(`http://127.0.0.1:${port}/api/portfolio`);
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(DEMO_PROJECTS.length);
    }
  });
});
