import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MetadataStorage } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Storage } from '../storage/storage';
import type { BackupOptions } from './create-backup';
import { withoutServerPaths } from './owner-message';
import { backupsToDelete } from './retention';
import { type BackupKind, type BackupStore, type BackupSummary, backupName } from './store';
import { backupTables } from './tables';

export interface BackupDeps {
  databaseUrl: string;
  metadata: MetadataStorage;
  storage: Storage;
  store: BackupStore;
  logger: Logger;
  keep: { daily: number; weekly: number };
  /** BACKUP_TIME, once a job runner schedules the daily backup (scheduled.ts); null until then. */
  dailyAt?: string | null;
}

/** The outcome of the last backup run, kept beside the archives so every instance (and the admin) sees it. */
export interface BackupRun {
  kind: BackupKind;
  /** For scheduled runs: the day it was for (YYYY-MM-DD, UTC), so a day is taken once. */
  slot?: string;
  startedAt: string;
  finishedAt?: string;
  state: 'running' | 'succeeded' | 'failed';
  name?: string;
  error?: string;
}

/** Why "Back up now" did not start one: a backup is being taken (on any instance), or the last began too recently. */
export type ManualRefusal = { reason: 'running' } | { reason: 'too-soon'; retryAfterSeconds: number };

/** The admin's "Back up now" starts at most one backup per this time, across instances (each reads the whole site). */
export const MANUAL_BACKUP_INTERVAL_SECONDS = 10 * 60;

const LAST_RUN_NOTE = 'last-run';
// SQL: a session-level advisory lock, held on a connection of its own for as long as a backup runs.
/** One key for the whole database: of several instances, one takes a backup at a time. */
const LOCK_SQL = "select pg_try_advisory_lock(hashtextextended('app:backup', 0)) as locked";
/** pg_locks shows a 64-bit advisory key as two 32-bit halves. */
const LOCK_HELD_SQL = `select exists (
  select 1 from pg_locks, (select hashtextextended('app:backup', 0) as key) as wanted
   where locktype = 'advisory' and objsubid = 1 and granted and database = (select oid from pg_database where datname = current_database())
     and classid = ((wanted.key >> 32) & 4294967295)::oid and objid = (wanted.key & 4294967295)::oid
) as held`;

export class Backups {
  private current: Promise<BackupRun | null> | null = null;
  private scheduledAt: string | null;

  constructor(private readonly deps: BackupDeps) {
    this.scheduledAt = deps.dailyAt ?? null;
  }

  get location(): string {
    return this.deps.store.location;
  }

  get keep() {
    return this.deps.keep;
  }

  /** What a restore into this site works with (restore-kept.ts): its database, tables, images and archives. */
  get site(): Pick<BackupDeps, 'databaseUrl' | 'metadata' | 'storage' | 'store'> {
    const { databaseUrl, metadata, storage, store } = this.deps;
    return { databaseUrl, metadata, storage, store };
  }

  get dailyAt(): string | null {
    return this.scheduledAt;
  }

  /** Called by whatever schedules the daily backup (scheduled.ts backupJobs), with its time of day (UTC). */
  markScheduled(time: string) {
    this.scheduledAt = time;
  }

  get running(): boolean {
    return this.current !== null;
  }

  /**
   * Takes one backup into the store, reads it back and verifies it, notes its summary, and for a scheduled run
   * applies the retention. Holds a PostgreSQL advisory lock throughout: null when another instance is taking
   * one. A scheduled run whose day was already taken does nothing (also null). Failures are logged as errors
   * and recorded as the last run, then thrown.
   */
  take(kind: BackupKind, options: { slot?: string } & BackupOptions = {}): Promise<BackupRun | null> {
    return this.track(this.takeLocked(kind, options));
  }

  private track(taking: Promise<BackupRun | null>): Promise<BackupRun | null> {
    const run = taking.finally(() => {
      if (this.current === run) this.current = null;
    });
    this.current = run;
    return run;
  }

  /**
   * "Back up now": starts a manual backup in the background, or says why not. One at a time and one per
   * MANUAL_BACKUP_INTERVAL_SECONDS across every instance: the backup lock is taken first, the time of the last
   * request is read and the new one written while holding it, and the backup then runs under that same lock, so
   * no two requests, here or elsewhere, can both pass.
   */
  async startNow(actor: string | null = null): Promise<ManualRefusal | null> {
    if (this.current) return { reason: 'running' };
    const lock = await this.lockClient();
    let taking = false;
    try {
      const { rows } = await lock.query<{ locked: boolean }>(LOCK_SQL);
      if (!rows[0]?.locked) return { reason: 'running' };
      const last = await lock.query<{ age: number | null }>(
        'select extract(epoch from now() - max(requested_at))::float8 as age from backup_requests',
      );
      const age = last.rows[0]?.age;
      if (age !== null && age !== undefined && age < MANUAL_BACKUP_INTERVAL_SECONDS) {
        return {
          reason: 'too-soon',
          retryAfterSeconds: Math.max(1, Math.ceil(MANUAL_BACKUP_INTERVAL_SECONDS - age)),
        };
      }
      await lock.query(
        "with old as (delete from backup_requests where requested_at < now() - interval '1 day') " +
          'insert into backup_requests (requested_at, actor) values (now(), $1)',
        [actor?.slice(0, 100) ?? null],
      );
      taking = true;
    } finally {
      if (!taking) await lock.end().catch(() => undefined);
    }
    this.track(this.writeLocked(lock, 'manual', {})).catch(() => undefined);
    return null;
  }

  /** Waits for the backup this instance is taking, if any (tests, shutdown). */
  async settled(): Promise<void> {
    await this.current?.catch(() => undefined);
  }

  /** Whether any instance is taking a backup now (its advisory lock is held). */
  async inProgress(): Promise<boolean> {
    if (this.current) return true;
    const client = new pg.Client({ connectionString: this.deps.databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    try {
      const { rows } = await client.query<{ held: boolean }>(LOCK_HELD_SQL);
      return rows[0]?.held === true;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** An archive's bytes, streamed (the admin's Download). */
  open(name: string) {
    return this.deps.store.open(name);
  }

  async lastRun(): Promise<BackupRun | null> {
    return this.deps.store.readNote<BackupRun>(LAST_RUN_NOTE);
  }

  /** The verified archives in the store, newest first. */
  async list(): Promise<BackupSummary[]> {
    const names = (await this.deps.store.names()).sort().reverse();
    const summaries = await Promise.all(names.map((name) => this.deps.store.readNote<BackupSummary>(name)));
    return summaries.filter((summary): summary is BackupSummary => summary !== null);
  }

  private async lockClient(): Promise<pg.Client> {
    const lock = new pg.Client({ connectionString: this.deps.databaseUrl });
    lock.on('error', () => undefined);
    try {
      await lock.connect();
    } catch (error) {
      await lock.end().catch(() => undefined);
      throw error;
    }
    return lock;
  }

  private async takeLocked(kind: BackupKind, options: { slot?: string } & BackupOptions) {
    const lock = await this.lockClient();
    let taking = false;
    try {
      const { rows } = await lock.query<{ locked: boolean }>(LOCK_SQL);
      if (!rows[0]?.locked) return null;
      if (options.slot) {
        const last = await this.lastRun();
        if (last?.slot === options.slot && last.state === 'succeeded') return null;
      }
      taking = true;
    } finally {
      // Not this call's to take: ending the session releases the lock if it got it.
      if (!taking) await lock.end().catch(() => undefined);
    }
    return this.writeLocked(lock, kind, options);
  }

  /** Takes the backup while `lock` holds the advisory lock; ends that session (releasing it) when done. */
  private async writeLocked(lock: pg.Client, kind: BackupKind, options: { slot?: string } & BackupOptions) {
    try {
      const migrations = await lock.query<{ name: string }>('select name from mikro_orm_migrations');
      return await this.write(
        kind,
        options,
        migrations.rows.map((row) => row.name),
      );
    } finally {
      // Ending the session releases the advisory lock, also after a failure.
      await lock.end().catch(() => undefined);
    }
  }

  private async write(
    kind: BackupKind,
    options: { slot?: string } & BackupOptions,
    knownMigrations: string[],
  ): Promise<BackupRun> {
    const { store, logger } = this.deps;
    const startedAt = new Date();
    const name = backupName(kind, startedAt);
    const run: BackupRun = {
      kind,
      ...(options.slot ? { slot: options.slot } : {}),
      startedAt: startedAt.toISOString(),
      state: 'running',
      name,
    };
    await store.writeNote(LAST_RUN_NOTE, run);
    const target = await store.create(name);
    try {
      // Loaded when a backup is first taken, not at every start (the archive code and its tar library).
      const [{ writeBackup }, { ArchiveRefused, verifyArchive }] = await Promise.all([
        import('./create-backup'),
        import('./verify-archive'),
      ]);
      const hash = createHash('sha256');
      let size = 0;
      const counting = new PassThrough();
      counting.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      const stored = pipeline(counting, target.stream);
      const [manifest] = await Promise.all([writeBackup(this.deps, counting, options), stored]);
      // Read back from where it is kept, whole: a backup that cannot be restored is not counted as one.
      await verifyArchive(target.readBack, backupTables(this.deps.metadata), knownMigrations).catch(
        (error: unknown) => {
          throw error instanceof ArchiveRefused
            ? new Error(`the archive read back does not verify: ${error.problems.join('; ')}`)
            : error;
        },
      );
      await target.commit();
      const summary: BackupSummary = {
        name,
        kind,
        createdAt: startedAt.toISOString(),
        size,
        sha256: hash.digest('hex'),
        tables: manifest.tables,
        images: manifest.images,
      };
      await store.writeNote(name, summary);
      if (kind === 'scheduled') await this.applyRetention();
      const done: BackupRun = { ...run, state: 'succeeded', finishedAt: new Date().toISOString() };
      await store.writeNote(LAST_RUN_NOTE, done);
      logger.info({ backup: name, size, location: store.location }, 'backup taken and verified');
      return done;
    } catch (error) {
      await target.abort().catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ err: error, backup: name, location: store.location }, 'backup failed');
      const failed: BackupRun = {
        ...run,
        state: 'failed',
        finishedAt: new Date().toISOString(),
        // The owner reads it in the panel: the log above keeps the whole message, paths and all.
        error: withoutServerPaths(message),
      };
      await store.writeNote(LAST_RUN_NOTE, failed).catch(() => undefined);
      throw error;
    }
  }

  private async applyRetention() {
    const names = await this.deps.store.names();
    for (const name of backupsToDelete(names, this.deps.keep)) {
      await this.deps.store.delete(name);
      this.deps.logger.info({ backup: name }, 'old backup deleted (retention)');
    }
  }
}
