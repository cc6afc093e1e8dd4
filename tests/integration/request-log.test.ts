import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { createLogger } from '../../src/server/services/logging';
import { createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makePng } from '../support/images';
import { startServer } from '../support/server-process';

const SEVERITIES = ['DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL'];

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let clientDir: string;
const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as Record<string, any>);
/** The request lines of one path, once the answer's line is written (it is, as the response closes). */
async function linesOf(method: string, requestPath: string) {
  await vi.waitFor(() => expect(lines().some((line) => line.path === requestPath)).toBe(true));
  return lines().filter((line) => line.method === method && line.path === requestPath);
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'scb-request-log-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'app-Ab12Cd.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  app = await startTestApp(
    orm,
    { CLIENT_DIR: clientDir, CONTACT_MIN_FILL_SECONDS: '0' },
    {
      logger: createLogger('info', { write: (line: string) => void written.push(line) }),
      pageRenderer: {
        load: async (url) => {
          if (url.startsWith('/explode')) throw new Error('the renderer exploded');
          return null;
        },
      },
    },
  );
});
afterAll(async () => {
  await app.close();
  await orm.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the request log', () => {
  it('writes one line per request, without cookies, signatures or headers, each with a severity', async () => {
    const owner = new HttpClient(app.baseUrl);
    const login = await owner.login();
    // The session's cookies (not `scb_owner=1`, which holds no secret: it only shows "Edit this page").
    const sessionCookies = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] as string)
      .filter((cookie) => !cookie.startsWith('scb_owner='));
    expect(sessionCookies.length).toBeGreaterThan(0);
    expect((await owner.get('/api/admin/contact-submissions')).status).toBe(200);
    const [uploadUrl] = (await owner.post('/api/portfolio/batch-upload-urls', { count: 1 })).body.uploadUrls;
    const upload = new URL(uploadUrl, app.baseUrl);
    const signature = upload.searchParams.get('signature') as string;
    expect(signature).toBeTruthy();
    const put = await fetch(upload, {
      method: 'PUT',
      body: new Uint8Array(makePng()),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const lead = { name: 'Ann Lee', email: 'ann@example.com', phone: '310 555 0100', message: 'Hello' };
    expect((await app.http.post('/api/contact', lead)).status).toBe(200);
    // A miss and then a hit of the response cache, which answers before Express.
    expect((await app.http.get('/api/settings')).status).toBe(200);
    expect((await app.http.get('/api/settings')).status).toBe(200);
    for (const file of ['/assets/app-Ab12Cd.js', '/favicon.svg', '/healthz', '/readyz']) {
      expect((await app.http.get(file)).status, file).toBe(200);
    }
    expect((await app.http.get('/explode')).status).toBe(500);

    const answered = (status: number) => [expect.objectContaining({ status })];
    expect(await linesOf('POST', '/api/auth/login')).toEqual(answered(200));
    expect(await linesOf('GET', '/api/admin/contact-submissions')).toEqual(answered(200));
    expect(await linesOf('POST', '/api/portfolio/batch-upload-urls')).toEqual(answered(200));
    expect(await linesOf('PUT', upload.pathname)).toEqual(answered(200));
    expect(await linesOf('POST', '/api/contact')).toEqual(answered(200));
    expect(await linesOf('GET', '/api/settings')).toEqual([...answered(200), ...answered(200)]);
    const [failed] = await linesOf('GET', '/explode');
    for (const file of ['/assets/app-Ab12Cd.js', '/favicon.svg', '/healthz', '/readyz']) {
      expect(lines().filter((line) => line.path === file)).toEqual([]);
    }

    const requestLines = lines().filter((line) => line.reqId);
    expect(requestLines).toHaveLength(8);
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(8);
    for (const line of requestLines) {
      expect(line).toMatchObject({ status: expect.any(Number), responseTime: expect.any(Number) });
      expect(line.path).not.toContain('?');
    }
    for (const line of written) {
      expect(SEVERITIES).toContain(JSON.parse(line).severity);
      for (const cookie of sessionCookies) expect(line).not.toContain(cookie.split('=')[1]);
      expect(line).not.toContain(signature);
      expect(line).not.toMatch(/cookie|signature|content-security-policy|authorization|user-agent/i);
    }
    expect(lines().find((line) => line.path === '/api/admin/contact-submissions')?.severity).toBe('INFO');
    expect(failed).toMatchObject({
      severity: 'ERROR',
      status: 500,
      err: { message: 'the renderer exploded', stack: expect.stringContaining('the renderer exploded') },
    });
  });
});

describe('the start-up log', () => {
  it('carries a severity too', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scb-start-log-'));
    // Production without PUBLIC_URL warns first; the unreachable database then ends the start quickly.
    const server = startServer({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none',
    });
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    const warning = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((line) => String(line.msg).startsWith('PUBLIC_URL is not set'));
    expect(warning).toMatchObject({ level: 40, severity: 'WARNING' });
  });
});
