import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Holds a PostgreSQL advisory lock on `key` until the transaction of `tx` ends: whoever asks for the same key, in
 * this process or any other instance on the database, waits until then. It orders work that no row lock can
 * (a count and the insert that depends on it, the first version of an item). Outside a transaction it holds
 * nothing. SQL: advisory locks have no ORM API.
 */
export async function lockUntilTransactionEnds(tx: EntityManager, key: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
}
