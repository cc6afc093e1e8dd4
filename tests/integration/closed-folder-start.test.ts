import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverPort } from '../support/ports';
import { startServer, waitUntilReady } from '../support/server-process';

const isRoot = process.getuid?.() === 0;

/**
 * As root (containers, CI) the embedded PostgreSQL runs as the `postgres` user. A folder made by `mktemp -d` is
 * closed to every other user (0700), as /root is: the server used to die there with `spawn initdb EACCES` and a
 * stack trace.
 */
describe.runIf(isRoot)('starting as root in a folder other users cannot enter', () => {
  const folders: string[] = [];
  const closedFolder = () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'scb-closed-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('stops at once with one line saying which folder and what to do', async () => {
    const closed = closedFolder();
    expect(statSync(closed).mode & 0o777).toBe(0o700);
    const dataDir = path.join(closed, 'site-data');
    const server = startServer({ DATA_DIR: dataDir, PORT: String(await serverPort()) });
    expect(await server.exited).toBe(1);
    const stderr = server.stderr();
    expect(stderr.trim().split('\n')).toEqual([
      `Could not start: the embedded PostgreSQL runs as the "postgres" user when the server runs as root, and that user cannot enter ${closed} to reach its data in ${dataDir}/postgres. Set DATA_DIR to a folder others can enter (such as /var/lib/site), allow it with "chmod o+x ${closed}", run as another user, or set DATABASE_URL to a PostgreSQL of your own`,
    ]);
    expect(server.output()).not.toMatch(/EACCES|\n\s+at /);
  });

  it('starts when DATA_DIR is such a folder itself: the server opens that one folder for the postgres user', async () => {
    const dataDir = closedFolder();
    const port = await serverPort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await waitUntilReady(`http://127.0.0.1:${port}`, server);
      expect(statSync(dataDir).mode & 0o777).toBe(0o711);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
