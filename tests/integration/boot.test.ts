import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/app';
import { serverPort } from '../support/ports';
import { startServer, waitUntilReady } from '../support/server-process';

/** The server's JSON log lines (other output, such as Node's own warnings, is left out). */
const logLinesOf = (output: string): Array<{ level: number; msg: string }> =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'scb-boot-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('boots on an empty DATA_DIR, seeds demo content, prints a generated password once, keeps data across restarts', async () => {
    const port = String(await serverPort());
    const url = `http://127.0.0.1:${port}`;
    const first = startServer({ PORT: port, DATA_DIR: dataDir, ADMIN_USERNAME: 'owner' });
    await waitUntilReady(url, first);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    const client = new HttpClient(url);
    expect((await client.get('/api/portfolio')).body.length).toBeGreaterThanOrEqual(8);
    const testimonials = (await client.get('/api/testimonials')).body;
    expect(testimonials).toHaveLength(6);
    expect(testimonials.filter((t: { featured: boolean }) => t.featured)).toHaveLength(3);
    const [project] = (await client.get('/api/portfolio')).body;
    const image = await fetch(url + project.imageUrls[0]);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    await client.login({ username: 'owner', password: password as string });
    await client.post('/api/contact', {
      name: 'Kept',
      email: 'k@example.com',
      phone: '3105550100',
      message: 'Hi',
    });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ PORT: port, DATA_DIR: dataDir, ADMIN_USERNAME: 'owner' });
    await waitUntilReady(url, second);
    expect(second.output()).not.toContain('password:');
    const again = new HttpClient(url);
    await again.login({ username: 'owner', password: password as string });
    const submissions = (await again.get('/api/admin/contact-submissions')).body;
    expect(submissions.map((s: { name: string }) => s.name)).toEqual(['Kept']);
    expect((await again.get('/api/portfolio')).body.length).toBe(
      (await client.get('/api/portfolio')).body.length,
    );
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    // What a restart warns the operator of (LOG_LEVEL is warn here): only the mail server not being set up yet.
    const warnings = logLinesOf(second.output()).filter((line) => line.level >= 40);
    expect(warnings.map((line) => line.msg)).toEqual([expect.stringMatching(/^New-lead e-mails are off/)]);
    // Nor does Node warn of a library used as its next major version will refuse (two queries at once on one
    // PostgreSQL connection, which pg deprecates).
    expect(first.stderr() + second.stderr()).not.toContain('DeprecationWarning');
  });

  it('exits non-zero with one readable line when the configuration is invalid', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/Could not start: Invalid configuration: PORT/);
  });

  it('exits non-zero saying so when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = String((blocker.address() as net.AddressInfo).port);
    const server = startServer({ PORT: port, DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Port ${port} is already in use`);
    blocker.close();
  });
});
