/**
 * Development aid (not part of the suite): the compiled server's RSS after every public page once, over several
 * restarts, for one or more builds taking turns, so that two builds or settings meet the same moments of a busy
 * machine. One reading varies by 5-10 MB with where the garbage collector stands; compare medians.
 *   ENTRIES  comma-separated entries (default: `npm run serve`'s); `NAME=value@entry` adds one variable, e.g.
 *            `dist/server/index.js,NODE_DISABLE_COMPILE_CACHE=1@dist/server/index.js`. A copy of an older build
 *            runs from its own folder (with package.json, package-lock.json and a node_modules link beside dist/).
 *   ROUNDS   restarts of each entry (5); NODE_EXTRA  node flags after `npm run serve`'s (the later flag wins).
 * The pages are asked for once /readyz answers, so the app renders each of them as in `npm run bench:start` (the
 * early listener would otherwise answer the pages the previous round kept, and the app render none).
 * Usage: npx tsx scripts/dev/memory-rounds.mts (after npm run build).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedPagePaths } from '../../src/common/routing/resolve';
import { freePort, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { compiledServer, restartEnvironment, stopChild, waitFor } from '../bench-support';

const work = mkdtempSync(path.join(os.tmpdir(), 'scb-mem-'));
const database = await startEmbeddedPostgres(path.join(work, 'pg'), 'mem-password');
await database.createDatabase('site');
const env = restartEnvironment(database.url('site'), path.join(work, 'data'));
const extra = (process.env.NODE_EXTRA ?? '').split(' ').filter(Boolean);
const rounds = Number(process.env.ROUNDS ?? 5);
const { args } = compiledServer();
const entries = (process.env.ENTRIES ?? args.at(-1) ?? '').split(',');
const readings = new Map<string, number[]>(entries.map((entry) => [entry, []]));
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function once(entry: string, measure: boolean) {
  const port = await freePort();
  const [, name, value, file] = /^(?:(\w+)=([^@]*)@)?(.*)$/.exec(entry) ?? [];
  const child = spawn(process.execPath, [...args.slice(0, -1), ...extra, file ?? entry], {
    env: { ...env, PORT: String(port), ...(name ? { [name]: value } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, child);
  if (measure) {
    for (const path of fixedPagePaths()) await fetch(base + path).then((r) => r.text());
    await fetch(`${base}/no-such-page`).then((r) => r.text());
    readings.get(entry)?.push(rssOf(child.pid ?? 0));
  }
  await stopChild(child);
}

try {
  await once(entries[0] ?? '', false); // the first boot: migrations and demo content
  for (let round = 1; round <= rounds; round++)
    for (const entry of round % 2 ? entries : [...entries].reverse()) await once(entry, true);
} finally {
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}
for (const [entry, values] of readings) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  console.log(`${entry}: median ${median.toFixed(1)} MB (${sorted.map((v) => v.toFixed(0)).join(' ')})`);
}
