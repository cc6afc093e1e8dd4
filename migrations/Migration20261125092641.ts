import { Migration } from '@mikro-orm/migrations';

export class Migration20261125092641 extends Migration {

  override name = 'Migration20261125092641';

  override up(): void | Promise<void> {
    this.addSql(`alter table "portfolio_projects" add "sort_order" int not null default 0;`);
    this.addSql(`create index "portfolio_projects_sort_order_index" on "portfolio_projects" ("sort_order");`);

    this.addSql(`alter table "testimonials" add "sort_order" int not null default 0;`);
    this.addSql(`create index "testimonials_sort_order_index" on "testimonials" ("sort_order");`);

    // Existing rows keep the order visitors saw before ordering existed: newest first.
    for (const table of ['portfolio_projects', 'testimonials']) {
      this.addSql(
        `update "${table}" t set "sort_order" = o.place from (select "id", row_number() over (order by "created_at" desc, "id" desc) - 1 as place from "${table}") o where t."id" = o."id";`,
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "portfolio_projects_sort_order_index";`);
    this.addSql(`alter table "portfolio_projects" drop column "sort_order";`);

    this.addSql(`drop index "testimonials_sort_order_index";`);
    this.addSql(`alter table "testimonials" drop column "sort_order";`);
  }

}
