import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33, the owner's account: signed-in devices (admin_sessions), passkeys, hashed recovery codes, and the
 * authenticator app's secret on the user. Sessions now live in admin_sessions, so a cookie sealed before this
 * migration names no row and its holder signs in again (with the second factor enrolment that follows).
 */
export class Migration20261125183100 extends Migration {
  override name = 'Migration20261125183100';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "totp_secret" varchar(64) null, add column "totp_last_step" bigint null, add column "password_changed_at" timestamptz null;`);
    this.addSql(`create table "admin_sessions" ("id" varchar(32) not null primary key, "user_id" int not null references "users" ("id") on delete cascade, "stage" varchar(10) not null, "device" varchar(100) not null, "ip" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null);`);
    this.addSql(`create index "admin_sessions_user_id_last_seen_at_index" on "admin_sessions" ("user_id", "last_seen_at");`);
    this.addSql(`create table "passkeys" ("id" serial primary key, "user_id" int not null references "users" ("id") on delete cascade, "credential_id" varchar(1400) not null, "public_key" text not null, "counter" bigint not null default 0, "transports" text[] not null default '{}', "name" varchar(60) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null);`);
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id");`);
    this.addSql(`alter table "passkeys" add constraint "passkeys_credential_id_unique" unique ("credential_id");`);
    this.addSql(`create table "recovery_codes" ("id" serial primary key, "user_id" int not null references "users" ("id") on delete cascade, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recovery_codes";`);
    this.addSql(`drop table if exists "passkeys";`);
    this.addSql(`drop table if exists "admin_sessions";`);
    this.addSql(`alter table "users" drop column "totp_secret", drop column "totp_last_step", drop column "password_changed_at";`);
  }
}
