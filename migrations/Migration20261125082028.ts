import { Migration } from '@mikro-orm/migrations';

export class Migration20261125082028 extends Migration {

  override name = 'Migration20261125082028';

  override up(): void | Promise<void> {
    this.addSql(`create table "activity_log" ("id" serial primary key, "at" timestamptz not null, "actor" varchar(100) null, "action" varchar(30) not null, "entity_type" varchar(20) not null, "entity_key" varchar(100) null, "summary" varchar(300) not null, "ip" varchar(64) null, "version_id" int null);`);
    this.addSql(`create index "activity_log_at_index" on "activity_log" ("at");`);
    this.addSql(`create index "activity_log_entity_type_at_index" on "activity_log" ("entity_type", "at");`);

    this.addSql(`create table "content_versions" ("id" serial primary key, "entity_type" varchar(20) not null, "entity_key" varchar(100) not null, "snapshot" jsonb null, "changed_fields" text[] not null, "action" varchar(20) not null, "actor" varchar(100) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "content_versions_created_at_index" on "content_versions" ("created_at");`);
    this.addSql(`create index "content_versions_entity_type_entity_key_created_at_index" on "content_versions" ("entity_type", "entity_key", "created_at");`);

    this.addSql(`create table "trash" ("id" serial primary key, "entity_type" varchar(20) not null, "entity_id" int not null, "snapshot" jsonb not null, "deleted_at" timestamptz not null, "deleted_by" varchar(100) null);`);
    this.addSql(`create index "trash_deleted_at_index" on "trash" ("deleted_at");`);
    this.addSql(`create index "trash_entity_type_entity_id_index" on "trash" ("entity_type", "entity_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "activity_log" cascade;`);
    this.addSql(`drop table if exists "content_versions" cascade;`);
    this.addSql(`drop table if exists "trash" cascade;`);
  }

}
