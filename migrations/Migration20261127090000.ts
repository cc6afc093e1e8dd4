import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30, one business profile:
 * - `nav_admin_text` showed nowhere (the public site has no admin link) and left the registry: its row goes,
 *   so a backup made from now on holds no key the registry refuses. Its history versions stay, as history.
 * - The wildfire hotlines now follow the main phone when empty. A hotline stored with the very number the site
 *   showed as the main phone is cleared, so it keeps showing that number and follows the next change of it; a
 *   hotline of its own is kept as it is. Nothing visible changes.
 */
export class Migration20261127090000 extends Migration {
  override name = 'Migration20261127090000';

  override up(): void | Promise<void> {
    this.addSql(`delete from "site_settings" where "key" = 'nav_admin_text';`);
    this.addSql(`
      update "site_settings" as hotline set "value" = '', "updated_at" = now()
      where hotline."key" in ('pp_emergency_phone', 'altadena_emergency_phone')
        and btrim(hotline."value") <> ''
        and btrim(hotline."value") = coalesce(
          (select nullif(btrim(main."value"), '') from "site_settings" as main where main."key" = 'contact_phone'),
          '(310) 555-0142'
        );`);
  }

  override down(): void | Promise<void> {
    // The rows removed held nothing the site showed; a hotline cleared shows the same number as before.
  }
}
