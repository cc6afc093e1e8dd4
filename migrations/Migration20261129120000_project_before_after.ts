import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32, item 7: a project carries before/after pairs, each two of its own photos (`before` and `after`
 * addresses among `image_urls`), shown as the before/after comparison the page section uses. Existing projects
 * have none.
 */
export class Migration20261129120000_project_before_after extends Migration {
  override name = 'Migration20261129120000_project_before_after';

  override up(): void | Promise<void> {
    this.addSql(`alter table "portfolio_projects" add column "before_after" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "portfolio_projects" drop column "before_after";`);
  }
}
