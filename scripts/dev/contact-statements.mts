/**
 * Development aid (not part of the suite): which PostgreSQL statements the contact path costs. Runs the compiled
 * server against an embedded PostgreSQL with pg_stat_statements, sends contact requests for BENCH_SECONDS (10) from
 * 50 connections (distinct visitors, as `npm run bench`), and prints the statements by total time (planning and
 * execution), with their calls per lead. Usage: npx tsx scripts/dev/contact-statements.mts (after npm run build).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { compiledServer, restartEnvironment, runLoad, stopChild, waitFor } from '../bench-support';

const work = mkdtempSync(path.join(os.tmpdir(), 'scb-statements-'));
const dir = path.join(work, 'pg');
let database = await startEmbeddedPostgres(dir, 'statements-password');
await database.createDatabase('site');
const admin = new pg.Client({ connectionString: database.url('postgres') });
await admin.connect();
await admin.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
await admin.query(`alter system set pg_stat_statements.track_planning = on`);
await admin.end();
await database.stop();
database = await startEmbeddedPostgres(dir, 'statements-password');
const port = await freePort();
const child = spawn(process.execPath, compiledServer().args, {
  env: {
    ...restartEnvironment(database.url('site'), path.join(work, 'data')),
    PORT: String(port),
    TRUST_PROXY: 'loopback',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
const site = new pg.Client({ connectionString: database.url('site') });
try {
  await waitFor(`${url}/readyz`, child);
  await site.connect();
  await site.query('create extension if not exists pg_stat_statements');
  await site.query('select pg_stat_statements_reset()');
  const report = await runLoad({
    url: `${url}/api/contact`,
    connections: 50,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    method: 'POST',
    body: JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@example.com',
      phone: '(310) 555-0100',
      projectType: 'Home Remodel',
      message: 'Measuring.',
    }),
    headers: { 'content-type': 'application/json' },
    distinctVisitors: true,
  });
  // Let the worker finish the leads' jobs.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const leads = report.total - report.non2xx;
  console.log(`${report.requestsPerSecond} req/s, ${leads} leads`);
  const { rows } = await site.query(`
    select calls, round((total_exec_time + total_plan_time)::numeric, 0) as ms,
           round(total_plan_time::numeric, 0) as plan_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
      from pg_stat_statements order by total_exec_time + total_plan_time desc limit 15`);
  for (const row of rows)
    console.log(
      `${String(row.ms).padStart(7)} ms (plan ${String(row.plan_ms).padStart(5)})  ${(row.calls / leads).toFixed(2)}/lead  ${row.query}`,
    );
  const tables = await site.query(`
    select relname, n_tup_ins, n_tup_del, n_dead_tup, autovacuum_count, idx_tup_fetch
      from pg_stat_user_tables where schemaname = 'graphile_worker' and n_tup_ins > 0`);
  const indexes = await site.query(`
    select indexrelname, idx_scan, idx_tup_read, idx_tup_fetch
      from pg_stat_user_indexes where schemaname = 'graphile_worker' and idx_scan > 0`);
  console.table(tables.rows);
  console.table(indexes.rows);
} finally {
  await site.end().catch(() => undefined);
  await stopChild(child);
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}
