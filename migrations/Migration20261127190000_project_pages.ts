import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32, a page per project: each project gets its address, `/portfolio/<slug>`, made from its title as the
 * app makes it (common/slugs.ts: lowercase letters and digits joined by single hyphens); a title that leaves
 * nothing is `project`, and a slug two projects would share gets the later one's id after it. Earlier slugs and
 * the owner's own moved addresses go into `page_redirects`, answered 301.
 */
export class Migration20261127190000_project_pages extends Migration {
  override name = 'Migration20261127190000_project_pages';

  override up(): void | Promise<void> {
    this.addSql(`alter table "portfolio_projects" add column "slug" varchar(80) null;`);
    this.addSql(`
      with based as (
        select "id", coalesce(nullif(left(trim(both '-' from regexp_replace(lower(
          replace("title", '&', ' and ')), '[^a-z0-9]+', '-', 'g')), 70), ''), 'project') as base
        from "portfolio_projects"
      ), numbered as (
        select "id", trim(trailing '-' from base) as base,
          row_number() over (partition by trim(trailing '-' from base) order by "id") as n
        from based
      )
      update "portfolio_projects" as project
      set "slug" = case when numbered.n = 1 then numbered.base else numbered.base || '-' || project."id" end
      from numbered where numbered."id" = project."id";`);
    this.addSql(`alter table "portfolio_projects" alter column "slug" set not null;`);
    this.addSql(
      `alter table "portfolio_projects" add constraint "portfolio_projects_slug_unique" unique ("slug");`,
    );
    this.addSql(`create table "page_redirects" (
      "id" serial primary key,
      "from_path" varchar(300) not null,
      "project_id" int null,
      "to_path" varchar(300) null,
      "created_at" timestamptz not null);`);
    this.addSql(
      `alter table "page_redirects" add constraint "page_redirects_from_path_unique" unique ("from_path");`,
    );
    this.addSql(`create index "page_redirects_project_id_index" on "page_redirects" ("project_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "page_redirects";`);
    this.addSql(`alter table "portfolio_projects" drop column "slug";`);
  }
}
