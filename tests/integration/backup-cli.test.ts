import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../src/server/db/orm';
import { snapshotRows } from '../support/backup';
import { createEmptyDatabase, createTestDatabase } from '../support/database';
import { runCommand } from '../support/server-process';

const command = (
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  options: { fromSource?: boolean } = {},
) => runCommand(script, args, { NODE_ENV: 'test', LOG_LEVEL: 'error', ...env }, options);

// Two commands started as processes, one of them from source through tsx, each with its own PostgreSQL work: a
// safety net as wide as the other suites that start processes (boot, shutdown); a run beside the e2e tests on a
// loaded machine passed 60 s.
describe('npm run backup / npm run restore', () => {
  let source: { orm: Orm; url: string };
  let folder: string;

  beforeAll(async () => {
    source = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'scb-cli-'));
  });
  afterAll(async () => {
    await source.orm.close();
    await rm(folder, { recursive: true, force: true });
  });

  // The backup runs `npm run backup`'s own command line (the source through tsx), the restores the compiled
  // commands the image runs: an archive of one is restored by the other.
  it('backs a site up to a file and restores it into an empty database, set up as npm start would', async () => {
    const archive = path.join(folder, 'site.tar.gz');
    const backup = await command(
      'backup',
      [archive],
      {
        DATABASE_URL: source.url,
        DATA_DIR: path.join(folder, 'source-data'),
        ADMIN_PASSWORD: 'source password 123',
      },
      { fromSource: true },
    );
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backup written and verified: .*site\.tar\.gz \(.* portfolio_projects 10, .*images 20\)/m,
    );

    const emptyUrl = await createEmptyDatabase();
    const restore = await command('restore', [archive], {
      DATABASE_URL: emptyUrl,
      DATA_DIR: path.join(folder, 'target-data'),
      ADMIN_USERNAME: 'newowner',
      ADMIN_PASSWORD: 'target password 123',
    });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/Restored .*site\.tar\.gz/);
    expect(restore.stdout).toMatch(
      /The site as it was before is in .*target-data\/backups\/site-.*-pre-restore\.tar\.gz/,
    );
    const before = await snapshotRows(source.url, source.orm.getMetadata());
    const after = await snapshotRows(emptyUrl, source.orm.getMetadata());
    expect({ ...after, users: [] }).toEqual({ ...before, users: [] });
    expect((after.users ?? []).map((line) => JSON.parse(line).username)).toEqual(['newowner']);
  });

  it('refuses a file that is not an archive, exits 1, and says so', async () => {
    const bogus = path.join(folder, 'notes.tar.gz');
    await writeFile(bogus, 'these are my notes, not a backup');
    const restore = await command('restore', [bogus], {
      DATABASE_URL: source.url,
      DATA_DIR: path.join(folder, 'source-data'),
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(
      /^The archive was not restored, nothing was changed:\n {2}- the file is damaged or not a \.tar\.gz site backup/,
    );
  });
});
