import net from 'node:net';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KINDS } from '../../src/common/booking/kinds';
import type { Orm } from '../../src/server/db/orm';
import { appRouter } from '../../src/server/routers/_app';
import { SIGN_IN_FIRST } from '../../src/server/trpc/procedures';
import { callerFor, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { describedPhotos } from '../support/photos';

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
const admin = () => {
  const client = new HttpClient(app.baseUrl);
  return client.login().then(() => client);
};

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  await createAdmin(orm);
  // The push stand-in's address is a closed loopback port: a device stored below is never a real push service.
  app = await startTestApp(orm, { PUSH_SERVICE_HOSTS: '127.0.0.1:9' });
});
afterAll(async () => {
  await app.close();
  await orm.close();
});

type AnyProcedure = {
  _def: { type: string; meta?: { openapi?: { method: string; path: string } } };
};
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);
const adminProcedures = procedures.filter(([path]) => path.startsWith('admin.'));

/** An input each admin procedure accepts (checked below: signed in, it is not refused as input). */
const VALID_INPUTS: Record<string, unknown> = {
  'admin.settings.update': { key: 'hero_title', value: 'Built to last' },
  'admin.portfolio.create': {
    title: 'Beach house',
    description: 'A new home by the sea',
    category: 'Custom Homes',
    imageUrls: ['/images/sample.jpg'],
    imageDetails: describedPhotos(['/images/sample.jpg']),
  },
  'admin.portfolio.update': {
    id: 1,
    title: 'Beach house',
    description: 'A new home by the sea',
    category: 'Custom Homes',
    imageUrls: ['/images/sample.jpg'],
    imageDetails: describedPhotos(['/images/sample.jpg']),
  },
  'admin.portfolio.delete': { id: 999 },
  'admin.areas.list': undefined,
  'admin.translations.ledger': { language: 'es' },
  'admin.translations.save': {
    kind: 'setting',
    ref: 'hero_title',
    field: 'value',
    language: 'es',
    value: 'Hola',
  },
  'admin.translations.draft': { kind: 'setting', ref: 'hero_title', field: 'value', language: 'es' },
  'admin.areas.save': {
    city: 'Altadena',
    jurisdiction: 'Los Angeles County.',
    permits: 'LA County Public Works.',
    typicalWork: 'Fire rebuilds.',
  },
  'admin.portfolio.batchUploadUrls': { count: 1 },
  'admin.portfolio.reorder': { ids: [999] },
  'admin.testimonials.create': { clientName: 'Ann', projectType: 'Remodel', content: 'Great work' },
  'admin.testimonials.update': { id: 1, clientName: 'Ann', projectType: 'Remodel', content: 'Great work' },
  'admin.testimonials.delete': { id: 999 },
  'admin.testimonials.reorder': { ids: [999] },
  'admin.contactSubmissions.list': {},
  'admin.contactSubmissions.notifications': undefined,
  'admin.leads.list': { folder: 'inbox' },
  'admin.leads.summary': undefined,
  'admin.leads.get': { id: 999 },
  'admin.leads.setStatus': { id: 999, status: 'Contacted' },
  'admin.leads.addNote': { id: 999, note: 'Called back' },
  'admin.leads.setFollowUp': { id: 999, followUpOn: '2026-12-01' },
  'admin.leads.setArchived': { id: 999, archived: true },
  'admin.leads.setSpam': { id: 999, spam: false },
  'admin.leads.firstContact': { id: 999, channel: 'call' },
  'admin.pageSections.reorder': { updates: [{ id: 1, sortOrder: 0 }] },
  'admin.pageSections.mirror': { sourcePage: 'about', targetPage: 'contact' },
  'admin.pageSections.list': { pageId: 'about' },
  'admin.pageSections.listAtPagePath': { pageId: 'about' },
  'admin.pageSections.create': { pageId: 'about', sectionType: 'content', title: 'Our story' },
  'admin.pageSections.duplicate': { id: 1 },
  'admin.pageSections.update': { id: 1, title: 'Our story' },
  'admin.pageSections.delete': { id: 999 },
  'admin.history.list': { entityType: 'setting', entityKey: 'hero_title' },
  'admin.history.restore': { versionId: 999 },
  'admin.trash.count': undefined,
  'admin.trash.list': undefined,
  'admin.trash.restore': { id: 999 },
  'admin.trash.purge': { id: 999 },
  'admin.activity.list': { kind: 'sign-in', limit: 5 },
  'admin.backups.status': undefined,
  'admin.backups.create': undefined,
  'admin.backups.contents': { name: 'site-2026-01-01T00-00-00Z.tar.gz' },
  'admin.backups.restore': { name: 'site-2026-01-01T00-00-00Z.tar.gz' },
  'admin.leadReport.monthly': undefined,
  'admin.leadReport.visits': { folder: 'inbox' },
  'admin.leadReport.visit': { id: 999 },
  'admin.redirects.list': undefined,
  'admin.redirects.create': { fromPath: '/old-guard-page.html', toPath: '/portfolio' },
  'admin.redirects.delete': { id: 999 },
  'admin.booking.settings': undefined,
  'admin.booking.saveSettings': {
    kinds: DEFAULT_KINDS,
    weeklyHours: '',
    daysOff: [],
    noticeHours: 24,
    daysAhead: 30,
  },
  'admin.booking.feed': undefined,
  'admin.booking.renewFeed': undefined,
  'admin.booking.revokeFeed': undefined,
  'admin.booking.upcoming': undefined,
  'admin.booking.ofLead': { id: 999 },
  'admin.booking.cancel': { id: 999 },
  'admin.booking.done': { id: 999 },
  'admin.booking.move': { id: 999, startsAt: '2030-01-07T17:00:00Z' },
  'admin.alerts.get': undefined,
  'admin.alerts.save': {
    recipients: ['owner@example.com'],
    smtpHost: '',
    smtpPort: null,
    smtpSecurity: 'starttls',
    smtpUsername: '',
    mailFrom: '',
    reminderMinutes: 0,
  },
  'admin.alerts.sendTest': undefined,
  'admin.alerts.subscribe': {
    endpoint: 'http://127.0.0.1:9/push/guard',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    deviceLabel: 'Guard test',
  },
  'admin.alerts.removeDevice': { id: 999 },
  'admin.alerts.failures': undefined,
  'admin.alerts.ofLead': { id: 999 },
  'admin.account.overview': undefined,
  'admin.account.totpSetup': undefined,
  'admin.account.totpEnrol': { code: '123456' },
  'admin.account.removeTotp': { proof: { code: '123456' } },
  'admin.account.passkeyRegistrationOptions': undefined,
  'admin.account.passkeyRegister': {
    name: 'Laptop',
    response: {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: { clientDataJSON: 'abc', attestationObject: 'abc' },
      clientExtensionResults: {},
    },
  },
  'admin.account.renamePasskey': { id: 999, name: 'Laptop' },
  'admin.account.removePasskey': { id: 999 },
  'admin.account.proofOptions': undefined,
  'admin.account.newRecoveryCodes': { proof: { code: '123456' } },
  'admin.account.endSession': { id: 'no-such-session' },
  'admin.account.changePassword': {
    currentPassword: 'not the password',
    newPassword: 'a new long passphrase 2026',
  },
};

/**
 * Valid inputs that still carry a secret this test cannot know (a fresh authenticator code, a passkey's signature,
 * the current password): their procedure refuses the secret itself, with a 400 naming that field.
 */
const SECRET_FIELDS: Record<string, string> = {
  // Not a secret: the second door's call repeats the first's move of the same address, refused naming it.
  'admin.redirects.create': 'fromPath',
  'admin.account.totpEnrol': 'code',
  'admin.account.passkeyRegister': 'response',
  'admin.account.changePassword': 'currentPassword',
};

type Body = 'none' | 'garbage' | 'valid';
const BODIES: Body[] = ['none', 'garbage', 'valid'];
const GARBAGE = '{"json": [[[{not json';

/** The REST request for a procedure: path parameters from the input, the rest in the body (or the query). */
function restRequest(path: string, procedure: AnyProcedure, body: Body) {
  const openapi = procedure._def.meta?.openapi;
  if (!openapi) throw new Error(`${path} has no REST path`);
  const input = { ...(VALID_INPUTS[path] as Record<string, unknown> | undefined) };
  const url = `/api${openapi.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(input[name]);
    delete input[name];
    return encodeURIComponent(value);
  })}`;
  const readsQuery = openapi.method === 'GET' || openapi.method === 'DELETE';
  if (body === 'none') return { method: openapi.method, url, body: undefined };
  if (body === 'garbage') {
    const garbled = `${url}?x=${encodeURIComponent(GARBAGE)}`;
    return { method: openapi.method, url: garbled, body: openapi.method === 'GET' ? undefined : GARBAGE };
  }
  if (readsQuery) return { method: openapi.method, url: `${url}?${new URLSearchParams(input as never)}` };
  return { method: openapi.method, url, body: input };
}

/** The /trpc request for a procedure: a GET with the input in the URL for a read, a POST for a write. */
function trpcRequest(path: string, procedure: AnyProcedure, body: Body) {
  const encoded = {
    none: undefined,
    garbage: GARBAGE,
    valid: JSON.stringify({ json: VALID_INPUTS[path] }),
  }[body];
  if (procedure._def.type === 'query') {
    const query = encoded === undefined ? '' : `?input=${encodeURIComponent(encoded)}`;
    return { method: 'GET', url: `/trpc/${path}${query}`, body: undefined };
  }
  return { method: 'POST', url: `/trpc/${path}`, body: encoded };
}

describe('every admin procedure refuses anonymous callers', () => {
  it('finds the admin procedures, and a valid input for each', () => {
    expect(adminProcedures.length).toBeGreaterThanOrEqual(15);
    for (const [path] of adminProcedures) expect(Object.keys(VALID_INPUTS), path).toContain(path);
  });

  it.each(adminProcedures.map(([path]) => path))('%s through createCaller', async (path) => {
    // The test server's own services: a set made per case would leave a data folder behind each time.
    const caller = (await callerFor(orm, app)) as unknown as Record<string, unknown>;
    const procedure = path.split('.').reduce<any>((node, key) => node[key], caller);
    const error = await procedure({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
  });

  const cases = adminProcedures.flatMap(([path, procedure]) =>
    BODIES.flatMap((body) => [
      [path, 'REST', body, restRequest(path, procedure, body)] as const,
      [path, '/trpc', body, trpcRequest(path, procedure, body)] as const,
    ]),
  );

  it.each(cases)(
    '%s through %s with %s body: 401 before anything else',
    async (_path, door, _body, request) => {
      const result = await new HttpClient(app.baseUrl).request(request.method, request.url, request.body);
      expect(result.status).toBe(401);
      const message = door === 'REST' ? result.body.message : result.body.error.json.message;
      expect(message).toBe(SIGN_IN_FIRST);
    },
  );

  it('the valid inputs are valid: signed in, neither door refuses them as input', async () => {
    const client = await admin();
    for (const [path, procedure] of adminProcedures) {
      for (const request of [restRequest(path, procedure, 'valid'), trpcRequest(path, procedure, 'valid')]) {
        const result = await client.request(request.method, request.url, request.body);
        const secret = SECRET_FIELDS[path];
        const fields = (result.body?.data?.fieldErrors ??
          result.body?.[0]?.error?.json?.data?.fieldErrors ??
          result.body?.error?.json?.data?.fieldErrors ??
          []) as Array<{ path: string }>;
        if (
          secret &&
          result.status === 400 &&
          fields.length > 0 &&
          fields.every((field) => field.path === secret)
        )
          continue;
        expect([400, 401, 415], `${request.method} ${request.url}: ${result.text}`).not.toContain(
          result.status,
        );
      }
    }
  });

  it('refuses an anonymous batch naming an admin call, per call, as tRPC would', async () => {
    const result = await app.http.get(
      '/trpc/public.settings.list,admin.contactSubmissions.list?batch=1&input={}',
    );
    expect(result.status).toBe(401);
    expect(result.body).toHaveLength(2);
    expect(result.body[1].error.json.data.path).toBe('admin.contactSubmissions.list');
  });

  it('refuses before any of the input is read: a body still on its way, or larger than any body taken', async () => {
    const { hostname, port } = new URL(app.baseUrl);
    /** The status line the server answers with while the body is left unfinished (the socket stays open). */
    const statusBeforeTheBody = (target: string, length: number, start: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), hostname);
        let head = '';
        const timer = setTimeout(() => {
          socket.destroy();
          reject(new Error(`${target}: no answer while its body was unfinished`));
        }, 20_000);
        socket.on('data', (chunk) => {
          head += chunk.toString('latin1');
          if (!head.includes('\r\n')) return;
          clearTimeout(timer);
          socket.destroy();
          resolve(head.slice(0, head.indexOf('\r\n')));
        });
        socket.on('error', () => undefined);
        socket.write(
          `POST ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${length}\r\n\r\n${start}`,
        );
      });
    // Half a body: a reader would wait for the rest (and a parser refuse what it got, 400).
    const nested = '['.repeat(5000);
    expect(await statusBeforeTheBody('/api/admin/portfolio', 20_000, nested)).toBe(
      'HTTP/1.1 401 Unauthorized',
    );
    expect(await statusBeforeTheBody('/trpc/admin.portfolio.create', 20_000, `{"json":${nested}`)).toBe(
      'HTTP/1.1 401 Unauthorized',
    );
    // Larger than any body the server takes: a reader would answer 413 from the length alone.
    expect(await statusBeforeTheBody('/api/admin/portfolio', 1_000_000_000, '{')).toBe(
      'HTTP/1.1 401 Unauthorized',
    );
  });

  it('finds admin REST paths however they are spelled', async () => {
    for (const url of [
      '/api/ADMIN/contact-submissions',
      '/api/admin/contact-submissions/',
      '/api/Settings/hero_title',
    ]) {
      const method = url.includes('ettings') ? 'PUT' : 'GET';
      expect((await app.http.request(method, url, method === 'PUT' ? GARBAGE : undefined)).status, url).toBe(
        401,
      );
    }
  });
});
