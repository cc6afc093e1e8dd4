import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  const failingRender = async () => {
    throw new Error('a component broke on the server');
  };
  app = await startTestApp(
    orm,
    {},
    { pageRenderer: bundledRenderer(path.resolve('src/client'), failingRender) },
  );
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

it('answers a page the server cannot render with a 500 and a short page that says so', async () => {
  for (const url of ['/', '/no/such/page']) {
    const result = await app.http.get(url);
    expect(result.status, url).toBe(500);
    expect(result.text, url).toContain('This page could not be shown right now');
  }
});
