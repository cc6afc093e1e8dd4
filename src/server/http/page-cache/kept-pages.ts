import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { DEFAULT_PORT } from '../../env-defaults';
import type { CompressedPage, EncodedPage, PageCoding } from './compressed-page';

/** One SQL statement with `?` placeholders, its rows. The app runs it on its pool, the early listener on its own client. */
export type RunSql = (
  sql: string,
  params: readonly unknown[],
) => Promise<ReadonlyArray<Record<string, unknown>>>;

/** RunSql on a plain `pg` client: its placeholders are numbered (`$1`). */
export const sqlOn =
  (client: pg.ClientBase): RunSql =>
  async (sql, params) => {
    let n = 0;
    return (
      await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        [...params],
      )
    ).rows;
  };

/**
 * A kept page older than this is not sent before the app has loaded: what a page shows may also depend on the
 * date (the footer's year), which no write marks.
 */
const MAX_AGE = '24 hours';

/** A kept page as the early listener sends it: one encoding, and the headers the app put on it. */
export interface KeptPage extends EncodedPage {
  headers: ReadonlyArray<[string, string]>;
}

/**
 * The public pages kept in PostgreSQL (table `kept_pages`), so a restarted server can answer them before its app
 * has loaded (early-listener.ts). A page is kept with the content generation read before its render began; it is
 * only sent while that is still the current one (a trigger moves it on in every transaction that writes what a
 * public page shows) and while `site` (this build and its configuration) is the one that rendered it.
 */
export class KeptPages {
  constructor(
    private readonly sql: RunSql,
    readonly site: string,
  ) {}

  /** The current content generation: read it before a render's first read, keep the page with it. */
  async generation(): Promise<string> {
    const [row] = await this.sql('select "value"::text as "value" from "content_generation"', []);
    return String(row?.value);
  }

  async keep(
    key: string,
    generation: string,
    page: CompressedPage,
    headers: ReadonlyArray<readonly [string, string]>,
  ): Promise<void> {
    const { identity, br, gzip } = page.encodings;
    await this.sql(
      `insert into "kept_pages" ("key", "site", "generation", "headers", "identity", "br", "gzip", "etags", "kept_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict ("key") do update set "site" = excluded."site", "generation" = excluded."generation",
         "headers" = excluded."headers", "identity" = excluded."identity", "br" = excluded."br",
         "gzip" = excluded."gzip", "etags" = excluded."etags", "kept_at" = excluded."kept_at"`,
      [
        key,
        this.site,
        generation,
        JSON.stringify(headers),
        identity.body,
        br.body,
        gzip.body,
        JSON.stringify({ identity: identity.etag, br: br.etag, gzip: gzip.etag }),
      ],
    );
    // The generation only moves on: a row kept under an earlier one can never be sent again (a project's old
    // address, say). The table holds at most the pages kept since the last write.
    await this.sql('delete from "kept_pages" where "generation" < ?', [generation]);
  }

  /** The page kept under this key in one encoding, if it still shows what the site holds now; else null. */
  async find(key: string, coding: PageCoding): Promise<KeptPage | null> {
    const [row] = await this.sql(
      `select "${coding}" as "body", "etags"->>'${coding}' as "etag", "headers"
       from "kept_pages" join "content_generation" on "kept_pages"."generation" = "content_generation"."value"
       where "key" = ? and "site" = ? and "kept_at" > now() - interval '${MAX_AGE}'`,
      [key, this.site],
    );
    if (!row) return null;
    return {
      body: row.body as Buffer,
      etag: String(row.etag),
      headers: row.headers as Array<[string, string]>,
    };
  }
}

/**
 * What a kept page was rendered by: the compiled server's entry (its chunks' names carry their contents' hashes),
 * the client's shell and server-render entry (likewise), and the whole environment (storage, every setting read
 * from it), except what differs between processes of one site and no page shows: where the server listens (in a
 * page only as the public address when PUBLIC_URL is not set, env.ts, which stands in for it) and HOSTNAME (Docker
 * sets it to each container's id). Another build or another configuration never sends this one's pages.
 */
export async function siteIdentity(files: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(file));
  const { PORT, HOST, HOSTNAME, ...rest } = env;
  const publicUrl = rest.PUBLIC_URL?.trim() || `http://localhost:${PORT ?? DEFAULT_PORT}`;
  const entries = Object.entries({ ...rest, PUBLIC_URL: publicUrl }).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  hash.update(JSON.stringify(entries));
  return hash.digest('base64url').slice(0, 43);
}
