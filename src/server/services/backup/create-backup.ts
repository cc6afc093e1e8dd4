import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { MetadataStorage } from '@mikro-orm/postgresql';
import pg from 'pg';
import tar from 'tar-stream';
import type { Storage } from '../storage/storage';
import { addEntry, copyDigesting, type Digest } from './archive-io';
import {
  appVersion,
  FORMAT_VERSION,
  IMAGES_FOLDER,
  MANIFEST_FILE,
  type Manifest,
  referencedImages,
  TABLES_FOLDER,
} from './format';
import { type BackupTable, backupTables } from './tables';

// SQL: every table read through a cursor in one read-only snapshot on a connection of its own, by the tables'
// metadata (tables.ts); the ORM has neither cursors nor a snapshot across tables.

export interface BackupSource {
  databaseUrl: string;
  metadata: MetadataStorage;
  storage: Storage;
}

export interface BackupOptions {
  /** Rows fetched from PostgreSQL at a time. */
  pageSize?: number;
  /** Told the size of every page of rows read (tests check that rows are read in pages). */
  onPage?: (table: string, rows: number) => void;
  /** Told of images that could not be read (a type storage refuses to serve). */
  onSkippedImage?: (name: string) => void;
}

export const DEFAULT_PAGE_SIZE = 500;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The newest migration applied to this database (null on one MikroORM never migrated). */
export async function latestMigration(client: pg.ClientBase): Promise<string | null> {
  const exists = await client.query("select to_regclass('mikro_orm_migrations') as name");
  if (!exists.rows[0]?.name) return null;
  const result = await client.query('select name from mikro_orm_migrations order by id desc limit 1');
  return (result.rows[0]?.name as string | undefined) ?? null;
}

interface SpooledTable {
  table: BackupTable;
  file: string;
  rows: number;
  digest: Digest;
}

/**
 * Writes one table as JSON lines into `file`, read through a cursor a page at a time: never all rows in
 * memory. Each line is PostgreSQL's own JSON of the row (row_to_json), so every type comes back exactly.
 */
async function spoolTable(
  client: pg.ClientBase,
  table: BackupTable,
  file: string,
  images: Set<string>,
  options: BackupOptions,
): Promise<SpooledTable> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const order = table.primaryKey.map(quote).join(', ') || '1';
  await client.query(
    // The entity's columns only: a column the database computes (a booking's `held` range) is not restored.
    `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from (select ${table.columns
      .map((column) => quote(column.name))
      .join(', ')} from ${quote(table.name)}) t order by ${order}`,
  );
  let rows = 0;
  const output = createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    output.once('close', () => resolve());
    output.once('error', reject);
  });
  async function* lines() {
    for (;;) {
      const page = await client.query<{ line: string }>(`fetch forward ${pageSize} from backup_rows`);
      options.onPage?.(table.name, page.rows.length);
      for (const { line } of page.rows) {
        for (const name of referencedImages(line)) images.add(name);
        yield `${line}\n`;
      }
      rows += page.rows.length;
      if (page.rows.length < pageSize) return;
    }
  }
  const digest = await copyDigesting(lines(), output);
  output.end();
  await closed;
  await client.query('close backup_rows');
  return { table, file, rows, digest };
}

/**
 * Writes the whole site as one `.tar.gz` to `output`: the tables (read in one snapshot, so rows agree with
 * each other), every stored image, and the manifest last, since it carries every file's checksum. Table files
 * are spooled to a temporary folder first (a tar header needs a file's size before its bytes); images go
 * straight from storage into the archive. Memory stays bounded whatever the site's size.
 */
export async function writeBackup(
  source: BackupSource,
  output: Writable,
  options: BackupOptions = {},
): Promise<Manifest> {
  const tables = backupTables(source.metadata);
  const spool = await mkdtemp(path.join(os.tmpdir(), 'scb-backup-'));
  try {
    const referenced = new Set<string>();
    const client = new pg.Client({ connectionString: source.databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    const spooled: SpooledTable[] = [];
    let migration: string | null;
    try {
      await client.query('begin isolation level repeatable read read only');
      // Timestamps in row_to_json are written in the session's zone: UTC, whatever the server's default.
      await client.query("set local timezone = 'UTC'");
      migration = await latestMigration(client);
      for (const [index, table] of tables.entries()) {
        const file = path.join(spool, `${index}.jsonl`);
        spooled.push(await spoolTable(client, table, file, referenced, options));
      }
      await client.query('commit');
    } finally {
      await client.end().catch(() => undefined);
    }

    const pack = tar.pack();
    const writing = pipeline(pack, createGzip(), output);
    writing.catch(() => undefined);
    try {
      return await packArchive(pack, writing, source.storage, spooled, migration, referenced, options);
    } catch (error) {
      // The archive stays unfinished; the caller's output gets the error and is not a backup.
      pack.destroy(error as Error);
      throw error;
    }
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

async function packArchive(
  pack: tar.Pack,
  writing: Promise<void>,
  storage: Storage,
  spooled: SpooledTable[],
  migration: string | null,
  referenced: Set<string>,
  options: BackupOptions,
): Promise<Manifest> {
  const files: Manifest['files'] = {};
  for (const { table, file, digest } of spooled) {
    const name = `${TABLES_FOLDER}${table.name}.jsonl`;
    files[name] = await addEntry(pack, name, digest.size, createReadStream(file));
  }
  let images = 0;
  const stored = new Set<string>();
  for await (const { name } of storage.list()) {
    const object = await storage.open(name);
    if (!object) {
      options.onSkippedImage?.(name);
      continue;
    }
    const entryName = `${IMAGES_FOLDER}${name}`;
    const digest = await addEntry(pack, entryName, object.size, object.body);
    files[entryName] = { ...digest, contentType: object.contentType };
    stored.add(name);
    images++;
  }
  const manifest: Manifest = {
    format: 'summit-coast-site-backup',
    formatVersion: FORMAT_VERSION,
    appVersion: appVersion(),
    migration,
    createdAt: new Date().toISOString(),
    tables: spooled.map(({ table, rows }) => ({ name: table.name, rows })),
    images,
    missingImages: [...referenced].filter((name) => !stored.has(name)).sort(),
    files,
  };
  const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await addEntry(pack, MANIFEST_FILE, body.length, [body]);
  pack.finalize();
  await writing;
  return manifest;
}
