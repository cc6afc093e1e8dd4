import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import { startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;

const contact = { name: 'Ann Lee', email: 'ann@example.com', phone: '310 555 0100', message: 'Hello' };

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
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
      expect(latin.body.message).toBe('Send the JSON body in UTF-8 (charset=utf-8), not iso-8859-1');
    }
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
      '/admin/page-sections/{pageId}',
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
