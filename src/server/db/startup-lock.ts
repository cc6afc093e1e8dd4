import pg from 'pg';

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock on a connection of its own, so that of
 * several instances started at once on one database (a deploy or a scale-up on Cloud Run) one migrates and
 * seeds while the others wait, and then find everything done. Advisory locks are per database, so apps on
 * other databases of the same server never wait for each other.
 */
export async function withStartupLock<T>(clientUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clientUrl });
  // Without a listener a dropped idle connection would crash the process. Losing the connection releases
  // the lock; the work itself runs in transactions, so at worst another instance fails on a unique key
  // and is restarted.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtextextended('app:start-up', 0))");
    return await work();
  } finally {
    // Ending the session releases its advisory locks, also when the work failed half-way.
    await client.end().catch(() => undefined);
  }
}
