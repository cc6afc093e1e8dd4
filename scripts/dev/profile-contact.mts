/**
 * Dev aid (not part of the tests): a CPU profile of the app under a contact-form load (node --cpu-prof),
 * summarized by package and by function. `npx tsx scripts/dev/profile-contact.mts` (SECONDS=8 by default).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/db/embedded-postgres';
import { stopChild, waitFor } from '../bench-support';

const port = await freePort();
const profDir = mkdtempSync(path.join(os.tmpdir(), 'scb-prof-'));
const child = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', 'src/server/index.ts'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'scb-prof-data-')),
      SESSION_SECRET: 'bench-session-secret-0123456789-abcdef',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
    },
  },
);
const url = `http://127.0.0.1:${port}`;
await waitFor(`${url}/readyz`, child);
const body = JSON.stringify({
  name: 'P',
  email: 'p@example.com',
  phone: '3105550100',
  projectType: 'Home Remodel',
  message: 'Profile',
  fillTimeMs: 30000,
});
const load = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/load-client.ts',
    JSON.stringify({
      url: `${url}/api/contact`,
      connections: 50,
      seconds: Number(process.env.SECONDS ?? 8),
      method: 'POST',
      body,
      distinctVisitors: true,
    }),
  ],
  { encoding: 'utf8' },
);
console.log(load.stdout.trim().slice(0, 300));
await stopChild(child);
const file = readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('no CPU profile was written');
const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
const self = new Map<number, number>();
const dt = profile.timeDeltas as number[];
profile.samples.forEach((id: number, i: number) => {
  self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
});
const byPkg = new Map<string, number>();
const byFn = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const t = self.get(node.id) ?? 0;
  total += t;
  const u: string = node.callFrame.url || '(native)';
  const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(u);
  const pkg = m
    ? m[1]
    : u.includes('/src/')
      ? 'src'
      : u.startsWith('node:')
        ? 'node-core'
        : node.callFrame.functionName || u;
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
  const fn = `${node.callFrame.functionName || '(anon)'} ${u.replace(/.*node_modules\//, '')}:${node.callFrame.lineNumber}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + t);
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.log(top(byPkg, 25));
console.log('---');
console.log(top(byFn, 30));
