import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { Conflict, NotFound } from '../errors';
import { restoreArchive } from './restore-backup';
import type { Backups } from './service';
import { BACKUP_NAME_PATTERN, type BackupSummary, backupName, parseBackupName } from './store';
import { backupTables } from './tables';
import { ArchiveRefused, verifyArchive } from './verify-archive';

// SQL: the migrations this database has run and each backed-up table's row count, on a connection of its own
// (as the backup itself reads them: service.ts).

const NO_SUCH_BACKUP = 'There is no kept backup of that name';

/** The migrations this database has run, and the rows of each table a backup holds, now. */
async function siteNow(databaseUrl: string, tables: readonly string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const migrations = (await client.query<{ name: string }>('select name from mikro_orm_migrations')).rows;
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const counted = await client.query<{ n: string }>(
        `select count(*) as n from "${table.replace(/"/g, '')}"`,
      );
      rows[table] = Number(counted.rows[0]?.n ?? 0);
    }
    return { migrations: migrations.map((row) => row.name), rows };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A kept archive by its name: only names the store holds (nothing else reaches a path or a bucket). */
async function keptName(backups: Backups, name: string): Promise<string> {
  if (!BACKUP_NAME_PATTERN.test(name) || !(await backups.site.store.names()).includes(name))
    throw new NotFound(NO_SUCH_BACKUP);
  return name;
}

/**
 * What a kept backup holds against the site now, after the same whole check `npm run restore` makes (checksums,
 * every row against today's tables, every image present, a schema this app knows): what the owner confirms.
 * Throws ArchiveRefused with the problems when it could not be restored.
 */
export async function keptBackupContents(backups: Backups, name: string) {
  const { store, metadata, databaseUrl } = backups.site;
  const kept = await keptName(backups, name);
  const tables = backupTables(metadata);
  const now = await siteNow(
    databaseUrl,
    tables.map((table) => table.name),
  );
  const verified = await verifyArchive(() => store.open(kept), tables, now.migrations);
  const { manifest } = verified;
  return {
    name: kept,
    createdAt: manifest.createdAt,
    appVersion: manifest.appVersion,
    tables: verified.tables.map((table) => ({
      name: table.name,
      rows: manifest.tables.find((held) => held.name === table.name)?.rows ?? 0,
      rowsNow: now.rows[table.name] ?? 0,
    })),
    images: manifest.images,
  };
}

/**
 * Restores a kept backup into the running site: checked whole first, then the site as it is backed up
 * (`pre-restore`), then every table replaced in one transaction and the images added, the caches of every instance
 * emptied (restore-backup.ts). One restore at a time across instances (RestoreInProgress).
 */
export async function restoreKeptBackup(backups: Backups, name: string) {
  const { store, metadata, databaseUrl, storage } = backups.site;
  const kept = await keptName(backups, name);
  const { migrations } = await siteNow(databaseUrl, []);
  return restoreArchive(
    () => store.open(kept),
    { databaseUrl, metadata, storage, knownMigrations: migrations },
    {
      safetyBackup: async () => {
        const run = await backups.take('pre-restore');
        if (!run?.name) throw new Conflict('A backup is being taken right now: try again in a minute');
        return run.name;
      },
    },
  );
}

/** Uploaded archives kept at most: the oldest goes when another arrives (each may be as large as the site). */
const UPLOADS_KEPT = 3;

/** An upload refused: too large, or not an archive this site can restore (the problems listed). */
export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Takes an archive the owner uploads into the backup store, as a kept backup of kind `uploaded`: written under a
 * temporary name while it is counted (at most `maxBytes`), then checked whole as a restore would; only an
 * archive that passes is kept and listed (restored from there like any other). A refused one leaves nothing.
 */
export async function receiveUploadedArchive(backups: Backups, body: Readable, maxBytes: number) {
  const { store, metadata, databaseUrl } = backups.site;
  const name = backupName('uploaded', new Date());
  const target = await store.create(name);
  try {
    let size = 0;
    const hash = createHash('sha256');
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes)
          return done(new UploadRefused(413, `The archive is larger than ${maxBytes} bytes`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(body, counting, target.stream);
    const { migrations } = await siteNow(databaseUrl, []);
    const verified = await verifyArchive(target.readBack, backupTables(metadata), migrations).catch(
      (error: unknown) => {
        throw error instanceof ArchiveRefused
          ? new UploadRefused(400, `This archive cannot be restored: ${error.problems.join('; ')}`)
          : error;
      },
    );
    await target.commit();
    const summary: BackupSummary = {
      name,
      kind: 'uploaded',
      createdAt: verified.manifest.createdAt,
      size,
      sha256: hash.digest('hex'),
      tables: verified.manifest.tables,
      images: verified.manifest.images,
    };
    await store.writeNote(name, summary);
    const uploads = (await store.names()).filter((kept) => parseBackupName(kept)?.kind === 'uploaded').sort();
    for (const old of uploads.slice(0, Math.max(0, uploads.length - UPLOADS_KEPT))) await store.delete(old);
    return summary;
  } catch (error) {
    await target.abort().catch(() => undefined);
    throw error;
  }
}
