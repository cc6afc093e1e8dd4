/**
 * Development aid (not part of the suite): CPU profile of one restart of the compiled server to its first `/`.
 * First boots an embedded PostgreSQL with the site, then restarts with --cpu-prof; writes the profile to
 * PROFILE_DIR (default /tmp/scb-start-prof) and prints self time by package.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { compiledServer, restartEnvironment, stopChild } from '../bench-support';

const dir = process.env.PROFILE_DIR ?? '/tmp/scb-start-prof';
rmSync(dir, { recursive: true, force: true });
const work = mkdtempSync(path.join(os.tmpdir(), 'scb-prof-'));
const database = await startEmbeddedPostgres(path.join(work, 'pg'), 'prof-password');
await database.createDatabase('site');
const env = restartEnvironment(database.url('site'), path.join(work, 'data'));
async function run(extra: string[]) {
  const port = await freePort();
  const began = performance.now();
  const { args } = compiledServer();
  const child = spawn(process.execPath, [...extra, ...args], {
    env: { ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  const ms = performance.now() - began;
  await stopChild(child);
  return ms;
}
try {
  const profile = [`--cpu-prof`, `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200'];
  // PROFILE_FIRST=1 profiles the first boot (empty database) instead of a restart.
  if (process.env.PROFILE_FIRST) {
    console.log('profiled first boot', (await run(profile)).toFixed(0), 'ms');
    process.exit(0);
  }
  console.log('first boot', (await run([])).toFixed(0), 'ms');
  console.log('warm restart', (await run([])).toFixed(0), 'ms');
  console.log(
    'profiled restart',
    (await run([`--cpu-prof`, `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200'])).toFixed(0),
    'ms',
  );
} finally {
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}
const file = path.join(dir, readdirSync(dir)[0] ?? '');
console.log(file);
