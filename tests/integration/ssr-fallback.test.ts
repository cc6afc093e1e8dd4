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

it('serves the client-rendered shell when the server render fails, with the route status', async () => {
  const home = await app.http.get('/');
  expect(home.status).toBe(200);
  expect(home.text).toContain('<div id="root"></div>');
  expect(home.text).toContain('/main.tsx');
  expect((await app.http.get('/no/such/page')).status).toBe(404);
});
