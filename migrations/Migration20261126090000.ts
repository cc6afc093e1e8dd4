import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090000 extends Migration {

  override name = 'Migration20261126090000';

  override up(): void | Promise<void> {
    this.addSql(`create table "backup_requests" ("id" serial primary key, "requested_at" timestamptz not null, "actor" varchar(100) null);`);
    this.addSql(`create index "backup_requests_requested_at_index" on "backup_requests" ("requested_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backup_requests" cascade;`);
  }

}
