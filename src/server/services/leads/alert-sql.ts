import type pg from 'pg';

/** A statement runner with `?` placeholders, over the ORM's connection (requests) or a pg pool (the job worker). */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** The ORM connection's own runner (it takes `?` placeholders). */
export const sqlOfConnection =
  (connection: { execute(text: string, params?: unknown[]): Promise<unknown> }): Sql =>
  async <T>(text: string, params: unknown[] = []) =>
    (await connection.execute(text, params)) as T[];

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
