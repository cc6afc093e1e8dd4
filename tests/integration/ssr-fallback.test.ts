import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderPage, render } from '../../src/client/entry-server';
import type { Orm } from '../../src/server/db/orm';
import { createLogger } from '../../src/server/services/logging';
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

describe('a page showing a read its route does not declare', () => {
  let readingApp: Awaited<ReturnType<typeof startTestApp>>;
  const logged: string[] = [];
  beforeAll(async () => {
    // The real render, plus one component-style read that no route declares: on the server it stays pending.
    const renderWithUndeclaredRead: RenderPage = async (input) => {
      input.queryClient.getQueryCache().build(input.queryClient, {
        queryKey: [['public', 'testimonials', 'list'], { type: 'query' }],
      });
      return render(input);
    };
    readingApp = await startTestApp(
      orm,
      {},
      {
        pageRenderer: bundledRenderer(path.resolve('src/client'), renderWithUndeclaredRead),
        logger: createLogger('error', { write: (line: string) => void logged.push(line) }),
      },
    );
  });
  afterAll(() => readingApp.close());

  it('is a 503 naming the read in the log, never a page with a skeleton that stays', async () => {
    const result = await readingApp.http.get('/about');
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toBe('5');
    expect(result.text).toContain('This page could not be shown right now');
    expect(logged.join('\n')).toContain('public.testimonials.list, which its route does not declare');
  });
});
