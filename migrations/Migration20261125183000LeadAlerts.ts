import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31, alerts the owner sets himself: the alert settings (one row; the SMTP password and the VAPID private
 * key encrypted by the app, services/leads/alert-secrets.ts), the devices subscribed to web push, and each lead's
 * alerts beyond its first e-mail (push, reminders), one row per lead, channel and kind so none is sent twice.
 * New tables only: nothing existing changes.
 */
export class Migration20261125183000LeadAlerts extends Migration {
  override name = 'Migration20261125183000LeadAlerts';

  override up(): void | Promise<void> {
    this.addSql(`
      create table "alert_settings" (
        "id" int not null primary key check ("id" = 1),
        "recipients" text[] not null default '{}',
        "smtp_host" varchar(255) null,
        "smtp_port" int null,
        "smtp_security" varchar(10) not null default 'starttls',
        "smtp_username" varchar(255) null,
        "smtp_password_sealed" text null,
        "mail_from" varchar(320) null,
        "reminder_minutes" int not null default 0,
        "vapid_public_key" varchar(100) null,
        "vapid_private_key_sealed" text null,
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "push_subscriptions" (
        "id" serial primary key,
        "endpoint" text not null,
        "p256dh" varchar(200) not null,
        "auth" varchar(100) not null,
        "device_label" varchar(100) not null,
        "created_at" timestamptz not null default now(),
        "last_sent_at" timestamptz null,
        "last_error" text null
      );`);
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`,
    );
    this.addSql(`
      create table "lead_alerts" (
        "submission_id" int not null,
        "channel" varchar(10) not null,
        "kind" varchar(10) not null,
        "status" varchar(20) not null,
        "attempted_at" timestamptz not null default now(),
        "sent_at" timestamptz null,
        "error" text null,
        primary key ("submission_id", "channel", "kind")
      );`);
  }

  override down(): void | Promise<void> {
    this.addSql('drop table if exists "lead_alerts";');
    this.addSql('drop table if exists "push_subscriptions";');
    this.addSql('drop table if exists "alert_settings";');
  }
}
