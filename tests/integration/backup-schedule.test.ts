import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { backupsFor } from '../../src/server/services/backup/create';
import { runScheduledBackup } from '../../src/server/services/backup/scheduled';
import { createAdmin, testServices } from '../support/app';
import { fillSite } from '../support/backup';
import { createTestDatabase } from '../support/database';
import { startFakeGcs } from '../support/fake-gcs';

describe('the daily backup with two instances on one database', () => {
  let orm: Orm;
  let url: string;
  let services: Awaited<ReturnType<typeof testServices>>;

  beforeAll(async () => {
    ({ orm, url } = await createTestDatabase());
    services = await testServices();
    await createAdmin(orm);
    await fillSite(orm, services.storage);
  });
  afterAll(async () => {
    await orm.close();
    await services.cleanup();
  });

  it('is taken exactly once per day, however many instances run it at the same moment', async () => {
    const logger = pino({ level: 'silent' });
    const instance = () =>
      backupsFor(services.env, {
        databaseUrl: url,
        metadata: orm.getMetadata(),
        storage: services.storage,
        logger,
      });
    const [first, second] = await Promise.all([instance(), instance()]);
    const day = new Date('2026-11-25T03:00:00Z');
    const runs = await Promise.all([runScheduledBackup(first, day), runScheduledBackup(second, day)]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    // Later the same day (a retry, a late instance) takes no second one; the next day takes its own.
    expect(await runScheduledBackup(second, new Date('2026-11-25T09:00:00Z'))).toBeNull();
    const folder = path.join(services.dataDir, 'backups');
    const archives = () => readdir(folder).then((names) => names.filter((name) => name.endsWith('.tar.gz')));
    expect(await archives()).toHaveLength(1);
    const next = await runScheduledBackup(first, new Date('2026-11-26T03:00:00Z'));
    expect(next?.state).toBe('succeeded');
    // Both archives were really made today: the retention keeps the newest of a day.
    expect(await archives()).toEqual([next?.name]);
    const listed = await first.list();
    expect(listed.map((summary) => summary.name)).toEqual([next?.name]);
    expect(listed[0]?.tables.find((table) => table.name === 'portfolio_projects')?.rows).toBe(10);
    expect(await second.lastRun()).toMatchObject({ state: 'succeeded', slot: '2026-11-26' });
  });

  it('tells whether another instance is taking one (its lock is held), and then takes none itself', async () => {
    const logger = pino({ level: 'silent' });
    const backups = await backupsFor(services.env, {
      databaseUrl: url,
      metadata: orm.getMetadata(),
      storage: services.storage,
      logger,
    });
    expect(await backups.inProgress()).toBe(false);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock(hashtextextended('app:backup', 0))");
      expect(await backups.inProgress()).toBe(true);
      expect(await backups.take('manual')).toBeNull();
    } finally {
      await other.end();
    }
    expect(await backups.inProgress()).toBe(false);
  });

  it('records a failed run for the admin and logs it as an error, keeping no half-written archive', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const failingStorage = Object.create(services.storage, {
      list: {
        value: async function* () {
          yield 'portfolio/00000000-0000-4000-8000-000000000000';
        },
      },
      open: {
        value: async () => {
          throw new Error('the image disk is gone');
        },
      },
    });
    const backups = await backupsFor(services.env, {
      databaseUrl: url,
      metadata: orm.getMetadata(),
      storage: failingStorage,
      logger,
    });
    const before = await backups.list();
    await expect(backups.take('manual')).rejects.toThrow('the image disk is gone');
    expect(await backups.lastRun()).toMatchObject({
      kind: 'manual',
      state: 'failed',
      error: 'the image disk is gone',
    });
    expect(await backups.list()).toEqual(before);
    const folder = path.join(services.dataDir, 'backups');
    expect((await readdir(folder)).filter((name) => name.includes('partial'))).toEqual([]);
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'backup failed');
    expect(logged).toMatchObject({ level: 50, err: { message: 'the image disk is gone' } });
  });

  it('keeps backups in a Cloud Storage bucket when BACKUP_BUCKET says so', async () => {
    const fake = await startFakeGcs();
    try {
      const inBucket = await testServices({ BACKUP_BUCKET: 'site-backups', GCS_API_ENDPOINT: fake.url });
      const backups = await backupsFor(inBucket.env, {
        databaseUrl: url,
        metadata: orm.getMetadata(),
        storage: services.storage,
        logger: pino({ level: 'silent' }),
      });
      expect(backups.location).toBe('gs://site-backups/backups/');
      const run = await backups.take('manual');
      expect(run?.state).toBe('succeeded');
      const [listed] = await backups.list();
      expect(listed?.name).toBe(run?.name);
      const stored = fake.objects.get(`site-backups/backups/${run?.name}`);
      expect(stored?.data.length).toBe(listed?.size);
      const chunks: Buffer[] = [];
      for await (const chunk of backups.open(String(run?.name))) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(stored?.data as Buffer)).toBe(true);
      expect(await backups.lastRun()).toMatchObject({ state: 'succeeded' });
      await inBucket.cleanup();
    } finally {
      await fake.close();
    }
  });
});
