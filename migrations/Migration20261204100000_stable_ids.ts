import { Migration } from '@mikro-orm/migrations';

/**
 * Project categories and lead project types are stored by stable ids, each language's label coming from the site's
 * catalogs (they were stored as their English words). The pairs are written here as they were when this ran, not
 * read from the app: a migration never changes after it lands. Projects kept in versions and in the Trash change
 * too, so their history compares like with like. Anything else (a value typed by hand) is left as it is.
 */
const CATEGORIES: ReadonlyArray<[english: string, id: string]> = [
  ['Custom Homes', 'custom-homes'],
  ['Remodels', 'remodels'],
  ['ADUs', 'adus'],
  ['Commercial', 'commercial'],
  ['Tenant Improvements', 'tenant-improvements'],
  ['Fire Rebuild', 'fire-rebuild'],
];

const PROJECT_TYPES: ReadonlyArray<[english: string, id: string]> = [
  ['Custom Home Build', 'custom-home-build'],
  ['Home Remodel', 'home-remodel'],
  ['ADU Construction', 'adu-construction'],
  ['Commercial Project', 'commercial-project'],
  ['Fire Rebuild: Altadena', 'fire-rebuild-altadena'],
  ['Fire Rebuild: Pacific Palisades', 'fire-rebuild-pacific-palisades'],
  ['Other', 'other'],
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** `from` → `to` for each pair, as a table of values a statement joins. */
const pairs = (list: ReadonlyArray<[string, string]>, direction: 'up' | 'down') =>
  `(values ${list
    .map(([english, id]) => (direction === 'up' ? [english, id] : [id, english]))
    .map(([from, to]) => `(${literal(from as string)}, ${literal(to as string)})`)
    .join(', ')}) as pair("from", "to")`;

function statements(direction: 'up' | 'down'): string[] {
  const categories = pairs(CATEGORIES, direction);
  const kept = (table: string) =>
    `update "${table}" t set "snapshot" = jsonb_set(t."snapshot", '{category}', to_jsonb(pair."to"))
       from ${categories}
      where t."entity_type" = 'project' and t."snapshot"->>'category' = pair."from";`;
  return [
    `update "portfolio_projects" p set "category" = pair."to" from ${categories} where p."category" = pair."from";`,
    `update "contact_submissions" c set "project_type" = pair."to" from ${pairs(PROJECT_TYPES, direction)} where c."project_type" = pair."from";`,
    kept('content_versions'),
    kept('trash'),
  ];
}

export class Migration20261204100000_stable_ids extends Migration {
  override name = 'Migration20261204100000_stable_ids';

  override up(): void | Promise<void> {
    for (const statement of statements('up')) this.addSql(statement);
  }

  override down(): void | Promise<void> {
    for (const statement of statements('down')) this.addSql(statement);
  }
}
