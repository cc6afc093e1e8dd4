/**
 * Development aid (not part of the suite): first boots on an empty database (migrations, first administrator, demo
 * content) of one or more builds taking turns, each to its first 200 on `/`, with the CPU time used by then.
 *   ENTRIES  comma-separated server entries (default: `npm run serve`'s); a copy of an older build runs from its own
 *            folder (with package.json and a node_modules link beside dist/).   ROUNDS  boots of each (5).
 * Usage: npx tsx scripts/dev/first-boots.mts (after npm run build).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { compiledServer, restartEnvironment, stopChild } from '../bench-support';

const work = mkdtempSync(path.join(os.tmpdir(), 'scb-boots-'));
const database = await startEmbeddedPostgres(path.join(work, 'pg'), 'boots-password');
const { args } = compiledServer();
const entries = (process.env.ENTRIES ?? args.at(-1) ?? '').split(',');
const rounds = Number(process.env.ROUNDS ?? 5);
const readings = new Map(entries.map((entry) => [entry, [] as Array<[number, number]>]));
const status = (url: string) =>
  new Promise<number>((resolve) =>
    http
      .get(url, { agent: false }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)))
      .on('error', () => resolve(0)),
  );
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
try {
  let n = 0;
  for (let round = 0; round < rounds; round++)
    for (const entry of round % 2 ? [...entries].reverse() : entries) {
      const name = `boot${n++}`;
      await database.createDatabase(name);
      const port = await freePort();
      const env = restartEnvironment(database.url(name), path.join(work, name));
      const began = performance.now();
      const child = spawn(process.execPath, [...args.slice(0, -1), entry], {
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      while ((await status(`http://127.0.0.1:${port}/`)) !== 200) {
        if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      readings.get(entry)?.push([performance.now() - began, cpuOf(child.pid ?? 0)]);
      await stopChild(child);
    }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  for (const [entry, values] of readings)
    console.log(
      `${entry}: first boot median ${median(values.map((v) => v[0])).toFixed(0)} ms (${values.map((v) => v[0].toFixed(0)).join(' ')}), CPU median ${median(values.map((v) => v[1]))} ms`,
    );
} finally {
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}
