import path from 'node:path';
import type { Env } from '../env';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';
import { loadLocalSecrets } from './secrets';

export interface DatabaseTarget {
  url: string;
  embedded: EmbeddedDatabase | null;
}

const EMBEDDED_DATABASE_NAME = 'app';

/** DATABASE_URL when set; otherwise a real PostgreSQL embedded under DATA_DIR/postgres. */
export async function resolveDatabase(env: Env): Promise<DatabaseTarget> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: null };
  const { postgresPassword } = await loadLocalSecrets(env.dataDir);
  const embedded = await startEmbeddedPostgres(path.join(env.dataDir, 'postgres'), postgresPassword);
  await embedded.createDatabase(EMBEDDED_DATABASE_NAME).catch((error: unknown) => {
    if (!String(error).includes('already exists')) throw error;
  });
  return { url: embedded.url(EMBEDDED_DATABASE_NAME), embedded };
}
