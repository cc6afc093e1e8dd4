import { Migration } from '@mikro-orm/migrations';

/**
 * Consultation booking: the owner's booking settings (one row) and the bookings. A live booking holds its meeting
 * and the buffers around it (`held`, computed from `held_from`/`held_until`); the exclusion constraint refuses a
 * second live booking whose held time overlaps, whichever connection or instance writes it (SQLSTATE 23P01).
 */
export class Migration20261206100000_consultations extends Migration {
  override name = 'Migration20261206100000_consultations';

  override up(): void | Promise<void> {
    this.addSql(`create table "booking_settings" (
  "id" int not null primary key,
  "kinds" jsonb not null,
  "weekly_hours" text not null default '',
  "days_off" jsonb not null default '[]',
  "notice_hours" int not null,
  "days_ahead" int not null,
  "updated_at" timestamptz not null default now());`);
    this.addSql(`create table "consultations" (
  "id" serial primary key,
  "submission_id" int not null references "contact_submissions" ("id") on update cascade on delete cascade,
  "kind" varchar(20) not null,
  "starts_at" timestamptz not null,
  "ends_at" timestamptz not null,
  "held_from" timestamptz not null,
  "held_until" timestamptz not null,
  "held" tstzrange generated always as (tstzrange("held_from", "held_until", '[)')) stored,
  "version" int not null default 1,
  "cancelled_at" timestamptz null,
  "done_at" timestamptz null,
  "created_at" timestamptz not null default now(),
  constraint "consultations_times_in_order" check ("held_from" <= "starts_at" and "starts_at" < "ends_at" and "ends_at" <= "held_until"),
  constraint "consultations_no_overlap" exclude using gist ("held" with &&) where ("cancelled_at" is null));`);
    this.addSql(`create index "consultations_submission_id_index" on "consultations" ("submission_id");`);
    this.addSql(`create table "calendar_feeds" (
  "id" int not null primary key,
  "secret_hash" varchar(64) not null unique,
  "created_at" timestamptz not null default now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_feeds";`);
    this.addSql(`drop table if exists "consultations";`);
    this.addSql(`drop table if exists "booking_settings";`);
  }
}
