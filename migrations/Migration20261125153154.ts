import { Migration } from '@mikro-orm/migrations';

export class Migration20261125153154 extends Migration {

  override name = 'Migration20261125153154';

  override up(): void | Promise<void> {
    this.addSql(`alter table "activity_log" add "count" int not null default 1, add "last_at" timestamptz null;`);

    this.addSql(`alter table "login_attempts" add "attempts" int not null default 1, add "last_at" timestamptz null;`);
    this.addSql(`alter table "login_attempts" alter column "username" drop not null;`);
    this.addSql(`alter table "login_attempts" alter column "ip" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "activity_log" drop column "count", drop column "last_at";`);

    this.addSql(`alter table "login_attempts" drop column "attempts", drop column "last_at";`);
    this.addSql(`alter table "login_attempts" alter column "username" set not null;`);
    this.addSql(`alter table "login_attempts" alter column "ip" set not null;`);
  }

}
