import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { OBJECT_ID_PATTERN } from '../storage/storage';
import { BeyondManifest, type DeclaredSizes, linesOf, readArchive, readSmall } from './archive-io';
import {
  FORMAT_VERSION,
  imageOfPath,
  MANIFEST_FILE,
  type Manifest,
  manifestSchema,
  referencedImages,
  TABLES_FOLDER,
  tableOfPath,
  tablesAddedSince,
  upgradeRow,
} from './format';
import { checkRow, RepeatedKeys, type RowRules, rulesAt } from './row-checks';
import type { BackupTable } from './tables';

/** Why an archive is not restored: every line says what is wrong and where. Nothing was changed. */
export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused';
  constructor(readonly problems: string[]) {
    super(
      `The archive was not restored, nothing was changed:\n${problems
        .slice(0, MAX_PROBLEMS)
        .map((problem) => `  - ${problem}`)
        .join(
          '\n',
        )}${problems.length > MAX_PROBLEMS ? `\n  - … and ${problems.length - MAX_PROBLEMS} more` : ''}`,
    );
  }
}

const MAX_PROBLEMS = 20;
/** Problems kept in memory; past it only counted (an archive of a million bad rows must not fill memory). */
const KEPT_PROBLEMS = 1000;

/** A list of problems that stops growing past KEPT_PROBLEMS, then only counts. */
class Problems extends Array<string> {
  dropped = 0;
  override push(...items: string[]): number {
    for (const item of items) {
      if (this.length < KEPT_PROBLEMS) super.push(item);
      else this.dropped++;
    }
    return this.length;
  }
  all(): string[] {
    return this.dropped ? [...this, `${this.dropped} more problems`] : [...this];
  }
}
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

export interface VerifiedArchive {
  manifest: Manifest;
  /** Tables of the archive in restore order, as today's schema has them. */
  tables: BackupTable[];
  /** The rules the rows were checked by; the restore stores each row as checked by the same ones. */
  rules: RowRules;
  /** What each later read of the archive may hold: no more than was checked. */
  declared: DeclaredSizes;
}

/** The sizes the manifest declares, to hold every later read of the archive to. */
export function declaredSizes(manifest: Manifest): DeclaredSizes {
  return { files: manifest.files, manifestName: MANIFEST_FILE, manifestBytes: MANIFEST_MAX_BYTES };
}

/** Tells a damaged or cut-off gzip/tar from a file that is no archive at all, in the operator's words. */
function readFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end of file/i.test(message)) return `the archive is cut short (truncated): ${message}`;
  if (/incorrect header check|invalid|header/i.test(message))
    return `the file is damaged or not a .tar.gz site backup: ${message}`;
  return `the archive could not be read: ${message}`;
}

function isImageName(name: string): boolean {
  const [folder, id, ...rest] = name.split('/');
  return folder === 'portfolio' && !!id && OBJECT_ID_PATTERN.test(id) && rest.length === 0;
}

/** First pass: every file is read and digested, then compared with the manifest (which comes last). */
async function checkIntegrity(open: () => Readable, problems: string[]): Promise<Manifest | null> {
  const digests = new Map<string, { sha256: string; size: number }>();
  let manifestBytes: Buffer | null = null;
  try {
    for await (const entry of readArchive(open())) {
      if (entry.type !== 'file') {
        problems.push(`${entry.name}: not a plain file (${entry.type})`);
        continue;
      }
      if (digests.has(entry.name) || (entry.name === MANIFEST_FILE && manifestBytes)) {
        problems.push(`${entry.name}: appears twice`);
        continue;
      }
      if (entry.name === MANIFEST_FILE) {
        manifestBytes = await readSmall(entry.body, MANIFEST_MAX_BYTES);
        if (!manifestBytes) problems.push(`${MANIFEST_FILE}: larger than a manifest can be`);
        continue;
      }
      const image = imageOfPath(entry.name);
      if (!tableOfPath(entry.name) && !(image && isImageName(image))) {
        problems.push(`${entry.name}: not a file a site backup holds`);
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of entry.body) {
        hash.update(chunk);
        size += chunk.length;
      }
      digests.set(entry.name, { sha256: hash.digest('hex'), size });
    }
  } catch (error) {
    problems.push(readFailure(error));
    return null;
  }
  if (!manifestBytes) {
    problems.push(`${MANIFEST_FILE} is missing: the file is not a site backup, or it was cut short`);
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    problems.push(`${MANIFEST_FILE} is not valid JSON`);
    return null;
  }
  const version = (parsed as { formatVersion?: unknown })?.formatVersion;
  if (typeof version === 'number' && version > FORMAT_VERSION) {
    problems.push(
      `the archive has backup format ${version}, newer than the ${FORMAT_VERSION} this app reads: update the app first, then restore`,
    );
    return null;
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push(`${MANIFEST_FILE}: ${issue.path.join('.') || 'content'}: ${issue.message}`);
    return null;
  }
  const manifest = result.data;
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = digests.get(name);
    if (!actual) problems.push(`${name}: listed in the manifest but missing from the archive`);
    else if (actual.size > expected.size)
      problems.push(`${name}: ${actual.size} bytes, larger than the ${expected.size} the manifest declares`);
    else if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      problems.push(`${name}: its SHA-256 checksum does not match the manifest (the file is damaged)`);
  }
  for (const name of digests.keys())
    if (!(name in manifest.files)) problems.push(`${name}: in the archive but not listed in the manifest`);
  return manifest;
}

/**
 * Problems of the manifest's list of tables: a table this app lacks, a table file the list leaves out, and a
 * table of this app the archive does not hold, unless its format predates the table (its upgrade names it as
 * new): restoring would silently empty it.
 */
function tableListProblems(manifest: Manifest, currentTables: BackupTable[]): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const { name } of manifest.tables) {
    if (listed.has(name)) problems.push(`${MANIFEST_FILE}: the table ${name} is listed twice`);
    listed.add(name);
  }
  const current = new Set(currentTables.map(({ name }) => name));
  for (const name of listed) {
    if (!current.has(name)) problems.push(`tables/${name}.jsonl: this app has no table ${name}`);
    if (!(`tables/${name}.jsonl` in manifest.files)) problems.push(`tables/${name}.jsonl: missing`);
  }
  for (const file of Object.keys(manifest.files)) {
    const name = tableOfPath(file);
    if (file.startsWith(TABLES_FOLDER) && (!name || !listed.has(name)))
      problems.push(`${file}: a table file the manifest's list of tables does not name`);
  }
  let added: Set<string>;
  try {
    added = tablesAddedSince(manifest.formatVersion);
  } catch (error) {
    return [...problems, `${MANIFEST_FILE}: ${(error as Error).message}`];
  }
  for (const { name } of currentTables)
    if (!listed.has(name) && !added.has(name))
      problems.push(
        `tables/${name}.jsonl: missing from the archive (backup format ${manifest.formatVersion} has table ${name}); restoring would empty it`,
      );
  return problems;
}

/**
 * Checks a whole archive before anything is changed: readable to the end, the format no newer than ours, every
 * file's checksum, every row valid for today's tables (after upgrading an older format's rows), and every image
 * a row points at inside the archive. Throws ArchiveRefused listing the problems.
 */
export async function verifyArchive(
  open: () => Readable,
  currentTables: BackupTable[],
  knownMigrations: readonly string[],
): Promise<VerifiedArchive> {
  const problems = new Problems();
  const manifest = await checkIntegrity(open, problems);
  if (!manifest || problems.length > 0) throw new ArchiveRefused(problems.all());
  if (manifest.migration && !knownMigrations.includes(manifest.migration))
    throw new ArchiveRefused([
      `the archive was made by a newer version of the app (database migration ${manifest.migration} is unknown here): update the app first, then restore`,
    ]);

  const byName = new Map(currentTables.map((table) => [table.name, table]));
  const images = new Set(
    Object.keys(manifest.files)
      .map(imageOfPath)
      .filter((name): name is string => name !== null),
  );
  const allowedMissing = new Set(manifest.missingImages);
  const counts = new Map(manifest.tables.map(({ name, rows }) => [name, rows]));
  problems.push(...tableListProblems(manifest, currentTables));
  if (problems.length > 0) throw new ArchiveRefused(problems.all());

  const rules = rulesAt(Date.now());
  const declared = declaredSizes(manifest);
  const keys = new RepeatedKeys();
  try {
    for await (const entry of readArchive(open(), declared)) {
      const tableName = tableOfPath(entry.name);
      const table = tableName ? byName.get(tableName) : undefined;
      if (!table) continue;
      let line = 0;
      for await (const text of linesOf(entry.body)) {
        line++;
        const where = `tables/${table.name}.jsonl line ${line}`;
        let row: unknown;
        try {
          row = JSON.parse(text);
        } catch {
          problems.push(`${where}: not JSON`);
          continue;
        }
        const upgraded = upgradeRow(manifest.formatVersion, table.name, row as Record<string, unknown>);
        if (!upgraded) continue;
        const id = (upgraded as { id?: unknown }).id;
        const checked = checkRow(table, upgraded, rules);
        for (const problem of [...checked.problems, ...keys.check(table, checked.row)])
          problems.push(`${where}${id === undefined ? '' : ` (id ${String(id)})`}: ${problem}`);
        for (const image of referencedImages(text))
          if (!images.has(image) && !allowedMissing.has(image))
            problems.push(`${where}: the image /objects/${image} it shows is not in the archive`);
      }
      if (line !== counts.get(table.name))
        problems.push(
          `tables/${table.name}.jsonl: ${line} rows, the manifest says ${counts.get(table.name)}`,
        );
    }
  } catch (error) {
    problems.push(error instanceof BeyondManifest ? error.message : readFailure(error));
  }
  if (problems.length > 0) throw new ArchiveRefused(problems.all());
  const order = new Map(currentTables.map((table, index) => [table.name, index]));
  const tables = manifest.tables
    .map(({ name }) => byName.get(name))
    .filter((table): table is BackupTable => table !== undefined)
    .sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  return { manifest, tables, rules, declared };
}
