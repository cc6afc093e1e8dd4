import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32: each photo's dominant colour, the placeholder a lazy image shows until it loads. Photos stored
 * before this are given theirs lazily, the first time a visitor's browser asks for a resized copy
 * (services/photo-colours.ts), never at start-up.
 */
export class Migration20261129090000_photo_colours extends Migration {
  override name = 'Migration20261129090000_photo_colours';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "photo_colours" ("photo" varchar(200) not null, "colour" varchar(7) not null, primary key ("photo"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "photo_colours";`);
  }
}
