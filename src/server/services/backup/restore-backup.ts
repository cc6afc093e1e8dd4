import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { MetadataStorage } from '@mikro-orm/postgresql';
import pg from 'pg';
import { DATA_TAGS } from '../cache-tags';
import { enqueueUnsentLeads } from '../leads/lead-email-jobs';
import { CACHE_INVALIDATION_CHANNEL, invalidationPayload } from '../shared-cache';
import type { Storage } from '../storage/storage';
import { linesOf, readArchive } from './archive-io';
import { type ArchiveRow, imageOfPath, tableOfPath, upgradeRow } from './format';
import { checkRow } from './row-checks';
import { type BackupTable, backupTables, EXCLUDED_TABLES, entityTables } from './tables';
import { type VerifiedArchive, verifyArchive } from './verify-archive';

// SQL: every table emptied and refilled in one transaction on a connection of its own, rows typed by PostgreSQL
// itself (json_populate_recordset), by the tables' metadata (tables.ts).

export interface RestoreTarget {
  databaseUrl: string;
  metadata: MetadataStorage;
  storage: Storage;
  /** Migrations this app knows (an archive from a newer schema is refused). */
  knownMigrations: readonly string[];
}

export interface RestoreSteps {
  /** Backs up the current site before anything changes; returns where it went. */
  safetyBackup: () => Promise<string>;
  log?: (message: string) => void;
}

export interface RestoreResult {
  verified: VerifiedArchive;
  safetyBackup: string;
  imagesWritten: number;
  imagesKept: number;
}

/** Thrown when another restore of the same database is running: its lock is held. */
export class RestoreInProgress extends Error {
  constructor() {
    super('another restore of this site is running; wait until it has finished');
  }
}

const INSERT_BATCH = 500;
/** One restore of a database at a time, whichever process runs it. */
const RESTORE_LOCK_SQL = "select pg_try_advisory_lock(hashtextextended('app:restore', 0)) as locked";
const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Restores a site from an archive: verify all of it (changing nothing if any check fails), back up the current
 * site, write the images (never deleting any the archive lacks), then replace every content table in one
 * transaction, which also tells running instances to drop their caches. The target's administrator stays.
 */
export async function restoreArchive(
  open: () => Readable,
  target: RestoreTarget,
  steps: RestoreSteps,
): Promise<RestoreResult> {
  // Two restores at once would each replace the tables from a different archive, and the second would fail
  // half-way on the first's rows; the second is refused before it checks anything.
  const lock = new pg.Client({ connectionString: target.databaseUrl });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>(RESTORE_LOCK_SQL);
    if (!rows[0]?.locked) throw new RestoreInProgress();
    return await restoreLocked(open, target, steps);
  } finally {
    // Ending the session releases the lock, also after a failure.
    await lock.end().catch(() => undefined);
  }
}

async function restoreLocked(
  open: () => Readable,
  target: RestoreTarget,
  steps: RestoreSteps,
): Promise<RestoreResult> {
  const log = steps.log ?? (() => undefined);
  const current = backupTables(target.metadata);
  const verified = await verifyArchive(open, current, target.knownMigrations);
  log('archive verified');
  const safetyBackup = await steps.safetyBackup();
  log(`current site backed up to ${safetyBackup}`);
  const images = await writeImages(open, target.storage, verified);
  log(`images: ${images.written} written, ${images.kept} already there`);
  await replaceRows(open, target, current, verified);
  log('tables replaced');
  return { verified, safetyBackup, imagesWritten: images.written, imagesKept: images.kept };
}

/** Images first, so no restored row ever points at an image that is not there yet. */
async function writeImages(open: () => Readable, storage: Storage, verified: VerifiedArchive) {
  let written = 0;
  let kept = 0;
  for await (const entry of readArchive(open(), verified.declared)) {
    const name = imageOfPath(entry.name);
    const expected = verified.manifest.files[entry.name];
    if (!name || !expected) continue;
    // Objects are immutable under their name: one already stored is the same image.
    const existing = await storage.open(name);
    if (existing) {
      existing.body.destroy();
      kept++;
      continue;
    }
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await storage.write(
      name,
      Readable.from(entry.body).pipe(hashing),
      expected.contentType ?? 'application/octet-stream',
    );
    if (hash.digest('hex') !== expected.sha256)
      throw new Error(`${entry.name} changed while it was restored; the tables were not touched`);
    written++;
  }
  return { written, kept };
}

/** Every content table emptied and refilled from the archive, in one transaction. */
async function replaceRows(
  open: () => Readable,
  target: RestoreTarget,
  current: BackupTable[],
  verified: VerifiedArchive,
) {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin');
    await client.query("set local timezone = 'UTC'");
    // Visitors' photos are kept out of archives but hang on their lead, and the leads' delete below cascades to
    // them: unhooked first (their lead noted, the bytes not copied), they are hooked back on the leads the archive
    // restores, and the others deleted as the cascade would have. An upload not yet sent, on no lead, stays as it is.
    await client.query(
      'create temp table photo_leads on commit drop as select id, lead_id from lead_photos where lead_id is not null',
    );
    await client.query('update lead_photos set lead_id = null where lead_id is not null');
    // Children before parents, so no foreign key is left pointing at a deleted row.
    for (const table of [...current].reverse()) await client.query(`delete from ${quote(table.name)}`);
    const byName = new Map(verified.tables.map((table) => [table.name, table]));
    for await (const entry of readArchive(open(), verified.declared)) {
      const name = tableOfPath(entry.name);
      const table = name ? byName.get(name) : undefined;
      if (!table) continue;
      let batch: ArchiveRow[] = [];
      let line = 0;
      for await (const text of linesOf(entry.body)) {
        line++;
        const row = upgradeRow(verified.manifest.formatVersion, table.name, JSON.parse(text));
        if (!row) continue;
        // Stored as the write path makes it (sanitized, trimmed), by the very rules it was verified by; a row
        // that fails them now means the file changed since it was verified, and nothing is committed.
        const checked = checkRow(table, row, verified.rules);
        if (checked.problems.length > 0)
          throw new Error(
            `tables/${table.name}.jsonl line ${line} changed after it was verified: ${checked.problems[0]}`,
          );
        batch.push(checked.row);
        if (batch.length >= INSERT_BATCH) {
          await insertRows(client, table, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await insertRows(client, table, batch);
    }
    await client.query(
      'update lead_photos p set lead_id = k.lead_id from photo_leads k where p.id = k.id and k.lead_id in (select id from contact_submissions)',
    );
    await client.query(
      'delete from lead_photos p using photo_leads k where p.id = k.id and p.lead_id is null',
    );
    for (const table of current) {
      await pointAtKeptRows(client, table, target.metadata);
      await resetSequence(client, table);
    }
    // The queue is not in the archive: the restored leads still waiting for their e-mail get their job again.
    await enqueueUnsentLeads(client);
    // Sent at commit: every running instance drops its cached reads and pages of the old content.
    await client.query('select pg_notify($1, $2)', [
      CACHE_INVALIDATION_CHANNEL,
      invalidationPayload('restore', DATA_TAGS),
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PostgreSQL turns each JSON object into a row of the table's own type: every value parsed as its column's. */
async function insertRows(client: pg.ClientBase, table: BackupTable, rows: ArchiveRow[]) {
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = table.columns
    .filter((column) => present.has(column.name))
    .map((column) => quote(column.name));
  const list = columns.join(', ');
  await client.query(
    `insert into ${quote(table.name)} (${list}) select ${list} from json_populate_recordset(null::${quote(table.name)}, $1::json)`,
    [JSON.stringify(rows)],
  );
}

/**
 * A column pointing at a table that is never restored (the administrator's) is pointed at the target's own row:
 * its first one when the column is required, none when it may be empty.
 */
async function pointAtKeptRows(client: pg.ClientBase, table: BackupTable, metadata: MetadataStorage) {
  for (const column of table.columns) {
    if (!column.references || !(column.references in EXCLUDED_TABLES)) continue;
    const parent = entityTables(metadata).find((candidate) => candidate.name === column.references);
    const key = parent?.primaryKey[0];
    if (!parent || !key) continue;
    const replacement = column.nullable ? 'null' : `(select min(${quote(key)}) from ${quote(parent.name)})`;
    await client.query(
      `update ${quote(table.name)} set ${quote(column.name)} = ${replacement} where ${quote(column.name)} is not null and ${quote(column.name)} not in (select ${quote(key)} from ${quote(parent.name)})`,
    );
  }
}

/**
 * The next id after the highest restored one, so a new row never collides with a restored one, and never before
 * where the sequence stood: a table kept out of archives (a lead's sent alerts) still names the ids of rows an older
 * backup took away, and a new lead given one of those ids would be taken for that lead (its acknowledgement
 * "already sent"). A key without a sequence (a text key, as
 * `photo_colours.photo`) has none to move: `max()` of it is not a number to add 1 to.
 */
async function resetSequence(client: pg.ClientBase, table: BackupTable) {
  if (table.primaryKey.length !== 1) return;
  const [key] = table.primaryKey as [string];
  const { rows } = await client.query<{ seq: string | null }>(
    'select pg_get_serial_sequence($1, $2) as seq',
    [quote(table.name), key],
  );
  const seq = rows[0]?.seq;
  if (!seq) return;
  const { rows: position } = await client.query<{ next: string }>(
    `select last_value + (case when is_called then 1 else 0 end) as next from ${seq}`,
  );
  await client.query(
    `select setval($1::regclass, greatest(coalesce((select max(${quote(key)}) from ${quote(table.name)}), 0) + 1, $2::bigint), false)`,
    [seq, position[0]?.next ?? 1],
  );
}
