import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Orm, openDatabase } from '../../src/server/db/orm';

/** A new, empty database (no tables yet) of its own for the calling test, in the run's embedded PostgreSQL. */
export async function createEmptyDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** A new, migrated database of its own for the calling test file, in the run's embedded PostgreSQL. */
export async function createTestDatabase(): Promise<{ orm: Orm; url: string }> {
  const url = await createEmptyDatabase();
  return { orm: await openDatabase(url), url };
}
