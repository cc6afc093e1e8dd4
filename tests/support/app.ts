import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import type { Orm } from '../../src/server/db/orm';
import type { User } from '../../src/server/entities';
import { loadEnv } from '../../src/server/env';
import { appRouter } from '../../src/server/routers/_app';
import { createServer, type ServerDeps } from '../../src/server/server';
import { setAdminPassword } from '../../src/server/services/admin-user';
import { createStorage } from '../../src/server/services/storage/create';
import { createContextInner } from '../../src/server/trpc/context';
import { testDataRoot } from './test-data-root';

export const ADMIN = { username: 'owner', password: 'correct horse battery staple' };
const SESSION_SECRET = 'test-session-secret-that-is-long-enough-1234';

export async function testServices(overrides: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(testDataRoot(), 'scb-test-data-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET, PORT: '0', ...overrides });
  const storage = await createStorage(env, SESSION_SECRET);
  return { env, storage, dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}

/** In-process caller, as the admin when `user` is given (tRPC's createCaller pattern). */
export async function callerFor(orm: Orm, services: Awaited<ReturnType<typeof testServices>>, user?: User) {
  return appRouter.createCaller(
    createContextInner({
      em: orm.em.fork(),
      env: services.env,
      storage: services.storage,
      user: user ?? null,
    }),
  );
}

export async function createAdmin(orm: Orm) {
  return setAdminPassword(orm.em.fork(), ADMIN.username, ADMIN.password);
}

/** The real HTTP server (response cache + express app) on a free port, talking to the given database. */
export async function startTestApp(
  orm: Orm,
  overrides: Record<string, string> = {},
  deps: Partial<Pick<ServerDeps, 'pageRenderer' | 'logger' | 'connectionLimits' | 'early'>> = {},
) {
  const services = await testServices(overrides);
  const created = await createServer({
    orm,
    env: services.env,
    storage: services.storage,
    sessionSecret: SESSION_SECRET,
    logger: pino({ level: 'silent' }),
    databaseUrl: orm.config.get('clientUrl') as string,
    ...deps,
  });
  const server = created.server;
  if (!server.listening) {
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  }
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...services,
    baseUrl,
    http: new HttpClient(baseUrl),
    store: created.store,
    pageStore: created.pageStore,
    previewStore: created.previewStore,
    close: async () => {
      server.closeAllConnections();
      await created.close();
      await services.cleanup();
    },
  };
}

export interface HttpResult {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** `name=value` split at its first `=` (a sealed value may hold more). */
function nameAndValue(pair: string): [string, string] {
  const at = pair.indexOf('=');
  return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
}

/** fetch with a cookie jar (the session cookie, the known-device cookie), JSON in and out. */
export class HttpClient {
  private jar = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  /** The Cookie header this client sends; assigning one replaces the jar (to copy another client's cookies). */
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(header: string) {
    this.jar = new Map(header.split(/;\s*/).filter(Boolean).map(nameAndValue));
  }

  private keep(response: Response) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(/;\s*/);
      const [name, value] = nameAndValue(pair);
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    redirect: RequestRedirect = 'follow',
  ): Promise<HttpResult> {
    const init: RequestInit = { method, headers: { ...headers }, redirect };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + url, init);
    this.keep(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, body, headers);
  delete = (url: string, headers?: Record<string, string>) => this.request('DELETE', url, undefined, headers);
  /** A plain HTML form's post, as a browser sends it from one of the site's pages; a redirect is answered, not followed. */
  postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    this.request(
      'POST',
      url,
      new URLSearchParams(fields).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      'manual',
    );

  async login(credentials = ADMIN) {
    const result = await this.post('/api/auth/login', credentials);
    if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.text}`);
    return result;
  }
}
