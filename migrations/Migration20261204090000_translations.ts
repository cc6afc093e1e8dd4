import { Migration } from '@mikro-orm/migrations';

/**
 * The translation ledger: the owner's texts in another language, each with the English it was written for. Starts
 * empty: until the owner translates a text, a Spanish page shows the built-in Spanish or, for what he wrote
 * himself, his English.
 */
export class Migration20261204090000_translations extends Migration {
  override name = 'Migration20261204090000_translations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "translations" ("id" serial primary key, "kind" varchar(20) not null, "ref" varchar(100) not null, "field" varchar(40) not null, "language" varchar(2) not null, "value" text not null default '', "source_hash" varchar(64) not null default '', "source_text" text not null default '', "draft" text not null default '', "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "translations" add constraint "translations_kind_ref_field_language_unique" unique ("kind", "ref", "field", "language");`,
    );
    // Spanish pages show the approved words: a write moves the content generation on, as every table a page shows
    // does, so no page kept before it is sent again (kept pages, Migration20261130090000_kept_pages).
    this.addSql(
      `create trigger "move_content_generation" before insert or update or delete or truncate on "translations" for each statement execute function "move_content_generation"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "translations";`);
  }
}
