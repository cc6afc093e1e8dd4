import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrpcClient } from '../../src/client/trpc';
import { MAX_QUERY_BATCH_CALLS } from '../../src/common/batch-limits';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import { startTestApp } from '../support/app';
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

const batchOf = (procedure: string, count: number) =>
  Array.from({ length: count }, () => procedure).join(',');
const contact = { name: 'Ann Lee', email: 'ann@example.com', phone: '310 555 0100', message: 'Hello' };

describe('/trpc batches are bounded before any call runs', () => {
  it('refuses a batch of 500 reads with a short 400', async () => {
    const result = await app.http.get(`/trpc/${batchOf('public.portfolio.list', 500)}?batch=1&input={}`);
    expect(result.status).toBe(400);
    expect(result.body.error.json.message).toBe(
      `A batch holds at most ${MAX_QUERY_BATCH_CALLS} reads; this one has 500`,
    );
    expect(result.text.length).toBeLessThan(2000);
  });

  it(`answers a batch of ${MAX_QUERY_BATCH_CALLS} reads`, async () => {
    const result = await app.http.get(
      `/trpc/${batchOf('public.portfolio.list', MAX_QUERY_BATCH_CALLS)}?batch=1&input={}`,
    );
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(MAX_QUERY_BATCH_CALLS);
  });

  it('refuses a batch of 2 writes with 400 and runs neither', async () => {
    const result = await app.http.post(`/trpc/${batchOf('public.contact.submit', 2)}?batch=1`, {
      0: { json: contact },
      1: { json: contact },
    });
    expect(result.status).toBe(400);
    expect(result.body.error.json.message).toBe('Send each write on its own: this batch has 2');
    expect(await orm.em.fork().count(ContactSubmission)).toBe(0);
  });

  it('still answers a write sent on its own', async () => {
    const result = await app.http.post('/trpc/public.contact.submit?batch=1', { 0: { json: contact } });
    expect(result.status).toBe(200);
  });
});

describe('an encoded comma (%2C) is counted as tRPC counts it', () => {
  const encodedBatchOf = (procedure: string, count: number, comma: string) =>
    Array.from({ length: count }, () => procedure).join(comma);

  it.each(['%2C', '%2c'])('refuses 600 reads joined by %s', async (comma) => {
    const result = await app.http.get(
      `/trpc/${encodedBatchOf('public.portfolio.list', 600, comma)}?batch=1&input={}`,
    );
    expect(result.status).toBe(400);
    expect(result.body.error.json.message).toBe(
      `A batch holds at most ${MAX_QUERY_BATCH_CALLS} reads; this one has 600`,
    );
  });

  it('refuses 12 writes smuggled into one "single" write, and runs none', async () => {
    const inputs = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i, { json: contact }]));
    const before = await orm.em.fork().count(ContactSubmission);
    const result = await app.http.post(
      `/trpc/${encodedBatchOf('public.contact.submit', 12, '%2C')}?batch=1`,
      inputs,
    );
    expect(result.status).toBe(400);
    expect(result.body.error.json.message).toBe('Send each write on its own: this batch has 12');
    expect(await orm.em.fork().count(ContactSubmission)).toBe(before);
  });

  it('asks for sign-in when an admin call hides behind an escape', async () => {
    for (const path of ['public.portfolio.list%2Cadmin.portfolio.list', 'admin%2Eportfolio.list']) {
      const result = await app.http.get(`/trpc/${path}?batch=1&input={}`);
      expect(result.status, path).toBe(401);
    }
  });
});

describe("the browser's client stays within the limits", () => {
  it('sends many reads at once in batches the server takes, and each write on its own', async () => {
    const client = createTrpcClient(`${app.baseUrl}/trpc`);
    const reads = Array.from({ length: 25 }, () => client.public.settings.list.query());
    expect(await Promise.all(reads)).toHaveLength(25);
    const writes = Array.from({ length: 3 }, (_, i) =>
      client.public.contact.submit.mutate({ ...contact, email: `ann${i}@example.com` }),
    );
    expect(await Promise.all(writes)).toHaveLength(3);
  });
});
