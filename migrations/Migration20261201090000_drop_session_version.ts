import { Migration } from '@mikro-orm/migrations';

/**
 * `users.session_version` was never read: a session is a row of `admin_sessions`, and a password reset deletes the
 * account's rows (services/admin-user.ts), which ends every session on its next request.
 */
export class Migration20261201090000_drop_session_version extends Migration {
  override name = 'Migration20261201090000_drop_session_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" drop column if exists "session_version";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" add column "session_version" int not null default 1;`);
  }
}
