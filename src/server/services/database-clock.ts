import { raw } from '@mikro-orm/postgresql';

/**
 * The moment `amount` units before PostgreSQL's `now()`, as a filter value (`{ createdAt: { $gt: … } }`): rows the
 * database stamps with its own clock are measured by that clock too, whichever instance asks.
 */
export const beforeDatabaseNow = (unit: 'mins' | 'hours' | 'days', amount: number) =>
  raw(`now() - make_interval(${unit} => ?)`, [amount]);

/** PostgreSQL's `now()`, as a value to store. */
export const databaseNow = () => raw('now()');
