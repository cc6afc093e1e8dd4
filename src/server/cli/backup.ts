import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeBackup } from '../services/backup/create-backup';
import { backupTables } from '../services/backup/tables';
import { verifyArchive } from '../services/backup/verify-archive';
import { describeCounts, formatBytes, openSiteForTool } from './open-site';

/**
 * npm run backup [-- <file>]: the whole site (tables and images) in one archive, read back and verified. With a
 * file, there; without, into the backup store (DATA_DIR/backups, BACKUP_DIR or BACKUP_BUCKET) beside the daily ones.
 * Works on a running site (its embedded database or DATABASE_URL) and on a stopped one.
 */
async function main() {
  const file = process.argv[2] ? path.resolve(process.argv[2]) : null;
  const site = await openSiteForTool({ seedDemoContent: true });
  try {
    if (!file) {
      const run = await site.backups.take('manual');
      if (!run?.name) throw new Error('another backup is being taken right now; try again in a minute');
      const summary = (await site.backups.list()).find((entry) => entry.name === run.name);
      process.stdout.write(
        `Backup written and verified: ${site.backups.location}/${run.name}` +
          (summary
            ? ` (${formatBytes(summary.size)}; ${describeCounts(summary.tables, summary.images)})`
            : '') +
          '\n',
      );
      return;
    }
    const partial = `${file}.partial`;
    try {
      const output = createWriteStream(partial, { mode: 0o600 });
      const [manifest] = await Promise.all([
        writeBackup(
          { databaseUrl: site.databaseUrl, metadata: site.orm.getMetadata(), storage: site.storage },
          output,
        ),
        new Promise<void>((resolve, reject) => output.once('close', () => resolve()).once('error', reject)),
      ]);
      const migrations = await site.orm.migrator.getExecuted();
      await verifyArchive(
        () => createReadStream(partial),
        backupTables(site.orm.getMetadata()),
        migrations.map((row) => String(row.name)),
      );
      await rename(partial, file);
      process.stdout.write(
        `Backup written and verified: ${file} (${formatBytes((await stat(file)).size)}; ${describeCounts(manifest.tables, manifest.images)})\n`,
      );
    } finally {
      await rm(partial, { force: true });
    }
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
