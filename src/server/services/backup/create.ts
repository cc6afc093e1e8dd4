import path from 'node:path';
import type { MetadataStorage } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import type { Storage } from '../storage/storage';
import { Backups } from './service';
import { type BackupStore, BucketBackupStore, FolderBackupStore } from './store';

/** Where BACKUP_BUCKET / BACKUP_DIR say archives go; DATA_DIR/backups by default. */
export function backupStoreFor(env: Env): BackupStore {
  if (env.BACKUP_BUCKET) return new BucketBackupStore(env.BACKUP_BUCKET, env.GCS_API_ENDPOINT);
  return new FolderBackupStore(
    env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(env.dataDir, 'backups'),
  );
}

export function backupsFor(
  env: Env,
  deps: { databaseUrl: string; metadata: MetadataStorage; storage: Storage; logger: Logger },
): Backups {
  return new Backups({
    ...deps,
    store: backupStoreFor(env),
    keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
  });
}
