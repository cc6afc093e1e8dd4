/**
 * Development aid (not part of the suite): where the compiled server's memory is. Restarts it against an embedded
 * PostgreSQL that holds the site (as bench:start does), asks for every public page, prints RSS and its peak and
 * the resident size of each mapping (the Node binary, [heap] = malloc's main arena, [anon] = V8's heap and the
 * other arenas), then sends 3,000 distinct addresses (unknown pages, API ids, tracked links) and prints RSS again.
 * NODE_EXTRA adds node flags (`--max-semi-space-size=4`; `--heapsnapshot-signal=SIGUSR1` with SNAPSHOT=1 writes a
 * heap snapshot after the pages). Usage: npx tsx scripts/dev/memory-probe.mts (after npm run build).
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
const rss = (pid: number) => {
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  return [/VmRSS:\s+(\d+)/.exec(s)?.[1], /VmHWM:\s+(\d+)/.exec(s)?.[1]]
    .map((v) => (Number(v) / 1024).toFixed(0))
    .join('/');
};
try {
  for (const round of [1, 2]) {
    const port = await freePort();
    const { args } = compiledServer();
    const child = spawn(process.execPath, [...args.slice(0, -1), ...extra, ...args.slice(-1)], {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, child);
    const pid = child.pid ?? 0;
    // The first round is the first boot (migrations, demo content); the second, a restart, is measured.
    if (round === 1) {
      await stopChild(child);
      continue;
    }
    for (const path of fixedPagePaths()) await fetch(base + path).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 1500));
    console.log('after pages rss/peak', rss(pid));
    const maps = readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n');
    const by = new Map<string, number>();
    let name = '';
    for (const line of maps) {
      const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) {
        name = head[1] || '[anon]';
        continue;
      }
      const r = /^Rss:\s+(\d+)/.exec(line);
      if (r) by.set(name, (by.get(name) ?? 0) + Number(r[1]));
    }
    for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log('  map', (v / 1024).toFixed(1), k);
    if (process.env.SNAPSHOT) {
      child.kill('SIGUSR1');
      await new Promise((r) => setTimeout(r, 8000));
    }
    let next = 0;
    const urls = Array.from(
      { length: 3000 },
      (_, i) => [`/no-such-page-${i}`, `/api/portfolio/${i}`, `/portfolio?utm_source=f-${i}`][i % 3],
    );
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < urls.length) await fetch(base + urls[next++]).then((r) => r.arrayBuffer());
      }),
    );
    console.log('after flood rss/peak', rss(pid));
    await stopChild(child);
  }
} finally {
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}
