import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31, the lead inbox: each contact request becomes a lead the owner works. All columns are new and empty
 * (or `[]`) for the requests already stored, which therefore read as New, unarchived, not yet contacted.
 * - `status`: the pipeline step's name; null is the first step (New), whatever the owner calls it.
 * - `job_value` (Won, whole dollars) and `lost_reason` (Lost).
 * - `notes`: the owner's notes, each `{ at, text, by }`, kept with the lead so a version holds them all.
 * - `follow_up_on`: a calendar day in the site's time zone, 'YYYY-MM-DD' as text: a day has no moment, and
 *   backups check every `date` column as a moment not in the future, which a follow-up day is.
 * - `archived_at`, `first_contact_at` and `first_contact_by` ('call', 'text' or 'email').
 */
export class Migration20261125181500_lead_inbox extends Migration {
  override name = 'Migration20261125181500_lead_inbox';

  override up(): void | Promise<void> {
    this.addSql(`
      alter table "contact_submissions"
        add column "status" varchar(40) null,
        add column "job_value" integer null,
        add column "lost_reason" varchar(300) null,
        add column "notes" jsonb not null default '[]',
        add column "follow_up_on" varchar(10) null,
        add column "archived_at" timestamptz null,
        add column "first_contact_at" timestamptz null,
        add column "first_contact_by" varchar(10) null;`);
    // The inbox's "New (n)" count and its default list: leads neither spam nor archived, newest first.
    this.addSql(`
      create index "contact_submissions_open_idx" on "contact_submissions" ("created_at" desc)
        where "spam_reason" is null and "archived_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql('drop index if exists "contact_submissions_open_idx";');
    this.addSql(`
      alter table "contact_submissions"
        drop column "status", drop column "job_value", drop column "lost_reason", drop column "notes",
        drop column "follow_up_on", drop column "archived_at", drop column "first_contact_at",
        drop column "first_contact_by";`);
  }
}
