import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { PortfolioProject } from '../../src/server/entities';
import { writeBackup } from '../../src/server/services/backup/create-backup';
import { FORMAT_VERSION } from '../../src/server/services/backup/format';
import { RestoreInProgress, restoreArchive } from '../../src/server/services/backup/restore-backup';
import { backupTables } from '../../src/server/services/backup/tables';
import { ArchiveRefused } from '../../src/server/services/backup/verify-archive';
import { createAdmin, testServices } from '../support/app';
import {
  editManifest,
  editTable,
  fillSite,
  replaceEntry,
  rewriteArchive,
  snapshotImages,
  snapshotRows,
  truncateFile,
} from '../support/backup';
import { createTestDatabase } from '../support/database';

async function knownMigrations(orm: Orm) {
  const rows = await orm.em.getConnection().execute('select name from mikro_orm_migrations');
  return rows.map((row) => String(row.name));
}

describe('backup and restore on one site (embedded PostgreSQL, local storage)', () => {
  let orm: Orm;
  let url: string;
  let services: Awaited<ReturnType<typeof testServices>>;
  let archive: string;
  let folder: string;

  beforeAll(async () => {
    ({ orm, url } = await createTestDatabase());
    services = await testServices();
    await createAdmin(orm);
    await fillSite(orm, services.storage);
    folder = path.join(services.dataDir, 'archives');
    await mkdir(folder, { recursive: true });
    archive = path.join(folder, 'site.tar.gz');
    const source = { databaseUrl: url, metadata: orm.getMetadata(), storage: services.storage };
    await writeBackup(source, createWriteStream(archive));
  });
  afterAll(async () => {
    await orm.close();
    await services.cleanup();
  });

  const target = () => ({
    databaseUrl: url,
    metadata: orm.getMetadata(),
    storage: services.storage,
    knownMigrations: [] as string[],
  });

  it('restores every row and every image byte for byte after the site was wiped', async () => {
    const rowsBefore = await snapshotRows(url, orm.getMetadata());
    const imagesBefore = await snapshotImages(services.storage);
    expect(imagesBefore.size).toBeGreaterThan(5);
    expect(rowsBefore.contact_submissions).toHaveLength(2);
    // The history tables are in it too, without being named anywhere in the backup code.
    for (const table of ['content_versions', 'trash', 'activity_log'])
      expect(rowsBefore[table]?.length, table).toBeGreaterThan(0);

    const connection = orm.em.getConnection();
    for (const table of backupTables(orm.getMetadata()).reverse())
      await connection.execute(`delete from "${table.name}"`);
    await rm(path.join(services.dataDir, 'objects'), { recursive: true, force: true });
    expect((await snapshotRows(url, orm.getMetadata())).portfolio_projects).toEqual([]);

    let safety = '';
    const result = await restoreArchive(
      () => createReadStream(archive),
      { ...target(), knownMigrations: await knownMigrations(orm) },
      {
        safetyBackup: async () => {
          safety = path.join(folder, 'pre-restore.tar.gz');
          await writeBackup(
            { databaseUrl: url, metadata: orm.getMetadata(), storage: services.storage },
            createWriteStream(safety),
          );
          return safety;
        },
      },
    );
    expect((await stat(safety)).size).toBeGreaterThan(0);
    expect(result.imagesWritten).toBe(imagesBefore.size);
    expect(await snapshotRows(url, orm.getMetadata())).toEqual(rowsBefore);
    const imagesAfter = await snapshotImages(services.storage);
    expect([...imagesAfter.keys()]).toEqual([...imagesBefore.keys()]);
    for (const [name, bytes] of imagesBefore) expect(imagesAfter.get(name)?.equals(bytes)).toBe(true);

    // Sequences were moved past the restored ids: a new row does not collide.
    const em = orm.em.fork();
    const created = em.create(PortfolioProject, {
      title: 'After restore',
      slug: 'after-restore',
      description: 'x',
      category: 'remodels',
      imageUrls: ['/images/x.jpg'],
    });
    await em.flush();
    expect(created.id).toBeGreaterThan(
      Math.max(...(rowsBefore.portfolio_projects ?? []).map((line) => JSON.parse(line).id)),
    );
  });

  it('gives the restored leads whose e-mail had not gone out their e-mail job again', async () => {
    const connection = orm.em.getConnection();
    const [lead] = await connection.execute<Array<{ id: number }>>(
      "update contact_submissions set notification_status = 'pending' where id = (select min(id) from contact_submissions where spam_reason is null) returning id",
    );
    const pendingArchive = path.join(folder, 'pending-lead.tar.gz');
    await writeBackup(
      { databaseUrl: url, metadata: orm.getMetadata(), storage: services.storage },
      createWriteStream(pendingArchive),
    );
    const jobsOf = async () =>
      (
        await connection.execute<
          Array<{ payload: { submissionId: number } | Array<{ submissionId: number }> }>
        >(
          "select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'notify_lead'",
        )
      ).flatMap((job) => [job.payload].flat().map((lead) => lead.submissionId));
    const before = await jobsOf();
    await restoreArchive(
      () => createReadStream(pendingArchive),
      { ...target(), knownMigrations: await knownMigrations(orm) },
      { safetyBackup: async () => 'none' },
    );
    // One more job, for the pending lead only (the other leads' e-mails had gone out, or were spam).
    expect((await jobsOf()).sort()).toEqual([...before, lead?.id].sort());
  });

  it('never gives a new lead the id of one an older backup took away (its alerts and photos are kept by id)', async () => {
    const connection = orm.em.getConnection();
    const columns = (
      await connection.execute<Array<{ column_name: string }>>(
        "select column_name from information_schema.columns where table_name = 'contact_submissions' and column_name <> 'id'",
      )
    )
      .map((column) => `"${column.column_name}"`)
      .join(', ');
    // A lead as the write path left one, copied: the id is the only thing of it this test is about.
    const copyLead = async () =>
      (
        await connection.execute<Array<{ id: number }>>(
          `insert into contact_submissions (${columns}) select ${columns} from contact_submissions order by id limit 1 returning id`,
        )
      )[0]?.id ?? 0;
    const takenAway = await copyLead();
    // `archive` was made before that lead came in: the restore takes it away.
    await restoreArchive(
      () => createReadStream(archive),
      { ...target(), knownMigrations: await knownMigrations(orm) },
      { safetyBackup: async () => 'none' },
    );
    const [gone] = await connection.execute<Array<{ count: string }>>(
      'select count(*) from contact_submissions where id = ?',
      [takenAway],
    );
    expect(Number(gone?.count)).toBe(0);
    expect(await copyLead()).toBeGreaterThan(takenAway);
  });

  it('keeps the photos visitors sent with the requests it restores (photos are not in archives)', async () => {
    const connection = orm.em.getConnection();
    const [lead] = await connection.execute<Array<{ id: number }>>(
      'select min(id) as id from contact_submissions',
    );
    const addPhoto = (leadId: number | null) =>
      connection.execute(
        "insert into lead_photos (id, lead_id, content_type, width, height, size, bytes, created_at) values (gen_random_uuid(), ?, 'image/jpeg', 1, 1, 1, '\\x00', now()) returning id",
        [leadId],
      );
    const [kept] = await addPhoto(lead?.id ?? null);
    const [unattached] = await addPhoto(null);
    // `archive` holds that lead: restored, it keeps its photo, and an upload not yet sent stays too.
    await restoreArchive(
      () => createReadStream(archive),
      { ...target(), knownMigrations: await knownMigrations(orm) },
      { safetyBackup: async () => 'none' },
    );
    const ids = (await connection.execute<Array<{ id: string }>>('select id from lead_photos')).map(
      (row) => row.id,
    );
    expect(ids).toEqual(expect.arrayContaining([kept?.id, unattached?.id]));
  });

  it('refuses a second restore while one is running, and the first completes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reachedSafetyBackup: () => void = () => {};
    const firstIsRunning = new Promise<void>((resolve) => {
      reachedSafetyBackup = resolve;
    });
    const options = { ...target(), knownMigrations: await knownMigrations(orm) };
    const first = restoreArchive(() => createReadStream(archive), options, {
      safetyBackup: async () => {
        reachedSafetyBackup();
        await held;
        return 'none';
      },
    });
    await firstIsRunning;
    let secondChecked = false;
    const second = restoreArchive(
      () => {
        secondChecked = true;
        return createReadStream(archive);
      },
      options,
      { safetyBackup: async () => 'none' },
    );
    await expect(second).rejects.toThrow(RestoreInProgress);
    expect(secondChecked).toBe(false);
    release();
    await expect(first).resolves.toMatchObject({ safetyBackup: 'none' });
  });

  describe('refuses a bad archive with a clear message and changes nothing', () => {
    async function expectRefused(file: string, message: RegExp) {
      const rowsBefore = await snapshotRows(url, orm.getMetadata());
      const imagesBefore = await snapshotImages(services.storage);
      let safetyTaken = false;
      const attempt = restoreArchive(
        () => createReadStream(file),
        { ...target(), knownMigrations: await knownMigrations(orm) },
        {
          safetyBackup: async () => {
            safetyTaken = true;
            return '';
          },
        },
      );
      await expect(attempt).rejects.toThrow(ArchiveRefused);
      await expect(attempt).rejects.toThrow(message);
      expect(safetyTaken).toBe(false);
      expect(await snapshotRows(url, orm.getMetadata())).toEqual(rowsBefore);
      expect([...(await snapshotImages(services.storage)).keys()]).toEqual([...imagesBefore.keys()]);
    }

    it('a truncated archive', async () => {
      const file = path.join(folder, 'truncated.tar.gz');
      await truncateFile(archive, file, 0.6);
      await expectRefused(file, /cut short \(truncated\)/);
    });

    it('a corrupted archive (a table changed after it was made)', async () => {
      const file = path.join(folder, 'corrupted.tar.gz');
      await rewriteArchive(archive, file, (entries) => {
        const table = entries.get('tables/testimonials.jsonl') as Buffer;
        entries.set(
          'tables/testimonials.jsonl',
          Buffer.from(table.toString().replace('"rating":5', '"rating":4')),
        );
      });
      await expectRefused(
        file,
        /tables\/testimonials\.jsonl: its SHA-256 checksum does not match the manifest/,
      );
    });

    it('an archive missing an image a row shows', async () => {
      const file = path.join(folder, 'missing-image.tar.gz');
      let removed = '';
      await rewriteArchive(archive, file, (entries) => {
        removed = [...entries.keys()].find((name) => name.startsWith('images/')) as string;
        entries.delete(removed);
        editManifest(entries, (manifest) => {
          delete manifest.files[removed];
          manifest.images -= 1;
        });
      });
      await expectRefused(
        file,
        new RegExp(`the image /objects/${removed.slice('images/'.length)} it shows is not in the archive`),
      );
    });

    it('an archive of a newer format', async () => {
      const file = path.join(folder, 'newer.tar.gz');
      await rewriteArchive(archive, file, (entries) =>
        editManifest(entries, (manifest) => {
          manifest.formatVersion = 99;
        }),
      );
      await expectRefused(
        file,
        new RegExp(`backup format 99, newer than the ${FORMAT_VERSION} this app reads`),
      );
    });

    it('a row today’s schema refuses', async () => {
      const file = path.join(folder, 'bad-row.tar.gz');
      await rewriteArchive(archive, file, (entries) => {
        const name = 'tables/testimonials.jsonl';
        const text = (entries.get(name) as Buffer).toString();
        replaceEntry(entries, name, Buffer.from(text.replace(/"rating":\d/, '"rating":9')));
      });
      await expectRefused(
        file,
        /tables\/testimonials\.jsonl line 1 \(id \d+\): rating: Rating must be from 1 to 5/,
      );
    });

    it('a column this app does not have, or a required one missing', async () => {
      const file = path.join(folder, 'bad-columns.tar.gz');
      await rewriteArchive(archive, file, (entries) => {
        const name = 'tables/portfolio_projects.jsonl';
        const lines = (entries.get(name) as Buffer).toString().trim().split('\n');
        const [first = '', second = '', ...rest] = lines;
        const extra = { ...JSON.parse(first), owner_password: 'x' };
        const { title: _title, ...missing } = JSON.parse(second);
        const changed = [JSON.stringify(extra), JSON.stringify(missing), ...rest].join('\n');
        replaceEntry(entries, name, Buffer.from(`${changed}\n`));
      });
      await expectRefused(file, /line 1 \(id \d+\): owner_password: no such column/);
      await expectRefused(file, /line 2 \(id \d+\): title: missing/);
    });
  });

  it('restores an archive whose rows lack a column added since, with the column’s default', async () => {
    const file = path.join(folder, 'older-rows.tar.gz');
    await rewriteArchive(archive, file, (entries) => {
      const name = 'tables/login_attempts.jsonl';
      const lines = (entries.get(name) as Buffer).toString().trim().split('\n');
      const older = lines.map((line) => {
        const { throttled: _throttled, device_id: _device, ...row } = JSON.parse(line);
        return JSON.stringify(row);
      });
      replaceEntry(entries, name, Buffer.from(`${older.join('\n')}\n`));
      // Leads from before they recorded their page's language: every page was English then.
      editTable(entries, 'contact_submissions', (rows) =>
        rows.map(({ page_language: _language, ...row }) => row),
      );
    });
    await restoreArchive(
      () => createReadStream(file),
      { ...target(), knownMigrations: await knownMigrations(orm) },
      { safetyBackup: async () => 'not needed here' },
    );
    const rows = (await snapshotRows(url, orm.getMetadata())).login_attempts ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const line of rows) expect(JSON.parse(line)).toMatchObject({ throttled: false, device_id: null });
    const leads = (await snapshotRows(url, orm.getMetadata())).contact_submissions ?? [];
    expect(leads.length).toBeGreaterThan(0);
    for (const line of leads) expect(JSON.parse(line)).toMatchObject({ page_language: 'en' });
  });

  it('restores a format-1 archive holding a setting retired since (nav_admin_text), without it', async () => {
    const file = path.join(folder, 'format-1-settings.tar.gz');
    await rewriteArchive(archive, file, (entries) => {
      editTable(entries, 'site_settings', (rows) => [
        ...rows,
        { ...rows[0], id: 9_999, key: 'nav_admin_text', value: 'Admin', section: 'navigation' },
      ]);
      editManifest(entries, (manifest) => {
        manifest.formatVersion = 1;
      });
    });
    await restoreArchive(
      () => createReadStream(file),
      { ...target(), knownMigrations: await knownMigrations(orm) },
      { safetyBackup: async () => 'not needed here' },
    );
    const keys = ((await snapshotRows(url, orm.getMetadata())).site_settings ?? []).map(
      (line) => JSON.parse(line).key,
    );
    expect(keys).toContain('site_logo');
    expect(keys).not.toContain('nav_admin_text');
  });

  it('restores a format-4 archive, which held English categories and project types, with their ids', async () => {
    const file = path.join(folder, 'format-4-english.tar.gz');
    const english = { 'custom-homes': 'Custom Homes', remodels: 'Remodels' } as Record<string, string>;
    await rewriteArchive(archive, file, (entries) => {
      editTable(entries, 'portfolio_projects', (rows) =>
        rows.map((row) => ({ ...row, category: english[row.category] ?? row.category })),
      );
      editTable(entries, 'contact_submissions', (rows) =>
        rows.map((row, index) => (index === 0 ? { ...row, project_type: 'Home Remodel' } : row)),
      );
      // A project's version, as format 4 kept it.
      editTable(entries, 'content_versions', (rows) => [
        ...rows,
        {
          ...rows[0],
          id: 9_999,
          entity_type: 'project',
          entity_key: '1',
          snapshot: { title: 'Kept', category: 'Remodels' },
        },
      ]);
      editManifest(entries, (manifest) => {
        manifest.formatVersion = 4;
      });
    });
    await restoreArchive(
      () => createReadStream(file),
      { ...target(), knownMigrations: await knownMigrations(orm) },
      { safetyBackup: async () => 'not needed here' },
    );
    const rows = await snapshotRows(url, orm.getMetadata());
    const categories = new Set((rows.portfolio_projects ?? []).map((line) => JSON.parse(line).category));
    expect(categories).toContain('custom-homes');
    expect(categories).toContain('remodels');
    expect([...categories].filter((category) => Object.values(english).includes(category))).toEqual([]);
    const types = (rows.contact_submissions ?? []).map((line) => JSON.parse(line).project_type);
    expect(types).toContain('home-remodel');
    const kept = (rows.content_versions ?? [])
      .map((line) => JSON.parse(line))
      .find((row) => row.id === 9_999);
    expect(kept?.snapshot).toEqual({ title: 'Kept', category: 'remodels' });
  });
});
