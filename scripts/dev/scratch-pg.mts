import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { ormOptions } from '../../src/server/db/orm-options';

const cluster = await startEmbeddedPostgres('/tmp/scratch-pg/db', 'scratch');
const url = cluster.url('postgres');
const orm = await MikroORM.init(ormOptions(url));
await orm.migrator.up();
await orm.close();
console.log('URL', url);
setInterval(() => {}, 1000);
process.on('SIGTERM', async () => {
  await cluster.stop();
  process.exit(0);
});
