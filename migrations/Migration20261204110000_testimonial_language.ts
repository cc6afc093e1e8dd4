import { Migration } from '@mikro-orm/migrations';

/**
 * A testimonial records the language its client wrote it in: shown as written on every page, marked with its
 * language where the page is in another. Every testimonial saved before is English, the only language there was.
 */
export class Migration20261204110000_testimonial_language extends Migration {
  override name = 'Migration20261204110000_testimonial_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "testimonials" add column "language" varchar(2) not null default 'en';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "testimonials" drop column "language";`);
  }
}
