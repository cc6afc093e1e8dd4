import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { ContactSubmission } from '../../src/server/entities';
import { restoreArchive } from '../../src/server/services/backup/restore-backup';
import { createAdmin, startTestApp } from '../support/app';
import { fillSite } from '../support/backup';
import { createTestDatabase } from '../support/database';

type App = Awaited<ReturnType<typeof startTestApp>>;

/** Polls the status until the backup started has finished (the test's own bound is the iteration count). */
async function finishedStatus(app: App) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const status = await app.http.get('/api/admin/backups');
    if (!status.body.running && status.body.lastRun?.state !== 'running') return status.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the backup never finished');
}

describe('admin: Backups and the contact CSV', () => {
  let orm: Orm;
  let url: string;
  let app: App;

  beforeAll(async () => {
    ({ orm, url } = await createTestDatabase());
    await createAdmin(orm);
    app = await startTestApp(orm);
    await fillSite(orm, app.storage);
    await app.http.login();
  });
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('takes a backup on "Back up now", lists it with size and counts, and downloads exactly that file', async () => {
    const before = await app.http.get('/api/admin/backups');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ running: false, lastRun: null, backups: [] });
    const started = await app.http.post('/api/admin/backups');
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ started: true });
    const status = await finishedStatus(app);
    expect(status.lastRun).toMatchObject({ kind: 'manual', state: 'succeeded' });
    expect(status.backups).toHaveLength(1);
    const [backup] = status.backups;
    expect(backup.size).toBeGreaterThan(1000);
    expect(backup.images).toBeGreaterThan(5);
    expect(backup.tables).toContainEqual({ name: 'contact_submissions', rows: 2 });

    const download = await fetch(`${app.baseUrl}/api/admin/backups/${backup.name}`, {
      headers: { cookie: app.http.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('content-type')).toBe('application/gzip');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${backup.name}"`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(backup.size);
    const stored = createHash('sha256');
    for await (const chunk of createReadStream(path.join(app.dataDir, 'backups', backup.name)))
      stored.update(chunk);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.digest('hex'));
  });

  it('refuses downloads to anyone not signed in, and names that are not backups', async () => {
    const status = await app.http.get('/api/admin/backups');
    const name = status.body.backups[0].name;
    const anonymous = await fetch(`${app.baseUrl}/api/admin/backups/${name}`);
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${app.baseUrl}/api/admin/contact-submissions.csv`)).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/api/admin/backups`)).status).toBe(401);
    for (const hostile of ['..%2F..%2Fsecrets.json', 'last-run', `${name}.json`, 'x'.repeat(5000)]) {
      const answer = await app.http.get(`/api/admin/backups/${hostile}`);
      expect(answer.status).toBe(404);
    }
  });

  it('exports the contact requests as CSV that Excel opens as UTF-8, with formulas neutralised', async () => {
    const em = orm.em.fork();
    for (const [name, phone] of [
      ['+cmd|calc', '-1 555 0100'],
      ['@SUM(A1)', '(310) 555-0101'],
      ['\tTabbed', '(310) 555-0102'],
    ] as const)
      em.create(ContactSubmission, {
        name,
        email: 'x@example.com',
        phone,
        projectType: '',
        message: 'Hi, "there"',
      });
    await em.flush();
    const csv = await fetch(`${app.baseUrl}/api/admin/contact-submissions.csv`, {
      headers: { cookie: app.http.cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('cache-control')).toBe('no-store');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-requests-inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.startsWith('"Received (America/Los_Angeles)","Name","Email","Phone",')).toBe(true);
    expect(text).toContain('"\'+cmd|calc","x@example.com","\'-1 555 0100"');
    expect(text).toContain('"\'@SUM(A1)"');
    expect(text).toContain('"\'\tTabbed"');
    expect(text).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(text).toContain('"Line one\nLine ""two"", with a comma"');
    expect(text).toContain('"Hi, ""there"""');
    // The spam folder is its own export.
    expect(text).not.toContain('Zoë');
    const spam = await fetch(`${app.baseUrl}/api/admin/contact-submissions.csv?folder=spam`, {
      headers: { cookie: app.http.cookie },
    });
    expect(await spam.text()).toContain('"Zoë Ünicode"');
    const bad = await app.http.get('/api/admin/contact-submissions.csv?folder=../../x');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/folder must be one of/);
  });

  it('a restore makes running instances drop their cached pages and reads', async () => {
    const status = await app.http.get('/api/admin/backups');
    const archive = path.join(app.dataDir, 'backups', status.body.backups[0].name);
    const added = await app.http.post('/api/admin/testimonials', {
      clientName: 'Added after the backup',
      projectType: 'Kitchen',
      content: 'Great work.',
      rating: 5,
    });
    expect(added.status).toBe(200);
    const cachedRead = await app.http.get('/api/testimonials');
    expect(cachedRead.text).toContain('Added after the backup');
    const cachedPage = await app.http.get('/');
    expect(cachedPage.status).toBe(200);

    const migrations = await orm.em.getConnection().execute('select name from mikro_orm_migrations');
    await restoreArchive(
      () => createReadStream(archive),
      {
        databaseUrl: url,
        metadata: orm.getMetadata(),
        storage: app.storage,
        knownMigrations: migrations.map((row) => String(row.name)),
      },
      { safetyBackup: async () => 'not needed here' },
    );
    // The NOTIFY arrives on the listening connection asynchronously: read until the old answer is gone.
    let fresh = '';
    for (let attempt = 0; attempt < 100 && !fresh; attempt++) {
      const read = await app.http.get('/api/testimonials');
      if (!read.text.includes('Added after the backup')) fresh = read.text;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fresh).not.toBe('');
    expect(JSON.parse(fresh).length).toBeGreaterThan(0);
  });

  it('the job worker runs the daily backup task, scheduled at BACKUP_TIME', async () => {
    const before = await app.http.get('/api/admin/backups');
    expect(before.body.dailyAt).toBe('03:00');
    const known = await orm.em
      .getConnection()
      .execute(
        "select identifier from graphile_worker._private_known_crontabs where identifier = 'site_backup'",
      );
    expect(known).toHaveLength(1);
    // What the cron does at 03:00, now: enqueue the task; the running worker takes it.
    await orm.em.getConnection().execute("select graphile_worker.add_job('site_backup')");
    let status = before.body;
    for (let attempt = 0; attempt < 300 && status.lastRun?.kind !== 'scheduled'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await finishedStatus(app);
    }
    expect(status.lastRun).toMatchObject({ kind: 'scheduled', state: 'succeeded' });
    expect(status.backups[0].kind).toBe('scheduled');
  });
});
