import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { categoryIdOf, projectTypeIdOf } from '../../../common/constants';
import { BLANK_PHOTO_DETAIL, suggestedAlt } from '../../../common/schemas/portfolio';
import { slugify } from '../../../common/slugs';
import { projectRoot } from '../../paths';

/**
 * The archive format this app writes (docs/operations.md, Backups). Raise it when the layout or the meaning of
 * a row changes in a way an older reader would get wrong, or when a table is added, and add the step from the
 * previous version to FORMAT_UPGRADES, so archives made before still restore.
 */
export const FORMAT_VERSION = 6;

export const MANIFEST_FILE = 'manifest.json';
export const TABLES_FOLDER = 'tables/';
export const IMAGES_FOLDER = 'images/';

/** A row as it is in `tables/<name>.jsonl`: column name to JSON value. */
export type ArchiveRow = Record<string, unknown>;

/** What changed from format n to format n+1. */
export interface FormatUpgrade {
  /**
   * Turns a format-n row of `table` into a format-(n+1) row (rename a column, fill a new one, split a table's
   * meaning, bring an old value up to a stricter rule). Returning null drops the row. Left out: rows are the same.
   */
  row?: (table: string, row: ArchiveRow) => ArchiveRow | null;
  /**
   * Tables format n+1 has that format n did not: a format-n archive lacks them, and they restore empty. Any
   * other table missing from an archive refuses it (a restore must never empty a table the archive did not hold).
   */
  newTables?: readonly string[];
}

/**
 * Setting keys that left the registry with format 2 (they showed nowhere on the site). Their rows in an
 * older archive are dropped on restore, since the restore refuses keys the registry does not know.
 */
const SETTINGS_RETIRED_IN_FORMAT_2: ReadonlySet<string> = new Set(['nav_admin_text']);

/** A format-2 project row: each photo described as the migration that added photo details described the stored ones. */
function withSuggestedAlts(row: ArchiveRow): ArchiveRow {
  const urls = Array.isArray(row.image_urls) ? row.image_urls : [];
  const project = { title: String(row.title ?? ''), location: String(row.location ?? '') };
  const details = urls.map((_url, index) => ({ ...BLANK_PHOTO_DETAIL, alt: suggestedAlt(project, index) }));
  return { ...row, image_details: details };
}

/** A value as format 5 keeps it: the id of the English category or project type it is, else itself. */
const idOf =
  (idOfEnglish: (value: string) => string | undefined) =>
  (value: unknown): unknown =>
    (typeof value === 'string' && idOfEnglish(value)) || value;
const categoryId = idOf(categoryIdOf);
const projectTypeId = idOf(projectTypeIdOf);

/**
 * A format-4 row with its project category and lead project type as ids (they were their English values), as the
 * migration that brought ids converted the database: the rows, and the projects kept in versions and the Trash.
 */
function withStoredIds(table: string, row: ArchiveRow): ArchiveRow {
  if (table === 'portfolio_projects') return { ...row, category: categoryId(row.category) };
  if (table === 'contact_submissions') return { ...row, project_type: projectTypeId(row.project_type) };
  const kept = row.snapshot as Record<string, unknown> | null | undefined;
  const keptProject = (table === 'content_versions' || table === 'trash') && row.entity_type === 'project';
  if (keptProject && kept && 'category' in kept)
    return { ...row, snapshot: { ...kept, category: categoryId(kept.category) } };
  return row;
}

/** FORMAT_UPGRADES[n] brings a format-n archive to format n+1. Format 1 is the first. */
export const FORMAT_UPGRADES: Record<number, FormatUpgrade> = {
  1: {
    row: (table, row) =>
      table === 'site_settings' && SETTINGS_RETIRED_IN_FORMAT_2.has(String(row.key)) ? null : row,
  },
  // Format 3: projects have a page address; an older archive's projects get their title's, made unique by the
  // project's id (rows are upgraded one at a time), and moved addresses restore empty. Every photo is described
  // (alt text), and the owner's local text per city of the service area restores empty.
  2: {
    row: (table, row) => {
      if (table !== 'portfolio_projects') return row;
      const slug =
        typeof row.slug === 'string'
          ? row.slug
          : `${slugify(String(row.title ?? ''))
              .slice(0, 60)
              .replace(/-+$/, '')}-${row.id}`;
      return withSuggestedAlts({ ...row, slug });
    },
    newTables: ['page_redirects', 'area_texts'],
  },
  // Format 4: each photo's placeholder colour. An older archive's photos restore without one and get it again
  // the first time a visitor's browser asks for them (services/photo-colours.ts).
  3: { newTables: ['photo_colours'] },
  // Format 5: the translation ledger. An older archive's site restores with no translations of the owner's texts.
  // Project categories and lead project types are stored by id (they were their English values).
  4: { row: withStoredIds, newTables: ['translations'] },
  // Format 6: consultation booking. An older archive's site restores with no bookings and the default settings.
  5: { newTables: ['booking_settings', 'consultations'] },
};

/** The steps from `version` to today's format, in order; throws when one is missing. */
function stepsFrom(version: number): FormatUpgrade[] {
  const steps: FormatUpgrade[] = [];
  for (let step = version; step < FORMAT_VERSION; step++) {
    const upgrade = FORMAT_UPGRADES[step];
    if (!upgrade) throw new Error(`No upgrade from backup format ${step} to ${step + 1}`);
    steps.push(upgrade);
  }
  return steps;
}

/** A row of a `version` archive as today's format has it (null: it has no place any more). */
export function upgradeRow(version: number, table: string, row: ArchiveRow): ArchiveRow | null {
  let current: ArchiveRow | null = row;
  for (const step of stepsFrom(version)) {
    if (!current) break;
    if (step.row) current = step.row(table, current);
  }
  return current;
}

/** The tables added since format `version`: an archive of that format does not hold them. */
export function tablesAddedSince(version: number): Set<string> {
  return new Set(stepsFrom(version).flatMap((step) => step.newTables ?? []));
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
