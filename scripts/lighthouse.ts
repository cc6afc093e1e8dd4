/**
 * `npm run lighthouse`: a measurement, not a test. Builds the client and its server bundle into a temporary
 * folder, starts the app (production mode, embedded PostgreSQL, demo content) and runs Lighthouse with its
 * default mobile settings (simulated slow 4G, 4x CPU slowdown) on every public route in the system Chromium,
 * each run alternated with a run of the same route with our scripts blocked (`blockedUrlPatterns`: the HTML,
 * its styles and photos alone, this machine's floor). Prints per route the medians of both and the gap: what
 * our scripts cost.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fixedPagePaths } from '../src/common/routing/resolve';
import { startApp } from './bench-support';
import { FIRST_VISIT_STORAGE_TYPES, findChromium, MEASUREMENT_ARGS } from './chromium';
import { ensureServiceAreaPage } from './lighthouse-content';

/**
 * `LIGHTHOUSE_ROUTES=/,/about` measures only those routes (any path of the site). `LIGHTHOUSE_RUNS=5` measures that many pairs per
 * route (3 by default): single runs on a 2-core machine vary by several points, so medians are compared.
 */
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
const RUNS = Math.max(3, Number(process.env.LIGHTHOUSE_RUNS) || 3);
/** Our scripts: the islands script, the runtime and every island (the theme script is inline, and stays). */
const OUR_SCRIPTS = ['*/assets/*.js'];
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

interface Figures {
  perf: number;
  a11y: number;
  best: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  kb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
};

const app = await startApp();

/** Pages made from the content, one of each kind the sitemap lists: a project's page and a service area's. */
async function contentRoutes(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  return ['/portfolio/', '/areas/'].flatMap(
    (prefix) => paths.find((found) => found.startsWith(prefix)) ?? [],
  );
}

/** Every public route and a page of each kind made from content, or those LIGHTHOUSE_ROUTES names. */
if (!ONLY) await ensureServiceAreaPage(app.url);
const ROUTES = ONLY ?? [...fixedPagePaths('en'), ...fixedPagePaths('es'), ...(await contentRoutes(app.url))];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...MEASUREMENT_ARGS],
});

/** One Lighthouse run; null when Lighthouse could not measure it, three times in a row. */
async function measure(route: string, blocked: boolean, label: string): Promise<Figures | null> {
  const run = () =>
    lighthouse(app.url + route, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      clearStorageTypes: [...FIRST_VISIT_STORAGE_TYPES],
      ...(blocked ? { blockedUrlPatterns: OUR_SCRIPTS } : {}),
    });
  // Lighthouse now and then fails to record the trace (NO_NAVSTART), sometimes twice in a row.
  let result = await run();
  for (let attempt = 1; attempt < MAX_ATTEMPTS && result?.lhr.runtimeError; attempt++) result = await run();
  if (!result || result.lhr.runtimeError) {
    process.stderr.write(`${route} ${label}: Lighthouse failed ${MAX_ATTEMPTS} times\n`);
    return null;
  }
  if (REPORT_DIR)
    writeFileSync(path.join(REPORT_DIR, `${route.slice(1) || 'home'}-${label}.json`), String(result.report));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const number = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (!blocked) {
    const failing = Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => audit.id);
    if (failing.length) process.stderr.write(`${route}: audits below 0.9: ${failing.join(', ')}\n`);
  }
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    lcp: number('largest-contentful-paint') / 1000,
    tbt: number('total-blocking-time'),
    cls: number('cumulative-layout-shift'),
    kb: number('total-byte-weight') / 1024,
  };
}

const rows: string[][] = [];
try {
  for (const route of ROUTES) {
    await warmUp(app.url, route);
    const ours: Figures[] = [];
    const floor: Figures[] = [];
    // Alternated, so a slow minute of the machine weighs on both alike.
    for (let pair = 0; pair < RUNS; pair++) {
      const withScripts = await measure(route, false, `scripts-${pair}`);
      if (withScripts) ours.push(withScripts);
      const blocked = await measure(route, true, `blocked-${pair}`);
      if (blocked) floor.push(blocked);
    }
    const of = (runs: Figures[], key: keyof Figures) => median(runs.map((run) => run[key]));
    rows.push([
      route,
      `${of(ours, 'perf')} / ${of(floor, 'perf')}`,
      String(of(ours, 'perf') - of(floor, 'perf')),
      `${Math.round(of(ours, 'tbt'))} / ${Math.round(of(floor, 'tbt'))} ms`,
      `${Math.round(of(ours, 'tbt') - of(floor, 'tbt'))} ms`,
      `${of(ours, 'lcp').toFixed(2)} s`,
      of(ours, 'cls').toFixed(3),
      `${of(ours, 'a11y')}/${of(ours, 'best')}/${of(ours, 'seo')}`,
      `${Math.round(of(ours, 'kb'))} / ${Math.round(of(floor, 'kb'))} KB`,
      `${ours.length}+${floor.length}`,
      `${freshPageMicroseconds().toFixed(1)} µs`,
    ]);
  }
} finally {
  chrome.kill();
  await app.stop();
}

/**
 * Medians per route, "ours / blocked": with our scripts, and with them blocked. `gap`: what our scripts cost
 * (performance points, TBT). `a11y/best/seo`: the other categories with our scripts. `runs`: the runs measured
 * of each kind. `page`: the machine's cost of a page of fresh memory after the route (freshPageMicroseconds).
 */
const header = ['route', 'perf', 'gap', 'TBT', 'gap', 'LCP', 'CLS', 'a11y/best/seo', 'bytes', 'runs', 'page'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
process.stdout.write(
  `\nmedians of ${RUNS} alternated pairs, ours / scripts blocked:\n${line(header)}\n${rows.map(line).join('\n')}\n`,
);
