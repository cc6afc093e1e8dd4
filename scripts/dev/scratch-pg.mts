/**
 * Dev aid for `npm run migration:create`: a scratch embedded PostgreSQL with every committed migration
 * applied, so the CLI can diff the entities against it. Run `npx tsx scripts/dev/scratch-pg.mts`, then
 * `DATABASE_URL=<the printed url> npm run migration:create`; Ctrl-C stops it.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { ormOptions } from '../../src/server/db/orm-options';

const cluster = await startEmbeddedPostgres(
  path.join(mkdtempSync(path.join(os.tmpdir(), 'scb-scratch-')), 'db'),
  'scratch',
);
const url = cluster.url('postgres');
const orm = await MikroORM.init(ormOptions(url));
await orm.migrator.up();
await orm.close();
process.stdout.write(`DATABASE_URL=${url}\n`);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
setInterval(() => {}, 60_000);
