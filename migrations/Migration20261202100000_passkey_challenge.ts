import { Migration } from '@mikro-orm/migrations';

/**
 * A passkey ceremony's challenge moves from the sealed session cookie to a row of its own, which answering deletes:
 * a challenge kept in the cookie could be answered again by replaying the cookie as it was before the answer.
 * Ceremonies under way while this runs are asked to start again (their cookie names no row).
 */
export class Migration20261202100000_passkey_challenge extends Migration {
  override name = 'Migration20261202100000_passkey_challenge';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "passkey_challenges" ("id" varchar(32) not null primary key, "purpose" varchar(10) not null, "challenge" varchar(128) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "passkey_challenges_created_at_index" on "passkey_challenges" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "passkey_challenges";`);
  }
}
