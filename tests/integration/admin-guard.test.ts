import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { appRouter } from '../../src/server/routers/_app';
import { callerFor, startTestApp, testServices } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm);
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

type AnyProcedure = { _def: { meta?: { openapi?: { method: string; path: string } } } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);
const adminProcedures = procedures.filter(([path]) => path.startsWith('admin.'));

describe('every admin procedure refuses anonymous callers', () => {
  it('finds the admin procedures', () => {
    expect(adminProcedures.length).toBeGreaterThanOrEqual(15);
  });

  it.each(adminProcedures.map(([path]) => path))('%s through createCaller', async (path) => {
    const caller = (await callerFor(orm, await testServices())) as unknown as Record<string, unknown>;
    const procedure = path.split('.').reduce<any>((node, key) => node[key], caller);
    const error = await procedure({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
  });

  it.each(adminProcedures.map(([path, procedure]) => [path, procedure._def.meta?.openapi] as const))(
    '%s through its REST path',
    async (_path, openapi) => {
      expect(openapi).toBeDefined();
      const url = `/api${openapi?.path.replace(/\{\w+\}/g, (name) => (name === '{pageId}' ? 'about' : name === '{key}' ? 'hero_title' : '1'))}`;
      const hasBody = openapi?.method !== 'GET' && openapi?.method !== 'DELETE';
      const result = await app.http.request(openapi?.method ?? 'GET', url, hasBody ? {} : undefined);
      expect(result.status).toBe(401);
    },
  );
});
