import { Migrator } from '@mikro-orm/migrations';
import type { Options } from '@mikro-orm/postgresql';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { entities } from '../entities';
import { migrationsDir } from '../paths';

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      path: migrationsDir,
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    debug: false,
    ...overrides,
  };
}
