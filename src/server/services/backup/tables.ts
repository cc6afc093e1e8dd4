import type { EntityMetadata, MetadataStorage } from '@mikro-orm/postgresql';

/**
 * Tables that never go into an archive, each with the reason. Every other table of an entity is backed up, so
 * a table added later is in the next archive without anyone remembering to list it (tests/unit/backup-tables
 * fails if an entity is neither backed up nor named here).
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  users: 'password hashes; a restored site keeps its own administrator account',
  admin_sessions: "the administrator's signed-in devices: a restored site keeps its own account",
  passkeys: "the administrator's second factors: a restored site keeps its own account",
  recovery_codes: "the administrator's recovery codes (hashed): a restored site keeps its own account",
  passkey_challenges: 'passkey sign-ins under way, for five minutes at most: nothing to restore',
  backup_requests: 'when "Back up now" was last used: the limit of the site it is restored into, not content',
  alert_settings:
    "the mail server's password and the push keys, sealed with this server's key: a restored site keeps its own alerts",
  push_subscriptions:
    "devices subscribed to this server's push key; each device turns alerts on again elsewhere",
  acknowledged_addresses:
    'which addresses got an acknowledgement today, so one goes to an address a day: nothing to restore',
  lead_alerts:
    "which push and reminder alerts this server sent; a restored lead's e-mail state is in its own row",
  lead_photos:
    "visitors' photos with their requests: binary rows, kept in the live database only (the requests themselves are backed up)",
  calendar_feeds:
    "the hash of the owner's private calendar address: a restored site gets a new address from its panel",
  page_event_counts: 'daily counts of taps on phone and e-mail links per page: statistics, not content',
};

export interface BackupColumn {
  name: string;
  /** The entity property it stores, e.g. `imageUrls` for `image_urls`. */
  property: string;
  /** The column type as the entity declares it, e.g. `varchar(200)`, `text[]`, `timestamptz`. */
  type: string;
  nullable: boolean;
  /** The database fills it in when a row leaves it out (a column added after an archive was made). */
  hasDefault: boolean;
  /** No two rows may hold the same value (besides the primary key, e.g. a setting's key). */
  unique: boolean;
  /** The table it points at, for a foreign key. */
  references?: string;
}

export interface BackupTable {
  name: string;
  /** The entity's name, e.g. `PortfolioProject`. */
  entity: string;
  primaryKey: string[];
  columns: BackupColumn[];
}

function columnsOf(meta: EntityMetadata): BackupColumn[] {
  const columns: BackupColumn[] = [];
  for (const prop of meta.props) {
    if (prop.persist === false || !prop.fieldNames?.length) continue;
    const target = prop.targetMeta?.tableName;
    prop.fieldNames.forEach((name, index) => {
      columns.push({
        name,
        property: prop.name,
        type: prop.columnTypes?.[index] ?? String(prop.type),
        nullable: prop.nullable === true,
        hasDefault:
          prop.default !== undefined || prop.defaultRaw !== undefined || prop.autoincrement === true,
        unique: prop.unique === true,
        ...(target ? { references: target } : {}),
      });
    });
  }
  return columns;
}

/** Every entity's table, excluded ones included, straight from MikroORM's metadata. */
export function entityTables(metadata: MetadataStorage): BackupTable[] {
  const tables: BackupTable[] = [];
  for (const meta of metadata.getAll().values()) {
    if (meta.embeddable || meta.virtual || !meta.tableName) continue;
    const columns = columnsOf(meta);
    const primaryKey = meta.primaryKeys.flatMap(
      (key) => meta.properties[key as keyof typeof meta.properties]?.fieldNames ?? [],
    );
    tables.push({ name: meta.tableName, entity: meta.className, primaryKey, columns });
  }
  return tables;
}

/**
 * The tables an archive holds, ordered so that a table comes after every table its foreign keys point at:
 * restored in this order, each row's parent is already there. References to excluded tables do not order.
 */
export function backupTables(metadata: MetadataStorage): BackupTable[] {
  const included = entityTables(metadata).filter((table) => !(table.name in EXCLUDED_TABLES));
  const byName = new Map(included.map((table) => [table.name, table]));
  const ordered: BackupTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: BackupTable) => {
    if (state.get(table.name) === 'done') return;
    // A cycle (two tables pointing at each other) cannot be ordered; such a schema would need deferred keys.
    if (state.get(table.name) === 'visiting') throw new Error(`Foreign keys form a cycle at ${table.name}`);
    state.set(table.name, 'visiting');
    for (const column of table.columns) {
      const parent = column.references ? byName.get(column.references) : undefined;
      if (parent && parent !== table) visit(parent);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...included].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}
