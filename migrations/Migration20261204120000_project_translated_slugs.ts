import { Migration } from '@mikro-orm/migrations';

/**
 * A project's page address in each other language (`/es/portafolio/<slug>`), given when its title is first
 * translated; none yet for every project (their Spanish pages keep the English slug until then). A Spanish slug is
 * unique among Spanish slugs here, and among English ones by the app (one namespace: services/project-slugs.ts).
 */
export class Migration20261204120000_project_translated_slugs extends Migration {
  override name = 'Migration20261204120000_project_translated_slugs';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "portfolio_projects" add column "translated_slugs" jsonb not null default '{}';`,
    );
    this.addSql(
      `create unique index "portfolio_projects_spanish_slug_unique" on "portfolio_projects" ((translated_slugs->>'es'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "portfolio_projects_spanish_slug_unique";`);
    this.addSql(`alter table "portfolio_projects" drop column "translated_slugs";`);
  }
}
