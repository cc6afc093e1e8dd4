import { readdirSync, readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Conflict, InvalidInput, NotFound, TooMany } from '../../src/server/services/errors';
import type { Context } from '../../src/server/trpc/context';
import { publicProcedure, router } from '../../src/server/trpc/procedures';

/** What a procedure answered: its status, its error's message and data, and its Retry-After. */
interface Answer {
  status: number;
  message: string;
  data: { code: string; fieldErrors?: Array<{ path: string; message: string }> };
  retryAfter: unknown;
}

const routes = router({
  missing: publicProcedure.query(() => {
    throw new NotFound('Project 7 does not exist');
  }),
  clash: publicProcedure.mutation(() => {
    throw new Conflict('This item is in the Trash: restore it from the Trash first');
  }),
  badField: publicProcedure.mutation(() => {
    throw InvalidInput.field('metadata', 'Metadata must be a JSON object');
  }),
  schema: publicProcedure.input(z.object({ metadata: z.string() })).mutation(() => 'taken'),
  busy: publicProcedure.mutation(() => {
    throw new TooMany('Too many sign-ins at this moment. Try again in a few seconds.', 5);
  }),
});

/** One call through tRPC's own fetch adapter and the app's procedures, with a real (unsent) Node response. */
async function call(name: string, input?: unknown): Promise<Answer> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  const isQuery = name === 'missing';
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${name}`, {
      method: isQuery ? 'GET' : 'POST',
      headers: isQuery ? {} : { 'content-type': 'application/json' },
      body: isQuery ? undefined : JSON.stringify(superjson.serialize(input)),
    }),
    router: routes,
    createContext: () => ({ res }) as unknown as Context,
  });
  const { error } = (await response.json()) as { error: { json: Omit<Answer, 'status' | 'retryAfter'> } };
  return { status: response.status, ...error.json, retryAfter: res.getHeader('retry-after') };
}

describe('domain errors, mapped in one place', () => {
  it('answers NotFound with 404 and Conflict with 409, their messages kept', async () => {
    expect(await call('missing')).toMatchObject({ status: 404, message: 'Project 7 does not exist' });
    expect(await call('clash')).toMatchObject({
      status: 409,
      message: 'This item is in the Trash: restore it from the Trash first',
    });
  });

  it('answers InvalidInput as a schema refusal is answered: 400, the field named in the message and the data', async () => {
    const thrown = await call('badField');
    expect(thrown).toMatchObject({
      status: 400,
      message: 'metadata: Metadata must be a JSON object',
      data: {
        code: 'BAD_REQUEST',
        fieldErrors: [{ path: 'metadata', message: 'Metadata must be a JSON object' }],
      },
    });
    const schema = await call('schema', { metadata: 5 });
    expect(schema.status).toBe(400);
    expect(schema.data.fieldErrors?.map((field) => field.path)).toEqual(['metadata']);
    expect(schema.message).toMatch(/^metadata: /);
  });

  it('answers TooMany with 429 and Retry-After', async () => {
    expect(await call('busy')).toMatchObject({ status: 429, retryAfter: '5' });
  });
});

describe('services know nothing of tRPC', () => {
  const servicesDir = path.resolve(import.meta.dirname, '../../src/server/services');
  const files = readdirSync(servicesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );

  it('finds the services', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s does not import @trpc/server (it throws services/errors.ts)', (file) => {
    expect(readFileSync(path.join(servicesDir, file), 'utf8')).not.toMatch(/from '@trpc\/server/);
  });
});
