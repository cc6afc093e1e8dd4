import { Migration } from '@mikro-orm/migrations';

/**
 * A lead records the language of the page it was sent from (the site has Spanish twins of its pages under /es/).
 * Every lead saved before came from an English page: the only ones there were.
 */
export class Migration20261203090000_lead_page_language extends Migration {
  override name = 'Migration20261203090000_lead_page_language';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "contact_submissions" add column "page_language" varchar(2) not null default 'en';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" drop column "page_language";`);
  }
}
