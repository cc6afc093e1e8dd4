/**
 * npm run bench:start (after `npm run build`) — how fast the compiled server serves its first page and how much
 * memory it holds, beside a bare node:http server measured in the same run:
 * 1. one embedded PostgreSQL, outside the server (as Cloud SQL is): the first boot migrates and seeds it;
 * 2. five restarts against it, each the time from spawning `node dist/server/index.js` to the first 200 on `/`,
 *    alternated with five starts of the bare server (the machine may be busy: both see the same moments);
 * 3. RSS after every public page was served once, and the peak RSS of a flood of distinct URLs and distinct
 *    cacheable tRPC batches (BENCH_FLOOD_URLS, BENCH_FLOOD_BATCHES: 10,000 and 12,000 by default).
 * BENCH_BASELINE=<another build's entry> (such as a copy of an older dist/server) adds its restarts to each round
 * of step 2, so two builds are compared at the same moments of a busy machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PAGE_IDS, PROJECT_CATEGORIES } from '../src/common/constants';
import { fixedPagePaths } from '../src/common/routing/resolve';
import { freePort, startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { compiledServer, restartEnvironment, stopChild } from './bench-support';

const RESTARTS = 5;
const FLOOD_URLS = Number(process.env.BENCH_FLOOD_URLS ?? 10_000);
const FLOOD_BATCHES = Number(process.env.BENCH_FLOOD_BATCHES ?? 12_000);
const FLOOD_CONCURRENCY = 16;
/** `npm run serve`'s arguments: the compiled server with production's flags. */
const SERVER_ARGS = compiledServer().args;
const BASELINE = process.env.BENCH_BASELINE;
if (BASELINE && !existsSync(BASELINE)) throw new Error(`BENCH_BASELINE: ${BASELINE} is missing`);
if (!existsSync('dist/client/index.html'))
  throw new Error('Build first: npm run build (the client is missing)');

/** The floor: Node itself, starting a server that answers `/`. */
const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, '127.0.0.1')`;

const work = mkdtempSync(path.join(os.tmpdir(), 'scb-bench-start-'));
const database = await startEmbeddedPostgres(path.join(work, 'postgres'), 'bench-postgres-password');
await database.createDatabase('site');
const appEnv = restartEnvironment(database.url('site'), path.join(work, 'data'));

interface Started {
  child: ChildProcess;
  url: string;
  /** From spawn to the first 200 on `/`. */
  ms: number;
  /** CPU time the process had used by then: steadier than wall time on a busy machine. */
  cpuMs: number;
}

/** One GET, its status (0 when nothing listens yet). */
function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });
}

async function start(args: string[], env: NodeJS.ProcessEnv = appEnv): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  // The app's own log (warnings about the flood's 404s) is not this script's output; its errors are.
  const child = spawn(process.execPath, args, {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if ((await get(`${url}/`)) === 200)
      return { child, url, ms: performance.now() - began, cpuMs: cpuTimeOf(child) };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const startApp = () => start(SERVER_ARGS);
const startBaseline = () => start([...SERVER_ARGS.slice(0, -1), BASELINE ?? '']);
const startBare = () => start(['-e', BARE_SERVER], process.env);

/** User and system CPU time of a process so far, in ms (Linux /proc: fields 14 and 15, in clock ticks of 10 ms). */
function cpuTimeOf(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process now, and its peak so far, in MB (Linux /proc). */
function memoryOf(child: ChildProcess) {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Every URL once, FLOOD_CONCURRENCY at a time; returns how many answered each status class. */
async function requestAll(base: string, paths: string[]) {
  const statuses = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: FLOOD_CONCURRENCY }, async () => {
      while (next < paths.length) {
        const status = await get(base + paths[next++]);
        const kind = `${Math.floor(status / 100)}xx`;
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries(statuses);
}

/** Distinct addresses a crawler or an attacker might send: unknown pages, API ids, photo sizes, other spellings. */
function distinctUrls(count: number): string[] {
  const kinds = [
    (i: number) => `/no-such-page-${i}`,
    (i: number) => `/api/portfolio/${i}`,
    (i: number) => `/objects/portfolio/${i}-missing?w=480`,
    (i: number) => `/portfolio?utm_source=flood-${i}`,
    (i: number) => `/wildfire-recovery?community=flood-${i}`,
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]?.(i) ?? '/');
}

/** Distinct tRPC batches made only of cacheable public reads: each one its own response-cache key. */
function distinctBatches(count: number): string[] {
  const calls: Array<{ path: string; input?: unknown }> = [
    { path: 'public.settings.list' },
    { path: 'public.portfolio.featured' },
    { path: 'public.testimonials.featured' },
    ...PAGE_IDS.map((pageId) => ({ path: 'public.pageSections.active', input: { pageId } })),
    ...PROJECT_CATEGORIES.map((category) => ({ path: 'public.portfolio.byCategory', input: { category } })),
  ];
  const batches: string[] = [];
  // Ordered triples, then quadruples, of distinct calls: their keys differ by order.
  for (const length of [3, 4]) {
    const walk = (chosen: number[]) => {
      if (batches.length >= count) return;
      if (chosen.length === length) {
        const picked = chosen.map((index) => calls[index] ?? { path: '' });
        const input = Object.fromEntries(
          picked.map((call, i) => [i, call.input ? { json: call.input } : {}]),
        );
        batches.push(
          `/trpc/${picked.map((call) => call.path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
        );
        return;
      }
      for (let index = 0; index < calls.length; index++)
        if (!chosen.includes(index)) walk([...chosen, index]);
    };
    walk([]);
  }
  return batches.slice(0, count);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

const restarts: number[] = [];
const restartsCpu: number[] = [];
const baselines: number[] = [];
const baselinesCpu: number[] = [];
const floors: number[] = [];
const floorsCpu: number[] = [];
let firstBoot = 0;
let pagesRss = 0;
let floorRss = 0;
let flood = { peak: 0, after: 0, urls: {} as Record<string, number>, batches: {} as Record<string, number> };
try {
  process.stdout.write(
    'first boot on an empty database (migrations, first administrator, demo content)...\n',
  );
  const first = await startApp();
  firstBoot = first.ms;
  await stopChild(first.child);

  process.stdout.write(
    `${RESTARTS} restarts of the compiled server, alternated with the bare node:http floor...\n`,
  );
  for (let i = 0; i < RESTARTS; i++) {
    const bare = await startBare();
    floors.push(bare.ms);
    floorsCpu.push(bare.cpuMs);
    if (i === 0) {
      await get(`${bare.url}/`);
      floorRss = memoryOf(bare.child).rss;
    }
    await stopChild(bare.child);
    // With a baseline, the two take turns going first.
    for (const which of BASELINE && i % 2 ? ['baseline', 'app'] : ['app', 'baseline']) {
      if (which === 'baseline' && !BASELINE) continue;
      const started = which === 'app' ? await startApp() : await startBaseline();
      (which === 'app' ? restarts : baselines).push(started.ms);
      (which === 'app' ? restartsCpu : baselinesCpu).push(started.cpuMs);
      await stopChild(started.child);
    }
  }

  process.stdout.write('memory: every public page once, then the flood...\n');
  const app = await startApp();
  for (const path of fixedPagePaths()) await get(app.url + path);
  await get(`${app.url}/no-such-page`);
  pagesRss = memoryOf(app.child).rss;
  const urls = await requestAll(app.url, distinctUrls(FLOOD_URLS));
  const batches = await requestAll(app.url, distinctBatches(FLOOD_BATCHES));
  const after = memoryOf(app.child);
  flood = { peak: after.peak, after: after.rss, urls, batches };
  await stopChild(app.child);
} finally {
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}

const row = (label: string, value: string, target: string) =>
  process.stdout.write(`${label.padEnd(44)} ${value.padStart(22)}   ${target}\n`);
process.stdout.write(`\n${'measure'.padEnd(44)} ${'value'.padStart(22)}   target\n`);
row('first boot, empty database → first /', `${firstBoot.toFixed(0)} ms`, '≤ 2000 ms');
row(
  `restart → first /, median of ${RESTARTS} (min–max)`,
  `${median(restarts).toFixed(0)} ms (${spread(restarts)})`,
  '≤ 500 ms',
);
row(
  `bare node:http → first /, median (min–max)`,
  `${median(floors).toFixed(0)} ms (${spread(floors)})`,
  'floor',
);
row(
  `  CPU time used by then, median (min–max)`,
  `${median(restartsCpu).toFixed(0)} ms (${spread(restartsCpu)})`,
  `floor: ${median(floorsCpu).toFixed(0)} ms (${spread(floorsCpu)})`,
);
if (BASELINE) {
  row(
    `baseline ${BASELINE}: restart → first /`,
    `${median(baselines).toFixed(0)} ms (${spread(baselines)})`,
    'same rounds',
  );
  row(
    `  CPU time used by then, median (min–max)`,
    `${median(baselinesCpu).toFixed(0)} ms (${spread(baselinesCpu)})`,
    '',
  );
}
row('RSS after every public page once', `${pagesRss.toFixed(0)} MB`, '≤ 150 MB');
row('bare node:http RSS after one request', `${floorRss.toFixed(0)} MB`, 'floor');
row(
  `peak RSS, ${FLOOD_URLS} URLs + ${FLOOD_BATCHES} batch keys`,
  `${flood.peak.toFixed(0)} MB (after: ${flood.after.toFixed(0)})`,
  '≤ 300 MB',
);
process.stdout.write(
  `flood answers: URLs ${JSON.stringify(flood.urls)}, batches ${JSON.stringify(flood.batches)}\n`,
);
