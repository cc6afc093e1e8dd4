import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission, PageSection, SiteSetting } from '../../src/server/entities';
import type { AppRouter } from '../../src/server/routers/_app';
import { ADMIN, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

const contact = { name: 'Ann Lee', email: 'ann@example.com', phone: '310 555 0100', message: 'Hello' };

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm);
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

describe('state-changing requests', () => {
  it.each([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain',
    'application/jsonp',
  ])('refuses %s bodies with 415 on both doors', async (contentType) => {
    const body = contentType.startsWith('application/x-www') ? 'name=x' : JSON.stringify(contact);
    for (const url of ['/api/contact', '/trpc/public.contact.submit']) {
      const result = await app.http.request('POST', url, body, { 'content-type': contentType });
      expect(result.status).toBe(415);
    }
    expect(await orm.em.fork().count(ContactSubmission)).toBe(0);
  });

  it('refuses a foreign Origin with 403 and accepts the site’s own', async () => {
    const foreign = await app.http.post('/api/contact', contact, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const own = await app.http.post('/api/contact', contact, { origin: app.baseUrl });
    expect(own.status).toBe(200);
  });

  it('reads a JSON body whose type names UTF-8 on every REST path, and refuses another charset', async () => {
    // A wrong password answers 401 only when the body was read: without it the answer is 400 (required fields).
    const login = { username: 'admin', password: 'not-the-password' };
    for (const contentType of ['application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      const read = await app.http.post('/api/auth/login', JSON.stringify(login), {
        'content-type': contentType,
      });
      expect(read.status, contentType).toBe(401);
      expect(read.body.message).toBe('Invalid credentials');
    }
    for (const url of ['/api/auth/login', '/api/contact', '/trpc/public.auth.login']) {
      const latin = await app.http.post(url, JSON.stringify(login), {
        'content-type': 'application/json; charset=iso-8859-1',
      });
      expect(latin.status, url).toBe(415);
      // Each door answers in its own body: REST's message, tRPC's error shape.
      const message = url.startsWith('/trpc') ? latin.body.error.json.message : latin.body.message;
      expect(message).toBe('Send the JSON body in UTF-8 (charset=utf-8), not iso-8859-1');
    }
  });

  it('answers a refused tRPC call in the shape a tRPC client reads, with its status and message', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: `${app.baseUrl}/trpc`,
          transformer: superjson,
          headers: { origin: 'https://evil.example' },
        }),
      ],
    });
    const before = await orm.em.fork().count(ContactSubmission);
    const refused = await client.public.contact.submit.mutate(contact).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<AppRouter>).message).toBe(
      'Requests from https://evil.example are not allowed',
    );
    expect((refused as TRPCClientError<AppRouter>).data?.httpStatus).toBe(403);
    expect(await orm.em.fork().count(ContactSubmission)).toBe(before);
  });

  it('refuses a body without a content type', async () => {
    const result = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      body: new Uint8Array([123, 125]),
    });
    expect(result.status).toBe(415);
  });

  it('never lets a GET run a mutation', async () => {
    const result = await app.http.get(
      `/trpc/public.contact.submit?input=${encodeURIComponent(JSON.stringify({ json: contact }))}`,
    );
    expect(result.status).toBe(405);
  });
});

describe('operations', () => {
  it('serves health and readiness', async () => {
    expect((await app.http.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.http.get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document with every documented path', async () => {
    const document = (await app.http.get('/api/openapi.json')).body;
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/settings',
      '/settings/{key}',
      '/contact',
      '/auth/me',
      '/auth/login',
      '/auth/logout',
      '/portfolio',
      '/portfolio/category/{category}',
      '/admin/portfolio',
      '/admin/portfolio/{id}',
      '/portfolio/batch-upload-urls',
      '/testimonials',
      '/testimonials/featured',
      '/admin/testimonials',
      '/admin/testimonials/{id}',
      '/admin/contact-submissions',
      '/admin/page-sections',
      '/admin/page-sections/reorder',
      '/admin/page-sections/mirror',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });

  it('answers unknown API paths with a JSON 404 and other paths with a page', async () => {
    const api = await app.http.get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    // Its status (404 Page Not Found) is the server render's, tested in ssr.test.ts with the render from source.
    const page = await app.http.get('/some/client/route');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('sends security headers', async () => {
    const result = await app.http.get('/api/settings');
    expect(result.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('x-powered-by')).toBeNull();
  });
});

describe('hostile and oversized input', () => {
  const NUL = 'a\u0000b';

  it('refuses a NUL character with a 400 naming the field on both doors, and stores nothing', async () => {
    const leadsBefore = await orm.em.fork().count(ContactSubmission);
    const anonymous = new HttpClient(app.baseUrl);
    const rest = await anonymous.post('/api/contact', { ...contact, message: NUL });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('message: must not contain a NUL character');
    const rpc = await anonymous.post('/trpc/public.contact.submit', { json: { ...contact, name: NUL } });
    expect(rpc.status).toBe(400);
    expect(rpc.text).toContain('name: must not contain a NUL character');
    const login = await anonymous.post('/api/auth/login', { username: NUL, password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('username: must not contain a NUL character');
    expect(await orm.em.fork().count(ContactSubmission)).toBe(leadsBefore);

    // Sign-in is checked first: an anonymous admin call is a 401 whatever it carries.
    expect((await anonymous.put('/api/settings/hero_title', { value: NUL })).status).toBe(401);
    const admin = new HttpClient(app.baseUrl);
    await admin.login(ADMIN);
    const setting = await admin.put('/api/settings/hero_title', { value: `Title ${NUL}` });
    expect(setting.status).toBe(400);
    expect(setting.body.message).toBe('value: must not contain a NUL character');
    const section = await admin.post('/api/admin/page-sections', {
      pageId: 'about',
      sectionType: 'content',
      title: NUL,
    });
    expect(section.status).toBe(400);
    expect(section.body.message).toBe('title: must not contain a NUL character');
    const encodedPath = await admin.get('/api/admin/page-sections/about%00');
    expect(encodedPath.status).toBe(400);
    expect(await orm.em.fork().count(SiteSetting, { key: 'hero_title' })).toBe(0);
    expect(await orm.em.fork().count(PageSection)).toBe(0);
  });

  it('refuses sort orders beyond the database integer with a 400, not a 500', async () => {
    const admin = new HttpClient(app.baseUrl);
    await admin.login(ADMIN);
    const created = await admin.post('/api/admin/page-sections', { pageId: 'about', sectionType: 'content' });
    expect(created.status).toBe(200);
    for (const sortOrder of [99_999_999_999, -99_999_999_999]) {
      const update = await admin.put(`/api/admin/page-sections/${created.body.id}`, { sortOrder });
      expect(update.status).toBe(400);
      expect(update.body.message).toMatch(/^sortOrder: Sort order must be at (most|least)/);
      const reorder = await admin.put('/api/admin/page-sections/reorder', {
        updates: [{ id: created.body.id, sortOrder }],
      });
      expect(reorder.status).toBe(400);
    }
    const max = await admin.put(`/api/admin/page-sections/${created.body.id}`, { sortOrder: 1_000_000 });
    expect(max.status).toBe(200);
    const copy = await admin.post(`/api/admin/page-sections/${created.body.id}/duplicate`, {});
    expect(copy.status).toBe(200);
    expect(copy.body.sortOrder).toBe(1_000_000);
    await orm.em.fork().nativeDelete(PageSection, {});
  });

  it('refuses bodies over 256 KB with 413 on both doors before reading them', async () => {
    const leadsBefore = await orm.em.fork().count(ContactSubmission);
    const huge = { ...contact, message: 'x'.repeat(300_000) };
    for (const [url, body] of [
      ['/api/contact', huge],
      ['/trpc/public.contact.submit', { json: huge }],
    ] as const) {
      const result = await app.http.post(url, body);
      expect(result.status).toBe(413);
    }
    expect(await orm.em.fork().count(ContactSubmission)).toBe(leadsBefore);
  });
});
