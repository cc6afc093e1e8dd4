/**
 * npm run bench — throughput and latency of the public reads and the contact form on the running app,
 * beside a bare node:http server sending the same bytes, measured in the same run; then 1,000 distinct spellings
 * of the public pages against their canonical addresses (scripts/bench-spellings.ts: at most 2× as long), and
 * 1,000 distinct addresses no page has against as many canonical ones (scripts/bench-unknown-addresses.ts: at most
 * 2× as long).
 * BENCH_SECONDS (default 10, per row and server, split over BENCH_ROUNDS alternated rounds, default 3),
 * BENCH_CONNECTIONS (default 50) and BENCH_ONLY (a row name filter) tune it. It runs the compiled server
 * (`npm run build` first) as `npm run serve` does.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { measurePhotoUploads } from './bench-photos';
import { measureSpellings } from './bench-spellings';
import { runLoad, startApp, stopChild } from './bench-support';
import { measureUnknownAddresses } from './bench-unknown-addresses';
import type { LoadOptions, LoadReport } from './load-client';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '(310) 555-0100',
  projectType: 'Home Remodel',
  message: 'Measuring the contact form.',
});

/** What the browser's home page asks for in one batched GET. */
const homeBatch =
  '/trpc/public.settings.list,public.portfolio.featured,public.testimonials.featured,public.pageSections.active' +
  `?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {}, 1: {}, 2: {}, 3: { json: { pageId: 'homepage' } } }))}`;

/** Pages are asked for as a browser asks: brotli accepted. */
const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };

interface Target {
  name: string;
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  distinctVisitors?: boolean;
}

const allTargets: Target[] = [
  { name: 'GET /', method: 'GET', path: '/', headers: asBrowser },
  { name: 'GET /portfolio', method: 'GET', path: '/portfolio', headers: asBrowser },
  { name: 'GET /wildfire-recovery', method: 'GET', path: '/wildfire-recovery', headers: asBrowser },
  // The Spanish twins are kept pages of their own, as fast (docs/page-speed.md).
  { name: 'GET /es', method: 'GET', path: '/es', headers: asBrowser },
  { name: 'GET /es/portafolio', method: 'GET', path: '/es/portafolio', headers: asBrowser },
  { name: 'GET /api/settings', method: 'GET', path: '/api/settings' },
  { name: 'GET /api/portfolio', method: 'GET', path: '/api/portfolio' },
  { name: 'GET /trpc home batch', method: 'GET', path: homeBatch },
  // A kind's free times: kept per kind and day in memory (services/booking/slot-cache.ts), through Express.
  { name: 'GET /api/booking/slots', method: 'GET', path: '/api/booking/slots?kind=video' },
  // Every request from its own visitor address, as real traffic: one address would hit the per-IP throttle.
  {
    name: 'POST /api/contact',
    method: 'POST',
    path: '/api/contact',
    body: contactBody,
    distinctVisitors: true,
  },
];

/** BENCH_ONLY=contact (any part of a row's name) measures only the matching rows. */
const only = process.env.BENCH_ONLY?.toLowerCase();
const targets = allTargets.filter((target) => !only || target.name.toLowerCase().includes(only));

const app = await startApp();
const appUrl = app.url;
const appPid = app.child.pid;
/** One answer of the app, its bytes as sent (fetch would decompress them), for the bare server to repeat. */
function record(target: Target) {
  return new Promise<{ status: number; contentType: string; contentEncoding?: string; body: string }>(
    (resolve, reject) => {
      const headers = { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) };
      http
        .request(app.url + target.path, { method: target.method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: res.headers['content-type'] ?? 'application/json',
              contentEncoding: res.headers['content-encoding'],
              body: Buffer.concat(chunks).toString('base64'),
            }),
          );
        })
        .on('error', reject)
        .end(target.body);
    },
  );
}

const recorded: Record<string, Awaited<ReturnType<typeof record>>> = {};
for (const target of targets) recorded[`${target.method} ${target.path}`] = await record(target);

const bareServer = spawn(process.execPath, ['--import', 'tsx', 'scripts/bare-server.ts'], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
bareServer.stdin.end(JSON.stringify(recorded));
const [portLine] = (await once(bareServer.stdout, 'data')) as [Buffer];
const bareUrl = `http://127.0.0.1:${portLine.toString().trim()}`;

/**
 * Each row is measured in BENCH_ROUNDS rounds (3 by default) of the app then the bare server, seconds/rounds each:
 * on a shared, busy machine both then meet the same moments, and the ratio is the median of the rounds' ratios.
 */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** CPU time (user + system) a process has used so far, in µs (Linux /proc; clock ticks of 10 ms). */
function cpuMicrosOf(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** A load run, and the server's CPU time per answered request: steadier than req/s on a busy machine. */
async function measured(options: LoadOptions, pid: number | undefined) {
  const before = cpuMicrosOf(pid);
  const report = await runLoad(options);
  return { ...report, cpuMicrosPerRequest: (cpuMicrosOf(pid) - before) / Math.max(1, report.total) };
}

async function alternated(options: Omit<LoadOptions, 'url'>, path: string) {
  const app: Array<LoadReport & { cpuMicrosPerRequest: number }> = [];
  const bare: Array<LoadReport & { cpuMicrosPerRequest: number }> = [];
  for (let round = 0; round < rounds; round++) {
    app.push(await measured({ ...options, url: appUrl + path }, appPid));
    bare.push(await measured({ ...options, url: bareUrl + path }, bareServer.pid));
  }
  const cpu = median(app.map((report) => report.cpuMicrosPerRequest));
  const bareCpu = median(bare.map((report) => report.cpuMicrosPerRequest));
  const ratios = app.map((report, i) => report.requestsPerSecond / (bare[i]?.requestsPerSecond ?? 1));
  const byRatio = [...app.keys()].sort((a, b) => (ratios[a] ?? 0) - (ratios[b] ?? 0));
  const middle = byRatio[Math.floor(byRatio.length / 2)] ?? 0;
  return {
    app: app[middle] as LoadReport,
    bare: bare[middle] as LoadReport,
    ratio: median(ratios),
    ratios,
    cpu,
    bareCpu,
  };
}

const rows: Array<{
  name: string;
  app: LoadReport;
  bare: LoadReport;
  ratio: number;
  ratios: number[];
  cpu: number;
  bareCpu: number;
}> = [];
/** BENCH_ONLY=spellings measures only the loop over other spellings of the pages. */
const measuresSpellings = !only || 'spellings'.includes(only);
let spellings: Awaited<ReturnType<typeof measureSpellings>> | undefined;
/** BENCH_ONLY=unknown measures only the loop over addresses no page has. */
let unknown: Awaited<ReturnType<typeof measureUnknownAddresses>> | undefined;
try {
  for (const target of targets) {
    const options = {
      seconds: Math.max(2, seconds / rounds),
      connections,
      method: target.method,
      body: target.body,
      headers: target.headers,
      distinctVisitors: target.distinctVisitors,
    };
    process.stdout.write(
      `measuring ${target.name} (${rounds} rounds of ${options.seconds}s, app then bare, ${connections} connections)...\n`,
    );
    rows.push({ name: target.name, ...(await alternated(options, target.path)) });
  }
  if (measuresSpellings) {
    process.stdout.write(
      'measuring 1,000 spellings of the public pages against their canonical addresses...\n',
    );
    spellings = await measureSpellings(app.url);
  }
  if (!only || 'unknown addresses'.includes(only)) {
    process.stdout.write('measuring 1,000 addresses no page has against canonical addresses...\n');
    unknown = await measureUnknownAddresses(app.url);
  }
  if (!only || 'photos'.includes(only)) await measurePhotoUploads(app.url);
} finally {
  await stopChild(bareServer);
  await app.stop();
}

const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(8);
if (rows.length > 0)
  process.stdout.write(
    `\n${'endpoint'.padEnd(22)} ${'app req/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}` +
      ` ${'bare req/s'.padStart(10)} ${'ratio'.padStart(8)}   ${'CPU µs/req app / bare'.padStart(22)}   ratio of each round\n`,
  );
for (const row of rows) {
  process.stdout.write(
    `${row.name.padEnd(22)} ${fmt(row.app.requestsPerSecond).padStart(10)} ${fmt(row.app.p50, 1)} ${fmt(row.app.p99, 1)}` +
      ` ${fmt(row.bare.requestsPerSecond).padStart(10)} ${fmt(row.ratio, 2)}   ${`${row.cpu.toFixed(0)} / ${row.bareCpu.toFixed(0)} (${(row.bareCpu / row.cpu).toFixed(2)}×)`.padStart(22)}   ${row.ratios.map((ratio) => ratio.toFixed(2)).join(' ')}` +
      `${row.app.non2xx ? `  (${row.app.non2xx} non-2xx)` : ''}\n`,
  );
}
if (spellings) {
  const { canonicalMs, spellingMs, spellingRequests, rounds } = spellings;
  process.stdout.write(
    `\n1,000 page loads (brotli, redirects followed), median of ${rounds} rounds:\n` +
      `  canonical addresses   ${fmt(canonicalMs)} ms\n` +
      `  distinct spellings    ${fmt(spellingMs)} ms  (${spellingRequests} requests)\n` +
      `  ratio                 ${fmt(spellingMs / canonicalMs, 2)}   (at most 2)\n`,
  );
}
if (unknown)
  process.stdout.write(
    `\n1,000 loads (brotli), median of ${unknown.rounds} rounds:\n` +
      `  canonical addresses          ${fmt(unknown.canonicalMs)} ms\n` +
      `  distinct unknown addresses   ${fmt(unknown.unknownMs)} ms  (404 each)\n` +
      `  ratio                        ${fmt(unknown.unknownMs / unknown.canonicalMs, 2)}   (at most 2)\n`,
  );
