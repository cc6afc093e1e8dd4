import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../../src/client/entry-server';
import { fixedPagePaths } from '../../../src/common/routing/resolve';
import type { Orm } from '../../../src/server/db/orm';
import { seedDemoContent } from '../../../src/server/db/seed';
import { appRouter } from '../../../src/server/routers/_app';
import { bundledRenderer } from '../../../src/server/ssr/renderer';
import { createAdmin, HttpClient, startTestApp } from '../app';
import { createTestDatabase } from '../database';
import { rootOf } from '../html';
import { WIDE_NET_MS } from '../nets';
import { HOSTILE_INPUTS, HOSTILE_VALUES, RawJson, readBeforeTheSchema, toJsonText } from './catalogue';
import { boundaryValues, fieldsOf, sampleOf, valuesWorthSending, withField } from './schema-walk';

/**
 * The standing hostile-input suite: every procedure of the router (walked, not listed), through both doors, signed
 * out and signed in, gets a catalogue of hostile values in each field of its input and as its whole input. Every
 * answer must be a 2xx, or a 4xx that says what is wrong; never a 5xx; an admin call signed out, never a 2xx either.
 * Afterwards every public page still renders.
 *
 * One round (a door, signed in or out) per test file, `tests/integration/hostile-input-*.test.ts`, each against a
 * server and database of its own: the four rounds are most of the integration layer's time, and as files of their
 * own they run on Vitest's workers side by side instead of one after another in one process.
 */

type Procedure = {
  _def: { type: 'query' | 'mutation'; inputs: any[]; meta?: { openapi?: { method: string; path: string } } };
};

// Signing out ends the administrator's session (everywhere: all of them): those calls go last, once every other
// call is answered, so the signed-in rounds stay signed in.
const SIGN_OUTS = ['public.auth.logout', 'public.auth.logoutEverywhere'];
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>);

interface Case {
  label: string;
  input: unknown;
}

/**
 * What an admin call signed out can reach: the sign-in guard (http/admin-guard.ts) refuses it before the body is
 * read, from its address alone. So it gets the whole-input cases and a valid sample, and per field only the fields
 * that are part of its address on the REST door (its path parameters): every other field's values are read by
 * nothing before the refusal, and the signed-in rounds send each of them through the same parsing to the
 * procedure itself.
 */
const readBeforeSignIn = (door: 'trpc' | 'rest', procedure: Procedure) => (path: Array<string | number>) =>
  door === 'rest' && isPathParameter(procedure, path);

/** A field the REST door takes from the request's path (`{id}`). */
const isPathParameter = (procedure: Procedure, path: Array<string | number>) =>
  path.length === 1 && Boolean(procedure._def.meta?.openapi?.path.includes(`{${path[0]}}`));

/**
 * What the REST door reads of an input by itself: its path parameters and, for a GET or a DELETE, its query
 * parameters (trpc-to-openapi parses and coerces both). A body it parses as JSON and hands whole to the procedure's
 * schema, the same schema the trpc door's rounds (signed in and out) send every field's values to. So the REST
 * door varies per field only what it reads itself, and its bodies get the whole-input cases and a valid sample.
 */
const readByRestItself = (procedure: Procedure) => (path: Array<string | number>) => {
  const method = procedure._def.meta?.openapi?.method;
  return method === 'GET' || method === 'DELETE' || isPathParameter(procedure, path);
};

function casesFor(
  door: 'trpc' | 'rest',
  procedure: Procedure,
  fieldsToVary: (path: Array<string | number>) => boolean,
): Case[] {
  const schema = procedure._def.inputs[0];
  const cases: Case[] = HOSTILE_INPUTS.map(([label, input]) => ({ label: `input: ${label}`, input }));
  if (!schema) return cases;
  const sample = sampleOf(schema);
  cases.push({ label: 'a valid sample', input: sample });
  for (const field of fieldsOf(schema)) {
    if (!fieldsToVary(field.path)) continue;
    const name = field.path.join('.');
    const values: Array<[string, unknown]> = [
      ...HOSTILE_VALUES,
      ...boundaryValues(field.schema).map((value): [string, unknown] => ['a bound', value]),
      ['left out', undefined],
    ];
    // The REST door turns its path and query values into text (and coerces them back): every one is sent there.
    const sent = door === 'trpc' ? valuesWorthSending(field.schema, values, readBeforeTheSchema) : values;
    for (const [label, value] of sent)
      cases.push({ label: `${name}: ${label}`, input: withField(sample, field.path, value) });
  }
  return cases;
}

/**
 * encodeURIComponent, but a lone surrogate (which it refuses) is sent as the three bytes a careless encoder writes
 * for it: not valid UTF-8, exactly what a hostile client can put in a path.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const encodePathPart = (text: string) =>
  !LONE_SURROGATE.test(text)
    ? encodeURIComponent(text)
    : text.replace(/[\s\S]/gu, (char) => {
        const unit = char.charCodeAt(0);
        if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      });

const asText = (value: unknown) =>
  value instanceof RawJson ? value.text : typeof value === 'string' ? value : toJsonText(value);

/** The request of one door for one input. */
function requestFor(door: 'trpc' | 'rest', name: string, procedure: Procedure, input: unknown) {
  if (door === 'trpc') {
    const envelope = input === undefined ? undefined : toJsonText({ json: input });
    if (procedure._def.type === 'query') {
      const query = envelope === undefined ? '' : `?input=${encodeURIComponent(envelope)}`;
      return { method: 'GET', url: `/trpc/${name}${query}` };
    }
    return { method: 'POST', url: `/trpc/${name}`, body: envelope ?? '' };
  }
  const openapi = procedure._def.meta?.openapi;
  if (!openapi) throw new Error(`${name} has no REST path`);
  const rest: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input) && !(input instanceof RawJson)
      ? { ...input }
      : {};
  const url = `/api${openapi.path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodePathPart(value === undefined ? '1' : asText(value));
  })}`;
  const whole = Object.keys(rest).length || !(input && typeof input === 'object') ? input : rest;
  if (openapi.method === 'GET' || openapi.method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(rest).map(([key, value]) => [key, asText(value)]),
    ).toString();
    return { method: openapi.method, url: query ? `${url}?${query}` : url };
  }
  return { method: openapi.method, url, body: whole === undefined ? '' : toJsonText(whole) };
}

const messageOf = (body: any): unknown => body?.message ?? body?.error?.json?.message ?? body?.error?.message;

interface HostileRequest {
  label: string;
  method: string;
  url: string;
  body?: string;
  /** A call that must be refused (an admin one, signed out): a 4xx that says why, never a 2xx. */
  refused?: boolean;
  /** An admin call signed in: never refused for want of a sign-in, or the round would quietly test the guard only. */
  signedIn?: boolean;
}

/**
 * One request over a kept-alive connection, through node:http: fetch's streams and decompression cost more CPU
 * than the server's answer (the four rounds are the longest files of the run), and a hostile client asks for no
 * compression. Resolves with status 0 when the server closed the connection without an answer.
 */
function send(agent: http.Agent, baseUrl: string, cookie: string, request: HostileRequest) {
  return new Promise<{ status: number; text: string }>((resolve) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const outgoing = http.request(
      `${baseUrl}${request.url}`,
      { method: request.method, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve({ status: 0, text: 'the answer broke off' }));
      },
    );
    // A server may answer (413, 431) and close before a long body is all written: the answer is what counts.
    outgoing.on('error', (error) => resolve({ status: 0, text: String(error) }));
    outgoing.end(request.body);
  });
}

/** Sends the requests a few at a time and returns the ones that broke the rule. */
async function failuresOf(client: HttpClient, requests: HostileRequest[]) {
  const failures: string[] = [];
  const queue = [...requests];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      const result = await send(agent, client.baseUrl, client.cookie, request);
      let body: unknown;
      try {
        body = JSON.parse(result.text);
      } catch {}
      const message = messageOf(body);
      const saysWhy = typeof message === 'string' && message.length > 0;
      const refusedWell = result.status >= 400 && result.status < 500 && saysWhy;
      const fine =
        (refusedWell && !(request.signedIn && result.status === 401)) ||
        (!request.refused && result.status >= 200 && result.status < 400);
      if (!fine) failures.push(`${request.label} → ${result.status} ${result.text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  agent.destroy();
  return failures;
}

/** Defines one round's tests: its door, signed in or out, then every public page still rendering afterwards. */
export function hostileRound(door: 'trpc' | 'rest', signedIn: boolean) {
  let orm: Orm;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let owner: HttpClient;

  beforeAll(async () => {
    ({ orm } = await createTestDatabase());
    await createAdmin(orm);
    const pageRenderer = bundledRenderer(path.resolve('src/client'), render);
    // Limits that would turn most rounds into 429s are raised: the suite is after the answers past the throttles.
    app = await startTestApp(orm, { CONTACT_RATE_LIMIT: '100000' }, { pageRenderer });
    await seedDemoContent(orm.em.fork(), app.storage);
    owner = new HttpClient(app.baseUrl);
    await owner.login();
  });
  afterAll(async () => {
    await app?.close();
    await orm?.close();
  });

  describe(`hostile input on every procedure, ${door}, ${signedIn ? 'signed in' : 'signed out'}`, () => {
    it('walks the whole router', () => {
      expect(procedures.length).toBeGreaterThanOrEqual(25);
    });

    // Signed in, every case runs the procedure: the safety net is wide for a busy 2-core machine.
    it('never a 5xx, every 4xx says why', { timeout: WIDE_NET_MS }, async () => {
      const client = signedIn ? owner : app.http;
      const requestsOf = (list: typeof procedures) =>
        list.flatMap(([name, procedure]) => {
          const refusedAtTheDoor = !signedIn && name.startsWith('admin.');
          const fieldsToVary = refusedAtTheDoor
            ? readBeforeSignIn(door, procedure)
            : door === 'rest'
              ? readByRestItself(procedure)
              : () => true;
          return casesFor(door, procedure, fieldsToVary).map(({ label, input }) => ({
            label: `${door} ${name} ${label}`,
            refused: refusedAtTheDoor,
            signedIn: signedIn && name.startsWith('admin.'),
            ...requestFor(door, name, procedure, input),
          }));
        });
      const signOut = ([name]: (typeof procedures)[number]) => SIGN_OUTS.includes(name);
      const before = requestsOf(procedures.filter((entry) => !signOut(entry)));
      const signOuts = requestsOf(procedures.filter(signOut));
      const requests = [...before, ...signOuts];
      // Sent a few at a time, calls still in flight when a sign-out went out could have their session read after
      // it had ended (a 401 under load): the sign-outs wait for every other answer.
      const failures = [...(await failuresOf(client, before)), ...(await failuresOf(client, signOuts))];
      if (process.env.HOSTILE_REPORT)
        (await import('node:fs')).appendFileSync(process.env.HOSTILE_REPORT, `${failures.join('\n')}\n`);
      expect(failures.slice(0, 40), `${failures.length} of ${requests.length} requests`).toEqual([]);
    });

    it('every public page still renders on the server afterwards', async () => {
      for (const path of [...fixedPagePaths('en'), ...fixedPagePaths('es')]) {
        const result = await app.http.get(path);
        expect(result.status, path).toBe(200);
        // The page itself, not the short page a failed render is answered with.
        expect(rootOf(result.text).length, path).toBeGreaterThan(1000);
      }
      for (const pageId of ['homepage', 'about', 'services', 'contact', 'portfolio']) {
        expect((await app.http.get(`/api/page-sections/${pageId}`)).status, pageId).toBe(200);
      }
      expect((await app.http.get('/api/portfolio')).status).toBe(200);
      expect((await app.http.get('/api/testimonials')).status).toBe(200);
      expect((await app.http.get('/api/settings')).status).toBe(200);
    }, 60_000);
  });
}
