import { rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { type EarlyListener, listenEarly } from '../../src/server/early-listener';
import { KeptPages, type RunSql, siteIdentity, sqlOn } from '../../src/server/http/page-cache/kept-pages';
import { entityTables } from '../../src/server/services/backup/tables';
import { createLogger, logRequest } from '../../src/server/services/logging';
import { createAdmin, startTestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { sourceRenderer } from '../support/demo-site';
import { bytesOf as request } from '../support/raw-http';

/**
 * The tables no public page shows, each with the reason: a write to them leaves the kept pages as they are. Every
 * other entity's table moves the content generation on (its migration adds the trigger), so a table added later
 * cannot be forgotten: this test fails until it is one or the other.
 */
const NO_PAGE_SHOWS: Readonly<Record<string, string>> = {
  users: "the administrator's account",
  admin_sessions: "the administrator's signed-in devices",
  passkeys: "the administrator's second factors",
  recovery_codes: "the administrator's recovery codes",
  passkey_challenges: 'passkey sign-ins under way',
  login_attempts: 'the sign-in throttle',
  backup_requests: 'when "Back up now" was last used',
  alert_settings: "the owner's alert address and mail server",
  push_subscriptions: "the owner's devices for alerts",
  contact_submissions: 'leads: the thank-you page with what was sent is rendered each time, never kept',
  lead_alerts: 'alerts sent about leads',
  acknowledged_addresses: "addresses that got a visitor's acknowledgement today",
  lead_photos: "visitors' photos with their requests, never public",
  booking_settings: 'when a consultation can be booked: the booking page is drawn for each visit, never kept',
  calendar_feeds: "the owner's private calendar address",
  consultations: 'booked consultations: only the booking page (never kept) and the panel show them',
  page_event_counts: 'counts of taps on phone and e-mail links, shown in the panel only',
  activity_log: 'the panel’s activity list',
  content_versions:
    'earlier versions, shown in the panel’s history (restoring one writes the content tables)',
  trash: 'deleted items, shown in the panel’s Trash (restoring one writes the content tables)',
};

let orm: Orm;
let url: string;
let client: pg.Client;
const identityFile = path.join(os.tmpdir(), `scb-kept-pages-build-${process.pid}.txt`);
const env = () => ({ DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test' });
const logLines: string[] = [];
const logger = createLogger('info', { write: (line: string) => void logLines.push(line) });
const listeners: EarlyListener[] = [];

async function listen(environment: NodeJS.ProcessEnv = env()) {
  const early = await listenEarly(environment, logger, [identityFile]);
  if (!early) throw new Error('the early listener did not start');
  listeners.push(early);
  return { early, base: `http://127.0.0.1:${(early.server.address() as AddressInfo).port}` };
}

/** The addresses a listener has finished an answer to, in their order (whoever answered: it, or the app). */
function answeredBy(early: EarlyListener): string[] {
  const answered: string[] = [];
  early.server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    res.on('finish', () => answered.push(String(req.url))),
  );
  return answered;
}

/**
 * Resolves once the listener has looked up every request sent to it before: it looks them up one at a time, in
 * their order, so a page it answers from the kept ones (a marker kept here under the current generation) was
 * looked up after them all, and what it did with each of them is done.
 */
async function lookedUpSoFar(early: EarlyListener, base: string) {
  const marker = {
    tags: [],
    encodings: {
      identity: { body: Buffer.from('marker'), etag: '"m"' },
      br: { body: zlib.brotliCompressSync('marker'), etag: '"mb"' },
      gzip: { body: zlib.gzipSync('marker'), etag: '"mg"' },
    },
  };
  await new KeptPages(runSql(), early.site).keep('/marker', String(await generation()), marker, []);
  expect((await request(`${base}/marker`)).body.toString()).toBe('marker');
}

const runSql = (): RunSql => sqlOn(client);
const generation = async () =>
  Number((await client.query('select "value" from "content_generation"')).rows[0].value);

beforeAll(async () => {
  await writeFile(identityFile, 'build one');
  ({ orm, url } = await createTestDatabase());
  await createAdmin(orm);
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(async () => {
  for (const { server } of listeners) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await client.end();
  await orm.close();
  await rm(identityFile, { force: true });
});

describe('pages kept in PostgreSQL for a restart', () => {
  let firstHtml: Buffer;
  let firstBrEtag: string;

  it('the app keeps what it renders for the next start, under this build and the generation it read', async () => {
    const { early } = await listen();
    const app = await startTestApp(orm, {}, { pageRenderer: sourceRenderer(), logger, early });
    try {
      const identity = await request(`${app.baseUrl}/`);
      const br = await request(`${app.baseUrl}/`, { 'accept-encoding': 'br' });
      expect(identity.status).toBe(200);
      firstHtml = identity.body;
      firstBrEtag = String(br.headers.etag);
      await expect
        .poll(
          async () =>
            (await client.query(`select "site", "generation" from "kept_pages" where "key" = '/'`)).rows,
        )
        .toEqual([{ site: early.site, generation: String(await generation()) }]);
    } finally {
      await app.close();
    }
  });

  it('a restart answers the kept page before its app has loaded: the same bytes, encodings and validators', async () => {
    const { base } = await listen();
    const br = await request(`${base}/`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(firstBrEtag);
    expect(zlib.brotliDecompressSync(br.body).equals(firstHtml)).toBe(true);
    expect(br.headers['content-security-policy']).toBeTruthy();
    expect(br.headers['cache-control']).toBe('no-cache');
    const plain = await request(`${base}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(firstHtml)).toBe(true);
    expect(
      (await request(`${base}/`, { 'if-none-match': firstBrEtag, 'accept-encoding': 'br' })).status,
    ).toBe(304);
    const head = await request(`${base}/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    // One line per request, as the app writes them.
    expect(logLines.some((line) => /"path":"\/","status":200/.test(line))).toBe(true);
  });

  it('everything else waits for the app, untouched, and so does a kept page once the site has changed', async () => {
    const { early, base } = await listen();
    const answered = answeredBy(early);
    let aboutArrived = 0;
    early.server.on('request', (req: IncomingMessage) => {
      if (req.url === '/about') aboutArrived = performance.now();
    });
    const about = request(`${base}/about`);
    const other = request(`${base}/?utm_source=mail`);
    const posted = request(`${base}/api/contact`, {}, 'POST');
    await lookedUpSoFar(early, base);
    expect(answered).toEqual(['/marker']);
    await client.query(`update "site_settings" set "value" = "value" where "key" = 'hero_title'`);
    const afterWrite = request(`${base}/`);
    await lookedUpSoFar(early, base);
    expect(answered).toEqual(['/marker', '/marker']);
    const handedOver = performance.now();
    early.handOver((req, res) => {
      logRequest(logger, req, res, String(req.url).split('?')[0] ?? '');
      res.end(`app: ${req.method} ${req.url}`);
    });
    expect((await about).body.toString()).toBe('app: GET /about');
    // Its log line counts the time it waited for the app.
    const aboutLine = JSON.parse(logLines.find((line) => line.includes('"path":"/about"')) ?? '{}');
    expect(aboutLine.responseTime).toBeGreaterThanOrEqual(Math.round(handedOver - aboutArrived));
    expect((await other).body.toString()).toBe('app: GET /?utm_source=mail');
    expect((await posted).body.toString()).toBe('app: POST /api/contact');
    expect((await afterWrite).body.toString()).toBe('app: GET /');
    // Once the app has it, the server is the app's for every request.
    expect((await request(`${base}/`)).body.toString()).toBe('app: GET /');
  });

  it('a kept row the answer cannot carry goes to the app, and the server goes on', async () => {
    const { early, base } = await listen();
    await client.query(
      `insert into "kept_pages" ("key", "site", "generation", "headers", "identity", "br", "gzip", "etags")
       values ('/bad-row', $1, $2, '[["x-bad", "a\\nb"]]', 'x', 'x', 'x', '{"identity": "\\"e\\""}')`,
      [early.site, String(await generation())],
    );
    const answered = answeredBy(early);
    const answer = request(`${base}/bad-row`);
    await lookedUpSoFar(early, base);
    expect(answered).toEqual(['/marker']);
    early.handOver((_req, res) => res.end('app'));
    expect((await answer).body.toString()).toBe('app');
  });

  it('another build, another configuration or a day-old copy is never sent', async () => {
    const kept = new KeptPages(runSql(), 'this-build');
    const current = String(await generation());
    const page = {
      tags: [],
      encodings: {
        identity: { body: Buffer.from('<p>kept</p>'), etag: '"a"' },
        br: { body: Buffer.from('x'), etag: '"b"' },
        gzip: { body: Buffer.from('y'), etag: '"c"' },
      },
    };
    await kept.keep('/kept-test', current, page, [['x-test', '1']]);
    expect((await kept.find('/kept-test', 'identity'))?.body.toString()).toBe('<p>kept</p>');
    expect(await new KeptPages(runSql(), 'another-build').find('/kept-test', 'identity')).toBeNull();
    await client.query(
      `update "kept_pages" set "kept_at" = now() - interval '25 hours' where "key" = '/kept-test'`,
    );
    expect(await kept.find('/kept-test', 'identity')).toBeNull();
    // A page kept after a write drops every row kept before it: none of them can be sent again.
    await client.query(`delete from "page_redirects" where false`);
    await kept.keep('/kept-later', String(await generation()), page, []);
    const { rows } = await client.query(`select "key" from "kept_pages" order by "key"`);
    expect(rows.map((row) => row.key)).toEqual(['/kept-later']);
    // The identity covers the build's files and the environment, except the port when PUBLIC_URL names the site
    // and the container's host name.
    const { early: a } = await listen({ ...env(), PUBLIC_URL: 'https://one.example' });
    const { early: b } = await listen({
      ...env(),
      PUBLIC_URL: 'https://one.example',
      HOSTNAME: 'another-container',
    });
    const { early: c } = await listen({ ...env(), PUBLIC_URL: 'https://two.example' });
    expect(a.site).toBe(b.site);
    const identity = (environment: NodeJS.ProcessEnv) => siteIdentity([identityFile], environment);
    const named = { ...env(), PUBLIC_URL: 'https://one.example' };
    expect(await identity({ ...named, PORT: '4000' })).toBe(await identity({ ...named, PORT: '5000' }));
    // Without PUBLIC_URL the pages name the port (http://localhost:<port>).
    expect(await identity({ ...env(), PORT: '4000' })).not.toBe(await identity({ ...env(), PORT: '5000' }));
    expect(c.site).not.toBe(a.site);
    await writeFile(identityFile, 'build two');
    const { early: d } = await listen({ ...env(), PUBLIC_URL: 'https://one.example' });
    expect(d.site).not.toBe(a.site);
  });

  it('every write to a table a public page shows moves the generation on, in its own transaction', async () => {
    const { rows } = await client.query<{ table: string }>(
      `select event_object_table as "table" from information_schema.triggers
       where trigger_name = 'move_content_generation' group by event_object_table`,
    );
    const triggered = rows.map((row) => row.table).sort();
    const tables = entityTables(orm.getMetadata()).map((table) => table.name);
    for (const table of tables)
      expect(triggered.includes(table) !== table in NO_PAGE_SHOWS, table).toBe(true);
    for (const name of Object.keys(NO_PAGE_SHOWS)) expect(tables).toContain(name);
    const before = await generation();
    await client.query('begin');
    await client.query(`update "testimonials" set "id" = "id"`);
    await client.query('rollback');
    expect(await generation()).toBe(before);
    await client.query(`delete from "page_redirects" where false`);
    expect(await generation()).toBe(before + 1);
  });

  it('two saves of the same settings in another order wait for each other, never deadlock', async () => {
    await client.query(
      `insert into "site_settings" ("key", "value", "section", "updated_at") values ('dead_a', '1', 'test', now()), ('dead_b', '1', 'test', now())`,
    );
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await client.query('begin');
      await client.query(`update "site_settings" set "value" = '2' where "key" = 'dead_a'`);
      await other.query('begin');
      const { rows: otherBackend } = await other.query('select pg_backend_pid() as "pid"');
      const otherSave = other
        .query(`update "site_settings" set "value" = '3' where "key" = 'dead_b'`)
        .then(() => other.query('commit'));
      // The other save waits for this one (on the generation's row) before this one writes its second row.
      await expect
        .poll(
          async () =>
            (
              await client.query(`select "wait_event_type" from pg_stat_activity where "pid" = $1`, [
                otherBackend[0].pid,
              ])
            ).rows[0]?.wait_event_type,
        )
        .toBe('Lock');
      await client.query(`update "site_settings" set "value" = '2' where "key" = 'dead_b'`);
      await client.query('commit');
      await otherSave;
      const { rows } = await client.query(`select "value" from "site_settings" where "key" = 'dead_b'`);
      expect(rows[0].value).toBe('3');
    } finally {
      await other.end();
    }
  });
});
