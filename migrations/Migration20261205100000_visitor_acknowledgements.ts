import { Migration } from '@mikro-orm/migrations';

/**
 * The visitor's acknowledgement e-mail: on unless the owner turns it off, and at most one a day to one address (so
 * the contact form cannot be used to flood someone's mailbox), held by the table's key across instances.
 */
export class Migration20261205100000_visitor_acknowledgements extends Migration {
  override name = 'Migration20261205100000_visitor_acknowledgements';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "alert_settings" add column "acknowledge_visitors" boolean not null default true;`,
    );
    this.addSql(`create table "acknowledged_addresses" (
  "address" varchar(320) not null,
  "day" date not null,
  "submission_id" int not null,
  "sent_at" timestamptz not null default now(),
  primary key ("address", "day"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "acknowledged_addresses";`);
    this.addSql(`alter table "alert_settings" drop column "acknowledge_visitors";`);
  }
}
