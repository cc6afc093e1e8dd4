import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { writeBackup } from '../../src/server/services/backup/create-backup';
import { restoreArchive } from '../../src/server/services/backup/restore-backup';
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
} from '../support/backup';
import { createTestDatabase } from '../support/database';

/** Restore is as strict as the write paths: what a save refuses, a restore refuses too. */
describe('restore holds an archive to the rules of the write paths', () => {
  let orm: Orm;
  let url: string;
  let services: Awaited<ReturnType<typeof testServices>>;
  let archive: string;
  let folder: string;
  let migrations: string[];

  beforeAll(async () => {
    ({ orm, url } = await createTestDatabase());
    services = await testServices();
    await createAdmin(orm);
    await fillSite(orm, services.storage);
    folder = path.join(services.dataDir, 'archives');
    await mkdir(folder, { recursive: true });
    archive = path.join(folder, 'site.tar.gz');
    await writeBackup(
      { databaseUrl: url, metadata: orm.getMetadata(), storage: services.storage },
      createWriteStream(archive),
    );
    const rows = await orm.em.getConnection().execute('select name from mikro_orm_migrations');
    migrations = rows.map((row) => String(row.name));
  });
  afterAll(async () => {
    await orm.close();
    await services.cleanup();
  });

  const target = () => ({
    databaseUrl: url,
    metadata: orm.getMetadata(),
    storage: services.storage,
    knownMigrations: migrations,
  });

  /** An archive made from the site's by `change`, under a name of its own. */
  async function changed(name: string, change: (entries: Map<string, Buffer>) => void) {
    const file = path.join(folder, `${name}.tar.gz`);
    await rewriteArchive(archive, file, change);
    return file;
  }

  /** Refused with every message in `messages`, no safety backup taken, no row or image changed. */
  async function expectRefused(open: string | (() => NodeJS.ReadableStream), messages: RegExp[]) {
    const rowsBefore = await snapshotRows(url, orm.getMetadata());
    const imagesBefore = await snapshotImages(services.storage);
    let safetyTaken = false;
    const opener = typeof open === 'string' ? () => createReadStream(open) : open;
    const attempt = restoreArchive(opener as () => ReturnType<typeof createReadStream>, target(), {
      safetyBackup: async () => {
        safetyTaken = true;
        return '';
      },
    });
    const refused = await attempt.then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ArchiveRefused);
    // Every problem, also those past the 20 the message shows.
    const problems = (refused as ArchiveRefused).problems.join('\n');
    for (const message of messages) expect(problems).toMatch(message);
    expect(safetyTaken).toBe(false);
    expect(await snapshotRows(url, orm.getMetadata())).toEqual(rowsBefore);
    expect([...(await snapshotImages(services.storage)).keys()]).toEqual([...imagesBefore.keys()]);
  }

  async function restore(file: string) {
    await restoreArchive(() => createReadStream(file), target(), { safetyBackup: async () => 'none' });
  }

  it('refuses an archive without a table this version has, instead of emptying it (the leads)', async () => {
    const file = await changed('no-leads', (entries) => {
      entries.delete('tables/contact_submissions.jsonl');
      editManifest(entries, (manifest) => {
        delete manifest.files['tables/contact_submissions.jsonl'];
        manifest.tables = manifest.tables.filter(
          (table: { name: string }) => table.name !== 'contact_submissions',
        );
      });
    });
    expect((await snapshotRows(url, orm.getMetadata())).contact_submissions?.length).toBeGreaterThan(0);
    await expectRefused(file, [
      /tables\/contact_submissions\.jsonl: missing from the archive .*restoring would empty it/,
    ]);
  });

  it('refuses a table file the manifest’s list of tables does not name', async () => {
    const file = await changed('unlisted-table', (entries) =>
      replaceEntry(entries, 'tables/shadow.jsonl', Buffer.from('{"id":1}\n')),
    );
    await expectRefused(file, [
      /tables\/shadow\.jsonl: a table file the manifest's list of tables does not name/,
    ]);
  });

  it('refuses dates in the future (25 sign-ins dated 2099 would lock the owner out for 72 years)', async () => {
    const file = await changed('future', (entries) => {
      editTable(entries, 'login_attempts', (rows) => [
        ...rows,
        ...Array.from({ length: 25 }, (_, index) => ({
          ...rows[0],
          id: 1000 + index,
          username: 'owner',
          succeeded: false,
          created_at: '2099-01-01T00:00:00+00:00',
        })),
      ]);
      editTable(entries, 'testimonials', (rows) =>
        rows.map((row, index) => (index === 0 ? { ...row, updated_at: '2999-12-31T23:59:59Z' } : row)),
      );
    });
    const lines = (await snapshotRows(url, orm.getMetadata())).login_attempts?.length ?? 0;
    await expectRefused(file, [
      new RegExp(
        `tables/login_attempts\\.jsonl line ${lines + 1} \\(id 1000\\): created_at lies in the future`,
      ),
      /tables\/testimonials\.jsonl line 1 \(id \d+\): updated_at lies in the future/,
    ]);
  });

  it('accepts a date a little ahead of this clock (another machine’s clock may run ahead)', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const file = await changed('skewed', (entries) =>
      editTable(entries, 'login_attempts', (rows) => rows.map((row) => ({ ...row, created_at: soon }))),
    );
    await restore(file);
  });

  it('refuses a kind or action the app does not know in the history, Trash and activity tables', async () => {
    const file = await changed('unknown-kinds', (entries) => {
      editTable(entries, 'trash', (rows) => rows.map((row) => ({ ...row, entity_type: 'invoice' })));
      editTable(entries, 'activity_log', (rows) => rows.map((row) => ({ ...row, action: 'teleport' })));
      editTable(entries, 'content_versions', (rows) =>
        rows.map((row, index) => (index === 0 ? { ...row, action: 'rewind' } : row)),
      );
    });
    await expectRefused(file, [
      /tables\/trash\.jsonl line 1 \(id \d+\): entity_type: /,
      /tables\/activity_log\.jsonl line 1 \(id \d+\): action: /,
      /tables\/content_versions\.jsonl line 1 \(id \d+\): action: /,
    ]);
  });

  it('refuses a repeated id, an id that is not positive and one beyond the column, before anything changes', async () => {
    const file = await changed('bad-ids', (entries) => {
      editTable(entries, 'testimonials', (rows) => [...rows, rows[0]]);
      editTable(entries, 'portfolio_projects', (rows) =>
        rows.map((row, index) =>
          index === 0 ? { ...row, id: 0 } : index === 1 ? { ...row, id: 2 ** 31 } : row,
        ),
      );
      // A unique column other than the id: two rows of one setting.
      editTable(entries, 'site_settings', (rows) => [...rows, { ...rows[0], id: 99_999 }]);
    });
    await expectRefused(file, [
      /tables\/testimonials\.jsonl line \d+ \(id \d+\): id: \d+ appears twice/,
      /tables\/portfolio_projects\.jsonl line 1 \(id 0\): id: an id must be positive/,
      /tables\/portfolio_projects\.jsonl line 2 \(id 2147483648\): id: must be a whole number from/,
      /tables\/site_settings\.jsonl line \d+ \(id 99999\): key: "[a-z_]+" appears twice/,
    ]);
  });

  it('refuses a setting the registry does not have, and stores a known one as a save would', async () => {
    const unknown = await changed('unknown-setting', (entries) =>
      editTable(entries, 'site_settings', (rows) => [
        ...rows,
        { ...rows[0], id: 99_999, key: 'admin_script', value: '<script>alert(1)</script>' },
      ]),
    );
    await expectRefused(unknown, [
      /tables\/site_settings\.jsonl line \d+ \(id 99999\): Unknown setting: admin_script/,
    ]);

    const untidy = await changed('untidy-setting', (entries) =>
      editTable(entries, 'site_settings', (rows) =>
        rows.map((row) =>
          row.key === 'hero_title'
            ? { ...row, value: '  Built to last, again  ', section: 'elsewhere' }
            : row,
        ),
      ),
    );
    await restore(untidy);
    const [hero] = await orm.em
      .getConnection()
      .execute("select value, section from site_settings where key = 'hero_title'");
    expect(hero).toEqual({ value: 'Built to last, again', section: 'hero' });
  });

  it('refuses a lead the contact form would refuse', async () => {
    const file = await changed('bad-lead', (entries) =>
      editTable(entries, 'contact_submissions', (rows) =>
        rows.map((row, index) =>
          index === 0
            ? { ...row, email: 'not an address', spam_reason: 'because', page_language: 'fr' }
            : row,
        ),
      ),
    );
    await expectRefused(file, [
      /tables\/contact_submissions\.jsonl line 1 \(id \d+\): email: Email must be a valid email address/,
      /tables\/contact_submissions\.jsonl line 1 \(id \d+\): spam_reason: /,
      /tables\/contact_submissions\.jsonl line 1 \(id \d+\): page_language: pageLanguage must be one of: en, es/,
    ]);
  });

  it('refuses a lead’s pipeline the inbox could not have stored', async () => {
    const file = await changed('bad-pipeline', (entries) =>
      editTable(entries, 'contact_submissions', (rows) =>
        rows.map((row, index) =>
          index === 0
            ? { ...row, notes: [{ at: 'now', text: 'x'.repeat(2001), by: null }], first_contact_by: 'fax' }
            : row,
        ),
      ),
    );
    await expectRefused(file, [
      /tables\/contact_submissions\.jsonl line 1 \(id \d+\): notes\.0\.text: /,
      /tables\/contact_submissions\.jsonl line 1 \(id \d+\): first_contact_by: /,
    ]);
  });

  it('stores section HTML as a save would: sanitized, so no <script> reaches the pages', async () => {
    let id = 0;
    const file = await changed('script-section', (entries) =>
      editTable(entries, 'page_sections', (rows) =>
        rows.map((row, index) => {
          if (index !== 0) return row;
          id = row.id;
          return {
            ...row,
            content: '<p>Welcome</p><script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
          };
        }),
      ),
    );
    await restore(file);
    const [section] = await orm.em
      .getConnection()
      .execute('select content from page_sections where id = ?', [id]);
    expect(section?.content).toBe('<p>Welcome</p>');
  });

  it('refuses a file larger than the manifest declares', async () => {
    const file = await changed('grown', (entries) => {
      const name = 'tables/testimonials.jsonl';
      entries.set(name, Buffer.concat([entries.get(name) as Buffer, Buffer.from('{"id":1}\n')]));
    });
    await expectRefused(file, [
      /tables\/testimonials\.jsonl: \d+ bytes, larger than the \d+ the manifest declares/,
    ]);
  });

  it('stops reading a file that grew after it was checked at the first byte past its declared size', async () => {
    // The archive is read once per step; here it changes between the checksum pass and the row pass.
    const grown = await changed('grown-later', (entries) => {
      const name = 'tables/testimonials.jsonl';
      entries.set(name, Buffer.concat([entries.get(name) as Buffer, Buffer.alloc(8 * 1024 * 1024, 'x')]));
    });
    let opened = 0;
    const open = () => createReadStream(opened++ === 0 ? archive : grown);
    await expectRefused(open, [
      /tables\/testimonials\.jsonl: larger than the \d+ bytes the manifest declares/,
    ]);
  });
});
