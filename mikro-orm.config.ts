import { defineConfig } from '@mikro-orm/postgresql';
import { ormOptions } from './src/server/db/orm-options';

/** Used by the MikroORM CLI (`npm run migration:create`); set DATABASE_URL to a scratch database first. */
export default defineConfig(
  ormOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
);
