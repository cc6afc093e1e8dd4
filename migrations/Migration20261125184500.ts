import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32, photos described and framed: each project photo gets its details (alt text, caption, focal point)
 * in `image_details`, one per image in the order of `image_urls`. A project must now describe every photo before
 * it is saved; the projects already published get the editor's own suggestion (the title and place, and the
 * photo's number after the first), so every photo has a description today and the owner can improve on it.
 */
export class Migration20261125184500 extends Migration {
  override name = 'Migration20261125184500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "portfolio_projects" add column "image_details" jsonb not null default '[]';`);
    this.addSql(`
      update "portfolio_projects" as project set "image_details" = (
        select coalesce(jsonb_agg(jsonb_build_object(
          'alt', project."title"
            || case when btrim(project."location") <> '' then ' in ' || btrim(project."location") else '' end
            || case when n > 1 then ', photo ' || n else '' end,
          'caption', '', 'focusX', 50, 'focusY', 50) order by n), '[]'::jsonb)
        from generate_series(1, coalesce(array_length(project."image_urls", 1), 0)) as n
      );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "portfolio_projects" drop column "image_details";`);
  }
}
