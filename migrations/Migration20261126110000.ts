import { Migration } from '@mikro-orm/migrations';

/** A section's place among the page's built-in blocks (src/common/page-blocks.ts); null keeps it at the end. */
export class Migration20261126110000 extends Migration {

  override name = 'Migration20261126110000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "page_sections" add column "after_block" varchar(40) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "page_sections" drop column "after_block";`);
  }

}
