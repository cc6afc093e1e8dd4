import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The archive format this app writes (docs/operations.md, Backups). Raise it when the layout or the meaning of
 * a row changes in a way an older reader would get wrong, and add the step from the previous version to
 * ROW_UPGRADES, so archives made before still restore.
 */
export const FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const TABLES_FOLDER = 'tables/';
export const IMAGES_FOLDER = 'images/';

/** A row as it is in `tables/<name>.jsonl`: column name to JSON value. */
export type ArchiveRow = Record<string, unknown>;

/**
 * Steps that bring a row of an older format one version up: ROW_UPGRADES[n] turns a format-n row of `table`
 * into a format-(n+1) row (rename a column, fill a new one, split a table's meaning). Returning null drops the
 * row. Format 1 is the first, so there is no step yet.
 */
export const ROW_UPGRADES: Record<number, (table: string, row: ArchiveRow) => ArchiveRow | null> = {};

/** A row of a `version` archive as today's format has it (null: it has no place any more). */
export function upgradeRow(version: number, table: string, row: ArchiveRow): ArchiveRow | null {
  let current: ArchiveRow | null = row;
  for (let step = version; step < FORMAT_VERSION && current; step++) {
    const upgrade = ROW_UPGRADES[step];
    if (!upgrade) throw new Error(`No upgrade from backup format ${step} to ${step + 1}`);
    current = upgrade(table, current);
  }
  return current;
}

const fileEntry = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().min(0),
  /** For images: the type it is served with. */
  contentType: z.string().max(200).optional(),
});

export const manifestSchema = z.object({
  format: z.literal('summit-coast-site-backup'),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  /** The newest database migration applied when the archive was made. */
  migration: z.string().nullable(),
  createdAt: z.string(),
  /** Tables in restore order (parents first), with their row counts. */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0) })),
  images: z.number().int().min(0),
  /** Images the rows point at that were not in storage when the archive was made (nothing to restore). */
  missingImages: z.array(z.string()).default([]),
  /** Every other file of the archive, by its path in it. */
  files: z.record(z.string(), fileEntry),
});
export type Manifest = z.infer<typeof manifestSchema>;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The app's version, from package.json. */
export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** `tables/<name>.jsonl` → `<name>`, or null for any other path. */
export function tableOfPath(entryPath: string): string | null {
  const match = /^tables\/([a-z0-9_]+)\.jsonl$/.exec(entryPath);
  return match?.[1] ?? null;
}

/** `images/portfolio/<uuid>` → `portfolio/<uuid>`, or null for any other path. */
export function imageOfPath(entryPath: string): string | null {
  return entryPath.startsWith(IMAGES_FOLDER) ? entryPath.slice(IMAGES_FOLDER.length) : null;
}

/** Every stored image a row points at: the text of a JSON line holds its references as `/objects/<name>`. */
export function referencedImages(line: string): string[] {
  const names = new Set<string>();
  for (const match of line.matchAll(
    /\/objects\/(portfolio\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g,
  )) {
    if (match[1]) names.add(match[1]);
  }
  return [...names];
}
