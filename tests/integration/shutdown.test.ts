import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPort } from '../support/ports';
import { startServer, waitUntilReady } from '../support/server-process';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'scb-shutdown-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('a graceful shutdown (SIGTERM)', () => {
  it('stops the worker and pools before the embedded PostgreSQL, in a few short lines', async () => {
    const port = String(await serverPort());
    const url = `http://127.0.0.1:${port}`;
    const server = startServer({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await waitUntilReady(url, server);
    // Connections in use: the app's pool, the worker's (its first jobs run at start), the cache listener.
    expect((await fetch(`${url}/api/portfolio`)).status).toBe(200);
    // The worker's start-up job (the stored photos' check) is done: its line would otherwise land among the
    // shutdown's when a busy machine makes it finish during the shutdown (which waits for running jobs).
    await expect
      .poll(() => server.output().includes('stored photos checked for hidden data'), { timeout: 60_000 })
      .toBe(true);
    const before = server.output().length;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const lines = server.output().slice(before).trim().split('\n');
    const messages = lines.map((line) => JSON.parse(line) as { severity: string; msg: string });
    // Before: the embedded cluster stopped on the signal at once, and each worker connection it cut wrote a
    // WARNING of ~10 KB holding the whole `pg` client.
    expect(messages.map(({ severity, msg }) => `${severity} ${msg}`)).toEqual([
      'INFO shutting down',
      'INFO stopped',
    ]);
    for (const line of lines) {
      expect(line.length).toBeLessThan(300);
      expect(line).not.toMatch(/Client|_events|_queryQueue/);
    }
  });
});
