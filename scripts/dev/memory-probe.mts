import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_ROUTES } from '../../src/common/routes';
import { freePort, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { compiledServer, stopChild } from '../bench-support';

const work = mkdtempSync(path.join(os.tmpdir(), 'scb-mem-'));
const database = await startEmbeddedPostgres(path.join(work, 'pg'), 'mem-password');
await database.createDatabase('site');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: database.url('site'),
  DATA_DIR: path.join(work, 'data'),
  SESSION_SECRET: 'bench-session-secret-0123456789-abcdef',
  ADMIN_PASSWORD: 'bench-admin-password',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: 'https://bench.example',
};
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
    const { args, env: serveEnv } = compiledServer();
    const child = spawn(process.execPath, [...args.slice(0, -1), ...extra, ...args.slice(-1)], {
      env: { ...env, ...serveEnv, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (
        (await fetch(`${base}/readyz`).then(
          (r) => r.status,
          () => 0,
        )) === 200
      )
        break;
      await new Promise((r) => setTimeout(r, 20));
    }
    if (round === 1) {
      await stopChild(child);
      continue;
    }
    for (const route of PUBLIC_ROUTES) await fetch(base + route.path).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 1500));
    console.log('after pages rss/peak', rss(child.pid!));
    const maps = readFileSync(`/proc/${child.pid}/smaps`, 'utf8').split('\n');
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
    child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 300));
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
    console.log('after flood rss/peak', rss(child.pid!));
    child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 300));
    await stopChild(child);
  }
} finally {
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}
