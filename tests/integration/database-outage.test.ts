import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedDatabase,
  freePort,
  startEmbeddedPostgres,
} from '../../src/server/db/embedded-postgres';
import { type Orm, openDatabase } from '../../src/server/db/orm';
import { createAdmin, startTestApp } from '../support/app';

/** A PostgreSQL of this file's own, so it can be stopped and started without touching the other tests. */
let directory: string;
let port: number;
let cluster: EmbeddedDatabase;
let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

const contact = { name: 'Outage', email: 'o@example.com', phone: '3105550100', message: 'Still there?' };

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'scb-outage-'));
  port = await freePort();
  cluster = await startEmbeddedPostgres(path.join(directory, 'db'), 'outage', { port, durable: false });
  await cluster.createDatabase('app');
  orm = await openDatabase(cluster.url('app'));
  await createAdmin(orm);
  app = await startTestApp(orm);
  await app.http.login();
});

afterAll(async () => {
  await app.close();
  await orm.close();
  await cluster.stop();
  await rm(directory, { recursive: true, force: true });
});

describe('a PostgreSQL restart', () => {
  it('answers 503 with a retry text while the database is down, then serves again by itself', async () => {
    expect((await app.http.post('/api/contact', contact)).status).toBe(200);
    await cluster.stop();

    const during = await app.http.post('/api/contact', contact);
    expect(during.status).toBe(503);
    expect(during.body.message).toBe('We are briefly unavailable. Please try again in a few seconds.');
    expect(during.headers.get('retry-after')).toBe('5');
    expect((await app.http.get('/api/admin/contact-submissions')).status).toBe(503);
    const preview = await app.http.get('/admin/preview?path=/');
    expect(preview.status).toBe(503);
    expect(preview.body.message).toBe('We are briefly unavailable. Please try again in a few seconds.');
    expect((await app.http.get('/readyz')).status).toBe(503);
    expect((await app.http.get('/healthz')).status).toBe(200);

    cluster = await startEmbeddedPostgres(path.join(directory, 'db'), 'outage', { port, durable: false });
    await expect
      .poll(async () => (await app.http.post('/api/contact', contact)).status, { timeout: 5000 })
      .toBe(200);
    const submissions = (await app.http.get('/api/admin/contact-submissions')).body;
    expect(submissions.length).toBeGreaterThanOrEqual(2);
  });
});
