import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import { BODY_TOO_DEEP, BODY_TOO_LARGE } from '../../src/server/http/json-body';
import { type HttpResult, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

// Every body is bounded in size and nesting depth before it is parsed, on every way in.
let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
const lead = { name: 'Ann Lee', email: 'ann@example.com', phone: '310 555 0100', message: 'Hello' };

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm, { CONTACT_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** The contact request with its name nested 50,000 arrays deep: a few hundred KB of work for the parser, 100 KB sent. */
const deepLead = `{"name":${nested(50_000)},"email":"ann@example.com","phone":"310 555 0100","message":"Hi"}`;
const hugeLead = JSON.stringify({ ...lead, message: 'x'.repeat(300_000) });

/** A JSON post without a Content-Length (chunked), which the contact fast path leaves to Express. */
async function postChunked(url: string, body: string): Promise<HttpResult> {
  const response = await fetch(app.baseUrl + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new Blob([body]).stream(),
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
}

/** The message of an error from either door: the REST door's JSON, or tRPC's envelope (one per call of a batch). */
function messageOf({ body }: HttpResult): string {
  const answer = Array.isArray(body) ? body[0] : body;
  return answer.message ?? answer.error.json.message;
}

const leadsSaved = () => orm.em.fork().count(ContactSubmission);

describe('deeply nested JSON', () => {
  it('is refused with 400 on every door, before it is parsed, and saves nothing', async () => {
    const before = await leadsSaved();
    const answers = {
      'fast path': await app.http.post('/api/contact', deepLead),
      'REST door': await postChunked('/api/contact', deepLead),
      'REST door, another path': await app.http.post('/api/auth/login', `{"username":${nested(50_000)}}`),
      '/trpc': await app.http.post('/trpc/public.contact.submit', `{"json":${deepLead}}`),
      '/trpc chunked': await postChunked('/trpc/public.contact.submit', `{"json":${deepLead}}`),
      '/trpc batch': await app.http.post('/trpc/public.contact.submit?batch=1', `{"0":{"json":${deepLead}}}`),
      // A URL holds far less than 50,000 levels; a few thousand are still refused.
      '/trpc query input': await app.http.get(
        `/trpc/public.portfolio.byCategory?input={"json":{"category":${nested(5_000)}}}`,
      ),
    };
    for (const [door, answer] of Object.entries(answers)) {
      expect(answer.status, door).toBe(400);
      expect(messageOf(answer), door).toBe(BODY_TOO_DEEP);
    }
    expect(answers['/trpc'].body.error.json.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(answers['REST door'].body.code).toBe('BAD_REQUEST');
    expect(await leadsSaved()).toBe(before);
  });

  it('the fast path answers it exactly as the REST door does', async () => {
    const fast = await app.http.post('/api/contact', deepLead);
    const door = await postChunked('/api/contact', deepLead);
    expect(fast.body).toEqual(door.body);
  });

  it('nesting within the bound, and brackets inside texts, are read as before', async () => {
    const nestedName = await app.http.post('/api/contact', `{"name":${nested(30)}}`);
    expect(nestedName.status).toBe(400);
    expect(nestedName.body.message).toContain('name: Name must be text');
    const bracketsInText = await app.http.post(
      '/api/contact',
      JSON.stringify({ ...lead, message: `[{"quoted \\" brackets": ${nested(100)}}]` }),
    );
    expect(bracketsInText.status).toBe(200);
  });
});

describe('oversized bodies', () => {
  it('are refused with 413 on every door, declared or chunked, and save nothing', async () => {
    const before = await leadsSaved();
    const answers = {
      'REST door': await app.http.post('/api/contact', hugeLead),
      'REST door chunked': await postChunked('/api/contact', hugeLead),
      '/trpc': await app.http.post('/trpc/public.contact.submit', `{"json":${hugeLead}}`),
      '/trpc chunked': await postChunked('/trpc/public.contact.submit', `{"json":${hugeLead}}`),
    };
    for (const [door, answer] of Object.entries(answers)) {
      expect(answer.status, door).toBe(413);
      expect(messageOf(answer), door).toBe(BODY_TOO_LARGE);
    }
    expect(await leadsSaved()).toBe(before);
  });
});

describe('ordinary requests', () => {
  it('still work on every door', async () => {
    const before = await leadsSaved();
    expect((await app.http.post('/api/contact', lead)).status).toBe(200);
    expect((await postChunked('/api/contact', JSON.stringify(lead))).status).toBe(200);
    const rpc = await app.http.post('/trpc/public.contact.submit', { json: lead });
    expect(rpc.status).toBe(200);
    expect(rpc.body.result.data.json).toMatchObject({ id: expect.any(Number) });
    const batch = await app.http.post('/trpc/public.contact.submit?batch=1', { 0: { json: lead } });
    expect(batch.status).toBe(200);
    expect(await leadsSaved()).toBe(before + 4);

    const query = await app.http.get(
      `/trpc/public.portfolio.byCategory?input=${encodeURIComponent(JSON.stringify({ json: { category: 'All Projects' } }))}`,
    );
    expect(query.status).toBe(200);
    expect(Array.isArray(query.body.result.data.json)).toBe(true);
    // A bodiless POST, as REST clients send logout.
    expect((await app.http.post('/api/auth/logout')).status).toBe(200);
  });
});
