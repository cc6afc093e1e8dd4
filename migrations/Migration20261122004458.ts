import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004458 extends Migration {

  override name = 'Migration20261122004458';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" add "client_ip" varchar(45) null, add "spam_reason" varchar(20) null, add "notification_status" varchar(20) null, add "notified_at" timestamptz null, add "notification_error" text null;`);
    this.addSql(`create index "contact_submissions_client_ip_created_at_index" on "contact_submissions" ("client_ip", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contact_submissions_client_ip_created_at_index";`);
    this.addSql(`alter table "contact_submissions" drop column "client_ip", drop column "spam_reason", drop column "notification_status", drop column "notified_at", drop column "notification_error";`);
  }

}
