import { readFile } from 'node:fs/promises';
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
  const embedded = await startEmbeddedPostgres(path.join(env.dataDir, 'postgres'), postgresPassword, {
    durable: env.EMBEDDED_POSTGRES_FSYNC === 'on',
  });
  await embedded.createDatabase(EMBEDDED_DATABASE_NAME).catch((error: unknown) => {
    if (!String(error).includes('already exists')) throw error;
  });
  return { url: embedded.url(EMBEDDED_DATABASE_NAME), embedded };
}

/**
 * For the command-line tools: DATABASE_URL, or the embedded PostgreSQL of a site that is running right now on
 * this DATA_DIR (its port is in postmaster.pid; it stays running), or else one started for the tool.
 */
export async function resolveDatabaseForTool(env: Env): Promise<DatabaseTarget> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: null };
  const pidFile = await readFile(path.join(env.dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(
    () => null,
  );
  const [pid, , , port] = pidFile?.split('\n') ?? [];
  if (pid && port && isAlive(Number(pid))) {
    const { postgresPassword } = await loadLocalSecrets(env.dataDir);
    return {
      url: `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${Number(port)}/${EMBEDDED_DATABASE_NAME}`,
      embedded: null,
    };
  }
  return resolveDatabase(env);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
