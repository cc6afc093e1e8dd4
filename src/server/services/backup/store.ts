import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

import { BACKUP_KINDS, type BackupKind } from '../../../common/schemas/backup';

export type { BackupKind };

/** `site-2026-11-25T03-00-00-000Z-scheduled.tar.gz`: sortable by time, and safe in any path or URL. */
export const BACKUP_NAME_PATTERN = new RegExp(
  `^site-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})-(\\d{2})-(\\d{2})-(\\d{3})Z-(${BACKUP_KINDS.join('|')})\\.tar\\.gz$`,
);

export function backupName(kind: BackupKind, at: Date): string {
  return `site-${at.toISOString().replace(/[:.]/g, '-')}-${kind}.tar.gz`;
}

/** When the archive called `name` was made, and why; null for a name that is not one of ours. */
export function parseBackupName(name: string): { createdAt: Date; kind: BackupKind } | null {
  const match = BACKUP_NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis, kind] = match;
  return {
    createdAt: new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`),
    kind: kind as BackupKind,
  };
}

/** What the app notes beside each archive once it was read back and verified (the admin lists these). */
export interface BackupSummary {
  name: string;
  kind: BackupKind;
  createdAt: string;
  size: number;
  sha256: string;
  tables: Array<{ name: string; rows: number }>;
  images: number;
}

/** An archive being written: read back (to verify it) before it is committed under its name. */
export interface PendingBackup {
  stream: Writable;
  readBack: () => Readable;
  commit: () => Promise<void>;
  abort: () => Promise<void>;
}

/** Where archives are kept: a folder (DATA_DIR/backups or BACKUP_DIR) or a Cloud Storage bucket (BACKUP_BUCKET). */
export interface BackupStore {
  /** Where, in the operator's words: a path or gs://bucket/backups/. */
  readonly location: string;
  /** A stream that becomes the archive `name` only when `commit` is called after it finished; `abort` drops it. */
  create(name: string): Promise<PendingBackup>;
  open(name: string): Readable;
  /** Archive names (not the notes beside them), any order. */
  names(): Promise<string[]>;
  delete(name: string): Promise<void>;
  readNote<T>(name: string): Promise<T | null>;
  writeNote(name: string, value: unknown): Promise<void>;
}

export class FolderBackupStore implements BackupStore {
  constructor(private readonly folder: string) {}

  get location() {
    return this.folder;
  }

  private file(name: string) {
    // Names are made by backupName or checked against its pattern; this keeps any other out of the path.
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) throw new Error(`Bad backup file name ${name}`);
    return path.join(this.folder, name);
  }

  async create(name: string): Promise<PendingBackup> {
    const final = this.file(name);
    const partial = `${final}.partial`;
    await mkdir(this.folder, { recursive: true });
    const stream = createWriteStream(partial, { mode: 0o600 });
    return {
      stream,
      readBack: () => createReadStream(partial),
      commit: () => rename(partial, final),
      abort: () => rm(partial, { force: true }),
    };
  }

  open(name: string): Readable {
    return createReadStream(this.file(name));
  }

  async names(): Promise<string[]> {
    const entries = await readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return entries.filter((name) => BACKUP_NAME_PATTERN.test(name));
  }

  async delete(name: string): Promise<void> {
    await rm(this.file(name), { force: true });
    await rm(`${this.file(name)}.json`, { force: true });
  }

  async readNote<T>(name: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(`${this.file(name)}.json`, 'utf8')) as T;
    } catch {
      return null;
    }
  }

  async writeNote(name: string, value: unknown): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const file = `${this.file(name)}.json`;
    await writeFile(`${file}.partial`, JSON.stringify(value, null, 2), { mode: 0o600 });
    await rename(`${file}.partial`, file);
  }
}
