/**
 * npm run bench — throughput and latency of the public reads and the contact form on the running app,
 * beside a bare node:http server sending the same bytes, measured in the same run.
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50) and BENCH_ONLY (a row name filter) tune it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { runLoad, startApp, stopChild } from './bench-support';
import type { LoadReport } from './load-client';

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

const allTargets = [
  { name: 'GET /api/settings', method: 'GET', path: '/api/settings' },
  { name: 'GET /api/portfolio', method: 'GET', path: '/api/portfolio' },
  { name: 'GET /trpc home batch', method: 'GET', path: homeBatch },
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
const recorded: Record<string, { status: number; contentType: string; body: string }> = {};
for (const target of targets) {
  const response = await fetch(app.url + target.path, {
    method: target.method,
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : {},
  });
  recorded[`${target.method} ${target.path}`] = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: await response.text(),
  };
}

const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bare-server.ts'], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
bare.stdin.end(JSON.stringify(recorded));
const [portLine] = (await once(bare.stdout, 'data')) as [Buffer];
const bareUrl = `http://127.0.0.1:${portLine.toString().trim()}`;

const rows: Array<{ name: string; app: LoadReport; bare: LoadReport }> = [];
try {
  for (const target of targets) {
    const options = {
      seconds,
      connections,
      method: target.method,
      body: target.body,
      distinctVisitors: target.distinctVisitors,
    };
    process.stdout.write(`measuring ${target.name} (${seconds}s each, ${connections} connections)...\n`);
    rows.push({
      name: target.name,
      app: await runLoad({ ...options, url: app.url + target.path }),
      bare: await runLoad({ ...options, url: bareUrl + target.path }),
    });
  }
} finally {
  await stopChild(bare);
  await app.stop();
}

const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(8);
process.stdout.write(
  `\n${'endpoint'.padEnd(20)} ${'app req/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}` +
    ` ${'bare req/s'.padStart(10)} ${'ratio'.padStart(8)}\n`,
);
for (const row of rows) {
  process.stdout.write(
    `${row.name.padEnd(20)} ${fmt(row.app.requestsPerSecond).padStart(10)} ${fmt(row.app.p50, 1)} ${fmt(row.app.p99, 1)}` +
      ` ${fmt(row.bare.requestsPerSecond).padStart(10)} ${fmt(row.app.requestsPerSecond / row.bare.requestsPerSecond, 2)}` +
      `${row.app.non2xx ? `  (${row.app.non2xx} non-2xx)` : ''}\n`,
  );
}
