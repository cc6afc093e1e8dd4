import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { generateApi } from 'swagger-typescript-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ADMIN, createAdmin, HttpClient, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { WIDE_NET_MS } from '../support/nets';
import { testDataRoot } from '../support/test-data-root';

/**
 * The document at /api/openapi.json is true: a linter finds no error in it, and a client generated from it signs in
 * the way it says and calls every documented path, each answer matching the documented response schema.
 */

type Json = Record<string, any>;
type Answer = { status: number; body: unknown };

let orm: Orm;
let app: Awaited<ReturnType<typeof startTestApp>>;
let document: Json;
let folder: string;

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

beforeAll(async () => {
  ({ orm } = await createTestDatabase());
  app = await startTestApp(orm);
  await createAdmin(orm);
  document = (await app.http.get('/api/openapi.json')).body;
  folder = await mkdtemp(path.join(testDataRoot(), 'scb-openapi-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await app.close();
  await orm.close();
});

/** Every operation of the document, as `METHOD /path`. */
const operationsOf = (doc: Json) =>
  Object.entries(doc.paths as Json).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${route}`),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 with no error or warning from Redocly (recommended rules, redocly.yaml)', async () => {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error) => error as { stdout: string; stderr: string });
    const report = JSON.parse(stdout.slice(stdout.indexOf('{')));
    expect(report.totals, stderr).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    expect(document.openapi).toBe('3.1.0');
  });

  it('says sign-in is the session cookie, and asks for it on the admin calls only', () => {
    expect(document.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'scb_session' }),
    });
    expect(document.info.description).toContain('POST /auth/login');
    expect(document.info.description).toContain('POST /auth/second-factor');
    for (const key of operationsOf(document)) {
      const [method, route] = key.split(' ') as [string, string];
      const operation = document.paths[route][method.toLowerCase()];
      const admin =
        route.startsWith('/admin') || key === 'PUT /settings/{key}' || route.includes('upload-urls');
      expect(operation.security, key).toEqual(admin ? [{ session: [] }] : []);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') expect(parameter.required, `${key} ${parameter.name}`).toBe(true);
      }
    }
  });

  it('documents each page-sections read once, and the spec address still answers', async () => {
    expect(Object.keys(document.paths)).not.toContain('/admin/page-sections/{pageId}');
    expect(document.paths['/admin/page-sections'].get.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'pageId', required: true }),
    ]);
    const signedIn = new HttpClient(app.baseUrl);
    await signedIn.login();
    const atSpecAddress = await signedIn.get('/api/admin/page-sections/homepage');
    const documented = await signedIn.get('/api/admin/page-sections?pageId=homepage');
    expect(atSpecAddress.status).toBe(200);
    expect(documented.status).toBe(200);
    expect(atSpecAddress.body).toEqual(documented.body);
    await signedIn.post('/api/auth/logout');
  });

  it('is what the reference at /api/docs shows, with every file from our own origin', async () => {
    const page = await app.http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    const files = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files).toEqual(expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']));
    // No other origin: the page is whole from this one server, within its Content-Security-Policy.
    for (const file of files) {
      expect(file, file).toMatch(/^\/[^/]/);
      expect((await app.http.get(file)).status, file).toBe(200);
    }
    expect((await app.http.get('/api/docs/start.js')).text).toContain("url: '/api/openapi.json'");
    // What the reference lists, from this document: the contact form's call by its summary, an admin path.
    expect(document.paths['/contact'].post.summary).toBe('Send a consultation request');
    expect(Object.keys(document.paths)).toContain('/admin/portfolio/{id}');
  });
});

/** A JSON schema with the document's `$ref`s put in place, for Ajv. */
function inline(schema: unknown): any {
  if (Array.isArray(schema)) return schema.map(inline);
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref } = schema as Json;
  if (typeof $ref === 'string')
    return inline(
      $ref
        .split('/')
        .slice(1)
        .reduce((at, key) => at[key], document),
    );
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value)]));
}

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

/** One compiled validator per schema of the document: Ajv compiles a schema to code, far dearer than running it. */
const validators = new Map<unknown, ValidateFunction>();

function problemsOf(schema: unknown, value: unknown): string | null {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(inline(schema));
    validators.set(schema, validate);
  }
  return validate(value) ? null : ajv.errorsText(validate.errors, { separator: '\n' });
}

/** camelCase as swagger-typescript-api names a method from its operationId. */
const methodName = (operationId: string) =>
  operationId
    .replace(/[-_.]+(.)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^./, (c) => c.toLowerCase());

describe('a client generated from the document', () => {
  it('signs in as the document says and calls every documented path, each answer as documented', {
    timeout: WIDE_NET_MS,
  }, async () => {
    const { files } = await generateApi({
      spec: document as never,
      output: false,
      httpClientType: 'fetch',
      silent: true,
    });
    const file = path.join(folder, 'api-client.ts');
    await writeFile(file, files[0]?.fileContent ?? '');
    const { Api } = await import(/* @vite-ignore */ pathToFileURL(file).href);

    // What a client outside a browser does with the session cookie: keep it from Set-Cookie, send it back.
    const jar = new Map<string, string>();
    const customFetch: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await fetch(input, { ...init, headers });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    };
    const api = new Api({ baseUrl: `${app.baseUrl}/api`, customFetch });
    const clientMethods = new Map<string, (...args: unknown[]) => Promise<any>>();
    for (const group of Object.values(api)) {
      if (!group || typeof group !== 'object') continue;
      for (const [name, method] of Object.entries(group as Json)) {
        if (typeof method === 'function') clientMethods.set(name, method);
      }
    }

    const called = new Set<string>();
    const failures: string[] = [];
    /** One documented call through the generated client, its input and its answer checked against the document. */
    async function call(
      key: string,
      input: { path?: Json; query?: Json; body?: unknown } = {},
      allowed: number[] = [200],
    ): Promise<Answer> {
      const [method, route] = key.split(' ') as [string, string];
      const operation = document.paths[route]?.[method.toLowerCase()];
      if (!operation) throw new Error(`${key} is not documented`);
      const parameters: Json[] = operation.parameters ?? [];
      for (const parameter of parameters) {
        const value = input[parameter.in as 'path' | 'query']?.[parameter.name];
        if (value === undefined && !parameter.required) continue;
        const problem = problemsOf(parameter.schema, value);
        if (problem) failures.push(`${key}: input ${parameter.name} is not as documented: ${problem}`);
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      if (bodySchema) {
        const problem = problemsOf(bodySchema, input.body);
        if (problem) failures.push(`${key}: body is not as documented: ${problem}`);
      }
      const args: unknown[] = parameters.filter((p) => p.in === 'path').map((p) => input.path?.[p.name]);
      if (parameters.some((p) => p.in === 'query')) args.push(input.query ?? {});
      if (operation.requestBody) args.push(input.body);
      const clientMethod = clientMethods.get(methodName(operation.operationId));
      if (!clientMethod) throw new Error(`the generated client has no method for ${key}`);
      const response = await clientMethod(...args).catch((error: unknown) => error);
      const answer: Answer = { status: response.status, body: response.ok ? response.data : response.error };
      called.add(key);
      const documented = operation.responses[String(answer.status)] ?? operation.responses.default;
      if (!allowed.includes(answer.status)) {
        failures.push(`${key}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
      } else if (answer.status < 300 && !operation.responses[String(answer.status)]) {
        failures.push(`${key}: answered ${answer.status}, which is not documented`);
      } else {
        const problem = problemsOf(documented.content['application/json'].schema, answer.body);
        if (problem) failures.push(`${key} (${answer.status}): answer not as documented: ${problem}`);
      }
      return answer;
    }
    const data = (answer: Answer) => answer.body as any;

    // Public calls, signed out.
    await call('GET /settings');
    await call('GET /portfolio');
    await call('GET /portfolio/featured');
    await call('GET /portfolio/category/{category}', { path: { category: 'Custom Homes' } });
    await call('GET /testimonials');
    await call('GET /testimonials/featured');
    await call('GET /page-sections/{pageId}', { path: { pageId: 'homepage' } });
    await call('GET /photos/colours');
    await call('POST /page-events', { body: { page: '/services', kind: 'tel' } });
    // The request body the reference page shows (and "Try it out" sends) is taken as it is.
    const example = document.paths['/contact'].post.requestBody.content['application/json'].example;
    const sent = data(await call('POST /contact', { body: example }));
    await call('GET /contact/receipt', { query: { receipt: sent.receipt } });
    // Booking: the kinds, the free times, a booking of the first, its confirmation.
    await call('GET /booking/kinds');
    const free = data(await call('GET /booking/slots', { query: { kind: 'video' } }));
    const booking = { ...example, kind: 'video', startsAt: free.days[0].times[0] };
    const booked = data(await call('POST /booking', { body: booking }));
    const confirmed = data(await call('GET /booking/confirmation', { query: { receipt: booked.receipt } }));
    // Its private link: shown, moved, cancelled (then booked again below, for the panel's calls).
    const link = { token: confirmed.changeToken };
    await call('GET /booking/change', { query: link });
    const next = data(await call('GET /booking/slots', { query: { kind: 'video' } })).days[0].times[1];
    await call('POST /booking/change/move', { body: { ...link, startsAt: next } });
    await call('POST /booking/change/cancel', { body: link });
    const rebooked = data(await call('POST /booking', { body: { ...booking, startsAt: next } }));
    await call('GET /auth/me', {}, [401]);
    await call(
      'PUT /admin/alerts',
      { body: { recipients: [], smtpPort: null, smtpSecurity: 'starttls', reminderMinutes: 0 } },
      [401],
    );

    // Signing in, as the document's description says.
    const signedIn = data(await call('POST /auth/login', { body: ADMIN }));
    expect(signedIn.step).toBe('done');
    expect([...jar.keys()]).toContain('scb_session');
    await call('GET /auth/me');
    await call('POST /auth/second-factor', { body: { code: '123456' } }, [401]);
    await call('POST /auth/passkey/options');
    await call('POST /auth/passkey', { body: { response: { id: 'not-a-passkey' } } }, [400]);

    await call('PUT /settings/{key}', { path: { key: 'hero_title' }, body: { value: 'Built to last' } });
    expect(data(await call('GET /settings'))).toContainEqual(
      expect.objectContaining({ key: 'hero_title', value: 'Built to last' }),
    );

    // Portfolio, with the spec's fields.
    const project = {
      title: 'Malibu Modern',
      description: 'A glass and cedar home above the ocean.',
      category: 'Custom Homes',
      imageUrls: ['/images/hero.jpg'],
      location: 'Malibu',
    };
    // Exactly the spec's fields: photos without alt text are saved with suggested descriptions.
    const projectBody: Json = project;
    const created = await call('POST /admin/portfolio', { body: projectBody });
    const projectId = data(created).id;
    await call('PUT /admin/portfolio/{id}', {
      path: { id: projectId },
      body: { ...projectBody, featured: true },
    });
    await call('PUT /admin/portfolio/reorder', { body: { ids: [projectId] } });
    await call('POST /portfolio/batch-upload-urls', { body: { count: 1 } });
    const areas = data(await call('GET /areas'));
    const [area] = areas as Array<{ slug: string }>;
    await call('GET /areas/{slug}', { path: { slug: area?.slug ?? 'malibu' } }, [200, 404]);
    await call('GET /admin/areas');
    await call('PUT /admin/areas', {
      body: {
        city: 'Malibu',
        jurisdiction: 'City of Malibu',
        permits: 'Coastal permit.',
        typicalWork: 'Homes.',
      },
    });

    // The Spanish of a text the owner wrote (the translation ledger); a machine draft is off without DeepL's key.
    const heroTitle = { kind: 'setting', ref: 'hero_title', field: 'value', language: 'es' };
    await call('GET /admin/translations/{language}', { path: { language: 'es' } });
    await call('PUT /admin/translations', { body: { ...heroTitle, value: 'Construido para durar' } });
    expect(data(await call('GET /translations/{language}', { path: { language: 'es' } }))).toContainEqual(
      expect.objectContaining({ ref: 'hero_title', value: 'Construido para durar' }),
    );
    await call('POST /admin/translations/draft', { body: heroTitle }, [409]);

    // Testimonials.
    const testimonial = {
      clientName: 'Ann Lee',
      projectType: 'Remodel',
      content: 'Careful and on time.',
      rating: 5,
    };
    const said = data(await call('POST /admin/testimonials', { body: testimonial }));
    await call('PUT /admin/testimonials/{id}', {
      path: { id: said.id },
      body: { ...testimonial, featured: true },
    });
    await call('PUT /admin/testimonials/reorder', { body: { ids: [said.id] } });

    // Leads: the request sent above.
    await call('GET /admin/contact-submissions', { query: { folder: 'inbox' } });
    await call('GET /admin/notifications');
    const leads = data(await call('GET /admin/leads', { query: { folder: 'inbox' } }));
    const summary = data(await call('GET /admin/leads/summary'));
    const leadId = leads[0].id;
    const lead = { path: { id: leadId } };
    await call('GET /admin/leads/{id}', lead);
    await call('PUT /admin/leads/{id}/status', {
      ...lead,
      body: { status: summary.statuses[1] ?? summary.statuses[0] },
    });
    await call('POST /admin/leads/{id}/notes', { ...lead, body: { note: 'Called back, visit on Monday.' } });
    await call('PUT /admin/leads/{id}/follow-up', { ...lead, body: { followUpOn: '2030-01-15' } });
    await call('PUT /admin/leads/{id}/archive', { ...lead, body: { archived: false } });
    await call('PUT /admin/leads/{id}/spam', { ...lead, body: { spam: false } });
    await call('POST /admin/leads/{id}/first-contact', { ...lead, body: { channel: 'call' } }, [200, 409]);
    await call('GET /admin/lead-report');
    await call('GET /admin/lead-visits', { query: { folder: 'inbox' } });
    await call('GET /admin/lead-visits/{id}', lead);

    // Alerts.
    await call('GET /admin/alerts');
    await call('PUT /admin/alerts', {
      body: { recipients: [], smtpPort: null, smtpSecurity: 'starttls', reminderMinutes: 0 },
    });
    await call('POST /admin/alerts/test', {}, [200, 400, 409]);
    const device = await call(
      'POST /admin/alerts/devices',
      {
        body: {
          endpoint: 'https://push.example.com/send/abc',
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
          deviceLabel: 'Office laptop',
        },
      },
      [200, 400],
    );
    await call('DELETE /admin/alerts/devices/{id}', { path: { id: data(device).id ?? 999_999 } }, [200, 404]);
    await call('GET /admin/alerts/failures');
    await call('GET /admin/alerts/leads/{id}', { path: { id: 1 } });

    // When consultations can be booked.
    const bookingSettings = data(await call('GET /admin/booking/settings'));
    await call('PUT /admin/booking/settings', { body: bookingSettings });
    // The consultation booked above, on its lead.
    const [consultation] = data(
      await call('GET /admin/leads/{id}/consultations', { path: { id: rebooked.leadId } }),
    );
    const slot = data(await call('GET /booking/slots', { query: { kind: 'video' } })).days[0].times[0];
    const byId = { path: { id: consultation.id } };
    await call('GET /admin/consultations');
    await call('POST /admin/consultations/{id}/move', { ...byId, body: { startsAt: slot } });
    await call('POST /admin/consultations/{id}/done', byId);
    await call('POST /admin/consultations/{id}/cancel', byId);
    await call('GET /admin/booking/feed');
    await call('POST /admin/booking/feed');
    await call('DELETE /admin/booking/feed');

    // Page sections, their history and the Trash.
    const sections = data(await call('GET /admin/page-sections', { query: { pageId: 'about' } }));
    const section = data(
      await call('POST /admin/page-sections', {
        body: { sectionType: 'content', pageId: 'about', title: 'Our crew' },
      }),
    );
    const copy = data(await call('POST /admin/page-sections/{id}/duplicate', { path: { id: section.id } }));
    await call('PUT /admin/page-sections/{id}', {
      path: { id: section.id },
      body: { title: 'Our whole crew' },
    });
    await call('PUT /admin/page-sections/reorder', {
      body: {
        updates: [
          { id: copy.id, sortOrder: 0 },
          ...sections.slice(0, 1).map((s: Json) => ({ id: s.id, sortOrder: 1 })),
        ],
      },
    });
    await call('POST /admin/page-sections/mirror', {
      body: { sourcePage: 'about', targetPage: 'services', sectionIds: [copy.id] },
    });
    const versions = data(
      await call('GET /admin/history/{entityType}/{entityKey}', {
        path: { entityType: 'section', entityKey: String(section.id) },
      }),
    );
    await call('POST /admin/history/{versionId}/restore', {
      path: { versionId: versions.at(-1).id },
      body: {},
    });
    await call('DELETE /admin/page-sections/{id}', { path: { id: copy.id } });
    await call('GET /admin/trash/count');
    const trash = data(await call('GET /admin/trash'));
    const trashed = (trash.items ?? trash) as Json[];
    await call('POST /admin/trash/{id}/restore', { path: { id: trashed[0]?.id ?? 999_999 } }, [200, 404]);
    await call('DELETE /admin/page-sections/{id}', { path: { id: section.id } });
    const again = data(await call('GET /admin/trash'));
    await call(
      'DELETE /admin/trash/{id}',
      { path: { id: (again.items ?? again)[0]?.id ?? 999_999 } },
      [200, 404],
    );
    await call('DELETE /admin/testimonials/{id}', { path: { id: said.id } });
    await call('DELETE /admin/portfolio/{id}', { path: { id: projectId } });
    await call('GET /admin/activity', { query: { kind: 'section', limit: 10 } });

    // Redirects and backups.
    const redirect = data(
      await call('POST /admin/redirects', { body: { fromPath: '/old-kitchens', toPath: '/services' } }),
    );
    await call('GET /admin/redirects');
    await call('DELETE /admin/redirects/{id}', { path: { id: redirect.id } });
    await call('GET /admin/backups');
    await call('POST /admin/backups', {}, [200, 409, 429]);
    // No such backup: the documented refusal (a real restore here would replace the data the other calls use).
    await call(
      'GET /admin/backups/{name}/contents',
      { path: { name: 'site-2026-01-01T00-00-00Z.tar.gz' } },
      [404],
    );
    await call(
      'POST /admin/backups/{name}/restore',
      { path: { name: 'site-2026-01-01T00-00-00Z.tar.gz' }, body: {} },
      [404],
    );

    // The account: what can be checked without an authenticator or a passkey at hand.
    const account = data(await call('GET /admin/account'));
    await call('POST /admin/account/totp/setup');
    await call('POST /admin/account/totp', { body: { code: '000000' } }, [400]);
    await call('POST /admin/account/totp/remove', { body: {} }, [400, 404, 409]);
    await call('POST /admin/account/passkeys/options');
    await call('POST /admin/account/passkeys', { body: { name: 'Laptop', response: { id: 'x' } } }, [400]);
    await call(
      'PUT /admin/account/passkeys/{id}',
      { path: { id: 999_999 }, body: { name: 'Laptop' } },
      [404],
    );
    await call('POST /admin/account/passkeys/{id}/remove', { path: { id: 999_999 }, body: {} }, [400, 404]);
    await call('POST /admin/account/proof/options');
    await call('POST /admin/account/recovery-codes', { body: {} }, [200, 400, 409]);
    await call(
      'POST /admin/account/password',
      { body: { currentPassword: 'not the password', newPassword: 'another long passphrase 42' } },
      [400],
    );
    const otherSession = account.sessions?.find((s: Json) => !s.current)?.id ?? 'no-such-session';
    await call('POST /admin/account/sessions/{id}/end', { path: { id: otherSession } }, [200, 404]);

    // Signing out: everywhere, then (signed in again) this device.
    await call('POST /auth/logout-everywhere');
    await call('GET /admin/account', {}, [401]);
    await call('POST /auth/login', { body: ADMIN });
    await call('POST /auth/logout');
    expect(jar.has('scb_session')).toBe(false);

    expect(failures).toEqual([]);
    expect(operationsOf(document).filter((key) => !called.has(key))).toEqual([]);
  });
});
