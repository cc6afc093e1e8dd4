import { Migration } from '@mikro-orm/migrations';

export class Migration20261121221721 extends Migration {

  override name = 'Migration20261121221721';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_submissions" ("id" serial primary key, "name" varchar(200) not null, "email" varchar(320) not null, "phone" varchar(50) not null, "project_type" varchar(100) not null, "message" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "contact_submissions_created_at_index" on "contact_submissions" ("created_at");`);

    this.addSql(`create table "login_attempts" ("id" serial primary key, "username" varchar(100) not null, "ip" varchar(64) not null, "succeeded" boolean not null, "throttled" boolean not null default false, "created_at" timestamptz not null);`);
    this.addSql(`create index "login_attempts_username_created_at_index" on "login_attempts" ("username", "created_at");`);
    this.addSql(`create index "login_attempts_ip_created_at_index" on "login_attempts" ("ip", "created_at");`);

    this.addSql(`create table "page_sections" ("id" serial primary key, "page_id" varchar(50) not null, "section_type" varchar(50) not null, "title" varchar(300) not null default '', "subtitle" varchar(500) not null default '', "content" text not null default '', "image_url" varchar(2048) not null default '', "button_text" varchar(100) not null default '', "button_link" varchar(2048) not null default '', "metadata" text not null default '', "sort_order" int not null default 0, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "page_sections_page_id_sort_order_index" on "page_sections" ("page_id", "sort_order");`);

    this.addSql(`create table "portfolio_projects" ("id" serial primary key, "title" varchar(200) not null, "description" text not null, "category" varchar(50) not null, "image_urls" text[] not null, "location" varchar(200) not null default '', "square_footage" varchar(50) not null default '', "featured" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "portfolio_projects_category_index" on "portfolio_projects" ("category");`);

    this.addSql(`create table "site_settings" ("id" serial primary key, "key" varchar(100) not null, "value" text not null, "section" varchar(100) not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "site_settings" add constraint "site_settings_key_unique" unique ("key");`);

    this.addSql(`create table "testimonials" ("id" serial primary key, "client_name" varchar(200) not null, "project_type" varchar(200) not null, "rating" smallint not null, "content" text not null, "featured" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "users" ("id" serial primary key, "username" varchar(100) not null, "password_hash" text not null, "session_version" int not null default 1, "created_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
  }

}
