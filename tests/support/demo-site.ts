import path from 'node:path';
import { render } from '../../src/client/entry-server';
import { seedDemoContent } from '../../src/server/db/seed';
import { bundledRenderer } from '../../src/server/ssr/renderer';
import { createAdmin, startTestApp } from './app';
import { createTestDatabase } from './database';

/** Public pages rendered from the source, as the build's server bundle renders them (no build needed). */
export const sourceRenderer = () => bundledRenderer(path.resolve('src/client'), render);

/** A site as `npm start` makes it on an empty database: the administrator, the demo content, rendered pages. */
export async function startDemoSite(overrides: Record<string, string> = {}) {
  const { orm } = await createTestDatabase();
  await createAdmin(orm);
  const app = await startTestApp(orm, overrides, { pageRenderer: sourceRenderer() });
  await seedDemoContent(orm.em.fork(), app.storage);
  return { orm, app };
}

/** One request, redirects not followed: the status, where it points and the text. */
export async function visitOnce(baseUrl: string, path: string) {
  const response = await fetch(baseUrl + path, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}
