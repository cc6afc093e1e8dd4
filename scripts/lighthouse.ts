/**
 * `npm run lighthouse`: a measurement, not a test. Builds the client and its server bundle into a temporary
 * folder, starts the app (production mode, embedded PostgreSQL, demo content) and runs Lighthouse with its
 * default mobile settings (simulated slow 4G, 4x CPU slowdown) on every public route in the system Chromium.
 * Prints the four category scores, LCP, TBT, CLS, the bytes transferred and the machine's benchmark per route.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_ROUTES } from '../src/common/routes';
import { startApp } from './bench-support';
import { FIRST_VISIT_STORAGE_TYPES, findChromium, MEASUREMENT_ARGS } from './chromium';

/**
 * `LIGHTHOUSE_ROUTES=/,/about` measures only those routes. `LIGHTHOUSE_RUNS=3` measures each that many times
 * and prints every run, then the median run of each route (by performance score, then TBT), as Lighthouse CI
 * does: single runs on a 2-core machine vary by several points.
 */
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);
const ROUTES = PUBLIC_ROUTES.map((route) => route.path)
  .filter((route) => !ONLY || ONLY.includes(route))
  .flatMap((route) => Array<string>(RUNS).fill(route));
/** Set to keep every full JSON report there (to see which audits cost points). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MAX_ATTEMPTS = 3;

const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium found (apt-get install chromium, or set CHROMIUM_PATH)');

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'scb-lighthouse-dist-'));
const built = spawnSync('npm', ['run', 'build', '--', clientDir], { stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) throw new Error('build failed');
process.env.CLIENT_DIR = clientDir;

/**
 * One warm-up request for the page and for every resized photo it offers, so the numbers measure the site
 * as visitors meet it, not the first request after start-up or the first resize of each photo (cached after).
 */
async function warmUp(origin: string, route: string) {
  const html = await (await fetch(origin + route)).text();
  const offered = [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((candidate) => candidate.trim().split(/\s+/)[0]?.replace(/&amp;/g, '&') ?? '')
    .filter((url) => /^\/(?:images|objects)\/.+[?&]w=\d+/.test(url));
  await Promise.all(
    [...new Set(offered)].map((url) =>
      fetch(origin + url, { headers: { accept: 'image/webp,*/*' } }).then((r) => r.arrayBuffer()),
    ),
  );
}

/**
 * The machine's cost of a page of fresh memory, in microseconds: a new Node process touches 64 MiB it has just
 * been given, one write per 4 KiB page, each a page fault (a new process, because a process that has freed such
 * memory may be given it back without faults). Loading one of our pages faults in 100-130 MiB in the page's
 * renderer process alone (70 MiB of it for a plain text file: a new renderer's start), so where a fault is slow,
 * as on some virtual machines, every task Lighthouse times grows. Ordinary hardware takes well under a
 * microsecond a page.
 */
function freshPageMicroseconds(): number {
  const touch = [
    'const bytes = 64 * 1024 * 1024;',
    'const memory = Buffer.allocUnsafeSlow(bytes);',
    'const start = performance.now();',
    'for (let offset = 0; offset < bytes; offset += 4096) memory[offset] = 1;',
    'process.stdout.write(String(((performance.now() - start) * 1000) / (bytes / 4096)));',
  ].join('\n');
  const probe = spawnSync(process.execPath, ['-e', touch], { encoding: 'utf8' });
  return Number(probe.stdout);
}

const app = await startApp();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...MEASUREMENT_ARGS],
});
const rows: string[][] = [];
/** Indexes in `rows` of the runs Lighthouse could not measure. */
const failedRows = new Set<number>();
try {
  for (const [index, route] of ROUTES.entries()) {
    await warmUp(app.url, route);
    const pageMicroseconds = freshPageMicroseconds();
    const run = () =>
      lighthouse(app.url + route, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        clearStorageTypes: [...FIRST_VISIT_STORAGE_TYPES],
      });
    // Lighthouse now and then fails to record the trace (NO_NAVSTART), sometimes twice in a row: such a run is
    // repeated, up to three times in all; one that still fails is printed as such and left out of the medians.
    let result = await run();
    for (let attempt = 1; attempt < MAX_ATTEMPTS && result?.lhr.runtimeError; attempt++) result = await run();
    if (!result) throw new Error(`no Lighthouse result for ${route}`);
    const failure = result.lhr.runtimeError?.code;
    if (failure) {
      process.stderr.write(`${route}: Lighthouse failed ${MAX_ATTEMPTS} times (${failure})\n`);
      failedRows.add(rows.length);
    }
    if (REPORT_DIR)
      writeFileSync(
        path.join(REPORT_DIR, `${route.slice(1) || 'home'}${RUNS > 1 ? `-${index % RUNS}` : ''}.json`),
        String(result.report),
      );
    const { categories, audits } = result.lhr;
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
    const number = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    rows.push([
      route,
      ...CATEGORIES.map(score),
      `${(number('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(number('total-blocking-time'))} ms`,
      number('cumulative-layout-shift').toFixed(3),
      `${Math.round(number('total-byte-weight') / 1024)} KB`,
      String(Math.round(result.lhr.environment.benchmarkIndex)),
      `${pageMicroseconds.toFixed(1)} µs`,
    ]);
    const failing = Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => audit.id);
    if (failing.length) process.stderr.write(`${route}: audits below 0.9: ${failing.join(', ')}\n`);
  }
} finally {
  chrome.kill();
  await app.stop();
}

/**
 * `page`: the machine's cost of a page of fresh memory just before the run (freshPageMicroseconds).
 * `cpu`: Lighthouse's benchmarkIndex of this machine during the run (over 1,500: a fast desktop, for which its 4x
 * slowdown stands for a mid-range phone); it tells runs on a slower machine apart.
 */
const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'bytes', 'cpu', 'page'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
process.stdout.write(`\n${line(header)}\n${rows.map(line).join('\n')}\n`);

if (RUNS > 1) {
  const byRoute = new Map<string, string[][]>();
  for (const [index, row] of rows.entries())
    if (!failedRows.has(index)) byRoute.set(row[0] ?? '', [...(byRoute.get(row[0] ?? '') ?? []), row]);
  const rank = (row: string[]) => Number(row[1]) * 10000 - Number.parseInt(row[6] ?? '0', 10);
  const medians = [...byRoute.values()].map(
    (runs) => runs.sort((a, b) => rank(a) - rank(b))[runs.length >> 1] ?? [],
  );
  process.stdout.write(`\nmedian run of each route:\n${line(header)}\n${medians.map(line).join('\n')}\n`);
}
