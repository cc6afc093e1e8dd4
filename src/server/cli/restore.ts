import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { RestoreInProgress, restoreArchive } from '../services/backup/restore-backup';
import { ArchiveRefused } from '../services/backup/verify-archive';
import { describeCounts, openSiteForTool } from './open-site';

/**
 * npm run restore -- <file>: replaces the site's content and adds its images from an archive made by
 * `npm run backup` (or the daily backup). Into a brand-new DATA_DIR or an empty database too: the site is set up
 * first as `npm start` would (ADMIN_USERNAME / ADMIN_PASSWORD for the account), without demo content. The whole
 * archive is checked before anything changes; then the current site is backed up into the backup store.
 */
async function main() {
  const given = process.argv[2];
  if (!given) {
    process.stderr.write('Usage: npm run restore -- <backup file .tar.gz>\n');
    process.exit(2);
  }
  const file = path.resolve(given);
  await access(file).catch(() => {
    throw new Error(`no such file: ${file}`);
  });
  const site = await openSiteForTool({ seedDemoContent: false });
  try {
    const migrations = await site.orm.migrator.getExecuted();
    const result = await restoreArchive(
      () => createReadStream(file),
      {
        databaseUrl: site.databaseUrl,
        metadata: site.orm.getMetadata(),
        storage: site.storage,
        knownMigrations: migrations.map((row) => String(row.name)),
      },
      {
        safetyBackup: async () => {
          const run = await site.backups.take('pre-restore');
          if (!run?.name) throw new Error('another backup is being taken right now; try again in a minute');
          return `${site.backups.location}/${run.name}`;
        },
        log: (message) => process.stdout.write(`  ${message}\n`),
      },
    );
    const { manifest } = result.verified;
    process.stdout.write(
      `Restored ${file} (made ${manifest.createdAt} by version ${manifest.appVersion}): ${describeCounts(manifest.tables, manifest.images)}.\n` +
        `The site as it was before is in ${result.safetyBackup}.\n`,
    );
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ArchiveRefused || error instanceof RestoreInProgress
      ? error.message
      : `Restore failed: ${error instanceof Error ? error.message : error}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
