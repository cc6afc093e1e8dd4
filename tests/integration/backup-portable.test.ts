import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { LoginAttempt } from '../../src/server/entities';
import { setAdminPassword } from '../../src/server/services/admin-user';
import { writeBackup } from '../../src/server/services/backup/create-backup';
import { restoreArchive } from '../../src/server/services/backup/restore-backup';
import { GcsStorage } from '../../src/server/services/storage/gcs';
import { createAdmin, testServices } from '../support/app';
import { fillSite, snapshotImages, snapshotRows } from '../support/backup';
import { createTestDatabase } from '../support/database';
import { type FakeGcs, startFakeGcs } from '../support/fake-gcs';

const BUCKET = 'moved-site';

async function knownMigrations(orm: Orm) {
  const rows = await orm.em.getConnection().execute('select name from mikro_orm_migrations');
  return rows.map((row) => String(row.name));
}

async function written(stream: NodeJS.WritableStream) {
  await new Promise((resolve, reject) => stream.once('close', resolve).once('error', reject));
}

describe('moving a site: embedded database + local images to another database + Cloud Storage, and back', () => {
  let laptop: { orm: Orm; url: string };
  let cloud: { orm: Orm; url: string };
  let back: { orm: Orm; url: string };
  let local: Awaited<ReturnType<typeof testServices>>;
  let localAgain: Awaited<ReturnType<typeof testServices>>;
  let fake: FakeGcs;
  let bucket: GcsStorage;
  let folder: string;

  beforeAll(async () => {
    [laptop, cloud, back] = await Promise.all([
      createTestDatabase(),
      createTestDatabase(),
      createTestDatabase(),
    ]);
    local = await testServices();
    localAgain = await testServices();
    fake = await startFakeGcs();
    bucket = new GcsStorage({ bucket: BUCKET, maxBytes: 5 * 1024 * 1024, apiEndpoint: fake.url });
    folder = await mkdtemp(path.join(os.tmpdir(), 'scb-archives-'));
    await createAdmin(laptop.orm);
    await fillSite(laptop.orm, local.storage);
  });
  afterAll(async () => {
    await Promise.all([laptop.orm.close(), cloud.orm.close(), back.orm.close()]);
    await Promise.all([
      local.cleanup(),
      localAgain.cleanup(),
      fake.close(),
      rm(folder, { recursive: true, force: true }),
    ]);
  });

  it('carries every row and image across, keeps the target’s own administrator, and comes back unchanged', async () => {
    const toCloud = path.join(folder, 'to-cloud.tar.gz');
    const out = createWriteStream(toCloud);
    await Promise.all([
      writeBackup(
        { databaseUrl: laptop.url, metadata: laptop.orm.getMetadata(), storage: local.storage },
        out,
      ),
      written(out),
    ]);

    // The cloud site already has its own administrator, with its own password.
    await setAdminPassword(cloud.orm.em.fork(), 'cloud-admin', 'another long password');
    const cloudUsersBefore = (await snapshotRows(cloud.url, cloud.orm.getMetadata())).users;
    await restoreArchive(
      () => createReadStream(toCloud),
      {
        databaseUrl: cloud.url,
        metadata: cloud.orm.getMetadata(),
        storage: bucket,
        knownMigrations: await knownMigrations(cloud.orm),
      },
      { safetyBackup: async () => 'not needed here' },
    );
    const laptopRows = await snapshotRows(laptop.url, laptop.orm.getMetadata());
    const cloudRows = await snapshotRows(cloud.url, cloud.orm.getMetadata());
    expect({ ...cloudRows, users: [] }).toEqual({ ...laptopRows, users: [] });
    expect(cloudRows.users).toEqual(cloudUsersBefore);
    const laptopImages = await snapshotImages(local.storage);
    const cloudImages = await snapshotImages(bucket);
    expect([...cloudImages.keys()]).toEqual([...laptopImages.keys()]);
    for (const [name, bytes] of laptopImages) {
      expect(cloudImages.get(name)?.equals(bytes)).toBe(true);
      expect(fake.objects.get(`${BUCKET}/${name}`)?.contentType).toBe(
        (await local.storage.open(name))?.contentType,
      );
    }

    // And back, from Cloud Storage to a new local site.
    const toLaptop = path.join(folder, 'to-laptop.tar.gz');
    const again = createWriteStream(toLaptop);
    await Promise.all([
      writeBackup({ databaseUrl: cloud.url, metadata: cloud.orm.getMetadata(), storage: bucket }, again),
      written(again),
    ]);
    await restoreArchive(
      () => createReadStream(toLaptop),
      {
        databaseUrl: back.url,
        metadata: back.orm.getMetadata(),
        storage: localAgain.storage,
        knownMigrations: await knownMigrations(back.orm),
      },
      { safetyBackup: async () => 'not needed here' },
    );
    expect({ ...(await snapshotRows(back.url, back.orm.getMetadata())), users: [] }).toEqual({
      ...laptopRows,
      users: [],
    });
    const backImages = await snapshotImages(localAgain.storage);
    for (const [name, bytes] of laptopImages) expect(backImages.get(name)?.equals(bytes)).toBe(true);
  });

  it('reads the tables a page at a time, so a large table never sits in memory whole', async () => {
    const em = laptop.orm.em.fork();
    for (let i = 0; i < 1234; i++)
      em.create(LoginAttempt, { username: `user${i}`, ip: '198.51.100.7', succeeded: false });
    await em.flush();
    const pages: number[] = [];
    const file = path.join(folder, 'paged.tar.gz');
    const out = createWriteStream(file);
    const [manifest] = await Promise.all([
      writeBackup(
        { databaseUrl: laptop.url, metadata: laptop.orm.getMetadata(), storage: local.storage },
        out,
        { pageSize: 100, onPage: (table, rows) => table === 'login_attempts' && pages.push(rows) },
      ),
      written(out),
    ]);
    const rows = manifest.tables.find((table) => table.name === 'login_attempts')?.rows ?? 0;
    expect(rows).toBeGreaterThanOrEqual(1234);
    expect(Math.max(...pages)).toBe(100);
    expect(pages.length).toBe(Math.floor(rows / 100) + 1);
    expect(pages.reduce((sum, page) => sum + page, 0)).toBe(rows);
  });
});
