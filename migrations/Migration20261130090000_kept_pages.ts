import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34, cold start: the rendered public pages kept in PostgreSQL, so a restarted server answers them before
 * its app has loaded (src/server/early-listener.ts). A kept page is only ever sent while nothing a public page
 * shows has changed since it was rendered: every write to those tables moves `content_generation` on, in the
 * writing transaction itself (a statement trigger), whichever code writes (the app, a restore, plain SQL). The
 * trigger runs before the statement, not after it: the counter's row is then locked before any content row, so two
 * transactions never each hold one and wait for the other's (an after trigger deadlocked two saves of the same
 * settings in another order).
 */
const CONTENT_TABLES = [
  'site_settings',
  'area_texts',
  'page_redirects',
  'page_sections',
  'photo_colours',
  'portfolio_projects',
  'testimonials',
];

export class Migration20261130090000_kept_pages extends Migration {
  override name = 'Migration20261130090000_kept_pages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_generation" ("one" boolean primary key default true check ("one"), "value" bigint not null);`,
    );
    this.addSql(`insert into "content_generation" ("value") values (1);`);
    this.addSql(`create function "move_content_generation"() returns trigger language plpgsql as $$
      begin
        update "content_generation" set "value" = "value" + 1;
        return null;
      end $$;`);
    for (const table of CONTENT_TABLES)
      this.addSql(
        `create trigger "move_content_generation" before insert or update or delete or truncate on "${table}" for each statement execute function "move_content_generation"();`,
      );
    this.addSql(`create table "kept_pages" (
      "key" varchar(300) primary key,
      "site" varchar(64) not null,
      "generation" bigint not null,
      "headers" jsonb not null,
      "identity" bytea not null,
      "br" bytea not null,
      "gzip" bytea not null,
      "etags" jsonb not null,
      "kept_at" timestamptz not null default now()
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "kept_pages";`);
    for (const table of CONTENT_TABLES)
      this.addSql(`drop trigger if exists "move_content_generation" on "${table}";`);
    this.addSql(`drop function if exists "move_content_generation"();`);
    this.addSql(`drop table if exists "content_generation";`);
  }
}
