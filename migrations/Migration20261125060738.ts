import { Migration } from '@mikro-orm/migrations';

export class Migration20261125060738 extends Migration {

  override name = 'Migration20261125060738';

  override up(): void | Promise<void> {
    this.addSql(`alter table "login_attempts" add "device_id" varchar(36) null;`);
    this.addSql(`create index "login_attempts_device_id_created_at_index" on "login_attempts" ("device_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "login_attempts_device_id_created_at_index";`);
    this.addSql(`alter table "login_attempts" drop column "device_id";`);
  }

}
