import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';

/**
 * A statement runner with `?` placeholders, over the ORM's connection (requests) or a pg pool (the job worker).
 * The alert state's statements are SQL so that both run the very same ones: the job worker reads and writes it
 * through a pool of its own, which outlives a database restart that tears down graphile-worker's (alert-worker.ts).
 */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** A request's runner: the ORM connection of its EntityManager (it takes `?` placeholders). */
export const sqlOfEm =
  (em: EntityManager): Sql =>
  async <T>(text: string, params: unknown[] = []) =>
    (await em.getConnection().execute(text, params)) as T[];

/** A pg pool's runner: `?` becomes `$1`, `$2`… (none of these statements uses `?` for anything else). */
export const sqlOfPool =
  (pool: pg.Pool): Sql =>
  async <T>(text: string, params: unknown[] = []) => {
    let index = 0;
    const result = await pool.query(
      text.replace(/\?/g, () => `$${++index}`),
      params,
    );
    return result.rows as T[];
  };
