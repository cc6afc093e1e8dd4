import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Orm, openDatabase } from '../../src/server/db/orm';

async function createDatabase(template?: string): Promise<string> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await client.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** A new, empty database (no tables yet) of its own for the calling test, in the run's embedded PostgreSQL. */
export const createEmptyDatabase = () => createDatabase();

/**
 * A new, migrated database of its own for the calling test file: a copy of the run's migrated template
 * (global-setup.ts). Opening it still runs the migrator, which finds nothing left to do.
 */
export async function createTestDatabase(): Promise<{ orm: Orm; url: string }> {
  const url = await createDatabase(inject('migratedTemplate'));
  return { orm: await openDatabase(url), url };
}
