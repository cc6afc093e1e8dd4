import { Migration } from '@mikro-orm/migrations';

const FIRE_COMMUNITIES = ['Altadena', 'Pacific Palisades'];

/**
 * Issue 32, service areas from evidence:
 * - `area_texts`: the owner's local text per city (jurisdiction, permits, typical work) that, with two projects
 *   there, makes the city's page /areas/<slug>.
 * - Altadena and Pacific Palisades, the two communities the wildfire page serves, join the business profile's
 *   service area: appended to its Los Angeles County line (or as that line) where the owner's stored text lacks
 *   them. Nothing else of the owner's text changes.
 */
export class Migration20261125183000 extends Migration {
  override name = 'Migration20261125183000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "area_texts" ("id" serial primary key, "slug" varchar(120) not null, "city" varchar(200) not null, "jurisdiction" text not null, "permits" text not null, "typical_work" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "area_texts" add constraint "area_texts_slug_unique" unique ("slug");`);
    for (const city of FIRE_COMMUNITIES) {
      this.addSql(`
        update "site_settings" set "value" = regexp_replace("value", '^(Los Angeles County:[^\\n]*?)\\s*$', '\\1, ${city}', 'n'), "updated_at" = now()
        where "key" = 'contact_service_areas' and "value" !~* '${city}' and "value" ~ '(^|\\n)Los Angeles County:';`);
      this.addSql(`
        update "site_settings" set "value" = rtrim("value", E'\\n') || E'\\nLos Angeles County: ${city}', "updated_at" = now()
        where "key" = 'contact_service_areas' and "value" !~* '${city}';`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "area_texts" cascade;`);
  }
}
