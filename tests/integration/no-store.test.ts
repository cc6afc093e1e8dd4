import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let clientDir: string;
const owner = () => {
  const client = new HttpClient(app.baseUrl);
  client.cookie = app.http.cookie;
  return client;
};
const trpcInput = (calls: number) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}]))));

beforeAll(async () => {
  // An empty client folder: /login and /admin are answered with the page handler's placeholder.
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'scb-no-store-'));
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(orm, { CLIENT_DIR: clientDir });
  await app.http.login();
});
afterAll(async () => {
  await app.close();
  await orm.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('Cache-Control: no-store', () => {
  it('is on every admin answer, through both doors and in a batch that mixes in an admin call', async () => {
    const answers = {
      rest: await owner().get('/api/admin/contact-submissions'),
      trpc: await owner().get('/trpc/admin.contactSubmissions.list'),
      mixedBatch: await owner().get(
        `/trpc/public.settings.list,admin.contactSubmissions.list?batch=1&input=${trpcInput(2)}`,
      ),
      mixedBatchAgain: await owner().get(
        `/trpc/public.settings.list,admin.contactSubmissions.list?batch=1&input=${trpcInput(2)}`,
      ),
      write: await owner().put('/api/settings/company_name', { value: 'Summit Coast Builders' }),
      uploadLinks: await owner().post('/api/portfolio/batch-upload-urls', { count: 1 }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('is on the sign-in answers of both doors', async () => {
    const answers = {
      login: await new HttpClient(app.baseUrl).login(),
      me: await owner().get('/api/auth/me'),
      trpcMe: await owner().get('/trpc/public.auth.me'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('is on every API error, the contact fast path’s included', async () => {
    const anonymous = new HttpClient(app.baseUrl);
    const errors = {
      401: await anonymous.get('/api/admin/contact-submissions'),
      trpc401: await anonymous.get('/trpc/admin.contactSubmissions.list'),
      403: await anonymous.post('/api/contact', {}, { origin: 'https://elsewhere.example' }),
      415: await anonymous.post('/api/contact', 'name=x', { 'content-type': 'text/plain' }),
      400: await anonymous.post('/api/contact', '{"name": ', { 'content-type': 'application/json' }),
      publicRead400: await anonymous.get('/api/page-sections/no-such-page'),
      404: await anonymous.get('/api/no-such-path'),
    };
    for (const [name, answer] of Object.entries(errors)) {
      expect(answer.status, name).toBe(Number.parseInt(name.replace(/^\D+/, ''), 10));
      expect(answer.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('is on the /login and /admin pages', async () => {
    for (const page of ['/login', '/admin', '/Admin/']) {
      const answer = await app.http.get(page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('cache-control'), page).toBe('no-store');
    }
  });

  it('leaves the public reads their own caching', async () => {
    for (const url of ['/api/settings', '/trpc/public.settings.list', '/api/settings']) {
      const answer = await new HttpClient(app.baseUrl).get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('cache-control'), url).toBe('no-cache');
      expect(answer.headers.get('etag'), url).toBeTruthy();
    }
    expect((await app.http.get('/about')).headers.get('cache-control')).toBe('no-cache');
  });
});
