import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import type { Context } from '../../src/server/trpc/context';
import { INTERNAL_ERROR_MESSAGE, t } from '../../src/server/trpc/init';

const router = t.router({
  broken: t.procedure.query(() => {
    throw new Error('relation "users" does not exist at character 15');
  }),
  refused: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Project 7 not found' });
  }),
});

/** One call through tRPC's own fetch adapter, with the app's error formatter. */
async function call(path: string) {
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${path}`),
    router,
    createContext: () => ({}) as Context,
  });
  return { status: response.status, text: await response.text() };
}

describe("the callers' view of a failure", () => {
  it('tells them something went wrong on our side, and not what the database or a library said', async () => {
    const broken = await call('broken');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain(INTERNAL_ERROR_MESSAGE);
    expect(broken.text).not.toContain('relation');
  });

  it('keeps the message of an error meant for them', async () => {
    const refused = await call('refused');
    expect(refused.status).toBe(404);
    expect(refused.text).toContain('Project 7 not found');
  });
});
