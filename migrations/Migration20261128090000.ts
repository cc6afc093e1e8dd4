import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31, the visitor's side and where every lead came from (docs/leads.md#attribution):
 * - a lead's property address, its visit's attribution (landing page, referrer host, utm_*, Google click ids,
 *   device class, language) and the hash of the receipt that lets its thank-you panel be shown again;
 * - `lead_photos`: the visitors' photos, cleaned, kept in the database (never among the public images);
 * - `page_event_counts`: taps on tel:/mailto: links and form starts, one counter per page, kind and day.
 * Every existing lead keeps its fields; the new ones are empty for it.
 */
export class Migration20261128090000 extends Migration {
  override name = 'Migration20261128090000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions"
      add column "property_address" varchar(300) not null default '',
      add column "landing_page" varchar(300) null,
      add column "referrer_host" varchar(253) null,
      add column "utm_source" varchar(100) null,
      add column "utm_medium" varchar(100) null,
      add column "utm_campaign" varchar(150) null,
      add column "utm_term" varchar(150) null,
      add column "utm_content" varchar(150) null,
      add column "gclid" varchar(200) null,
      add column "gbraid" varchar(200) null,
      add column "wbraid" varchar(200) null,
      add column "device_class" varchar(7) null,
      add column "language" varchar(35) null,
      add column "receipt_hash" varchar(64) null;`);
    this.addSql(
      `create unique index "contact_submissions_receipt_hash_unique" on "contact_submissions" ("receipt_hash");`,
    );
    this.addSql(`create table "lead_photos" (
      "id" uuid not null primary key,
      "lead_id" int null references "contact_submissions" ("id") on delete cascade,
      "content_type" varchar(20) not null,
      "width" int not null,
      "height" int not null,
      "size" int not null,
      "bytes" bytea not null,
      "client_ip" varchar(45) null,
      "created_at" timestamptz not null);`);
    this.addSql(`create index "lead_photos_lead_id_index" on "lead_photos" ("lead_id");`);
    this.addSql(`create index "lead_photos_client_ip_created_at_index" on "lead_photos" ("client_ip", "created_at");`);
    this.addSql(`create table "page_event_counts" (
      "page" varchar(100) not null,
      "kind" varchar(20) not null,
      "day" date not null,
      "count" int not null default 0,
      primary key ("page", "kind", "day"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "page_event_counts";`);
    this.addSql(`drop table if exists "lead_photos";`);
    this.addSql(`alter table "contact_submissions"
      drop column "property_address", drop column "landing_page", drop column "referrer_host",
      drop column "utm_source", drop column "utm_medium", drop column "utm_campaign", drop column "utm_term",
      drop column "utm_content", drop column "gclid", drop column "gbraid", drop column "wbraid",
      drop column "device_class", drop column "language", drop column "receipt_hash";`);
  }
}
