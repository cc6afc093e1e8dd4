import path from 'node:path';
import type { MetadataStorage } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import type { Storage } from '../storage/storage';
import { Backups } from './service';
import { type BackupStore, FolderBackupStore } from './store';

/** Where BACKUP_BUCKET / BACKUP_DIR say archives go; DATA_DIR/backups by default. */
export async function backupStoreFor(env: Env): Promise<BackupStore> {
  if (env.BACKUP_BUCKET) {
    const { BucketBackupStore } = await import('./bucket-store');
    return new BucketBackupStore(env.BACKUP_BUCKET, env.GCS_API_ENDPOINT);
  }
  return new FolderBackupStore(
    env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(env.dataDir, 'backups'),
  );
}

export async function backupsFor(
  env: Env,
  deps: { databaseUrl: string; metadata: MetadataStorage; storage: Storage; logger: Logger },
): Promise<Backups> {
  return new Backups({
    ...deps,
    store: await backupStoreFor(env),
    keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
  });
}
