import { z } from 'zod';

/** Why an archive is kept: the daily run, Back up now, the safety copy before a restore, or the owner's upload. */
export const BACKUP_KINDS = ['scheduled', 'manual', 'pre-restore', 'uploaded'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** Where the panel sends a backup file the owner uploads (server/http/backup-upload.ts). */
export const BACKUP_UPLOAD_PATH = '/api/admin/backups/upload';

export const backupSummaryOutput = z.object({
  name: z.string(),
  kind: z.enum(BACKUP_KINDS),
  createdAt: z.string(),
  size: z.number(),
  tables: z.array(z.object({ name: z.string(), rows: z.number() })),
  images: z.number(),
});
export type BackupSummaryRecord = z.infer<typeof backupSummaryOutput>;

export const backupRunOutput = z.object({
  kind: z.enum(BACKUP_KINDS),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  state: z.enum(['running', 'succeeded', 'failed']),
  name: z.string().optional(),
  error: z.string().optional(),
});

export type BackupRunRecord = z.infer<typeof backupRunOutput>;

/** Where archives are kept is not in it: a server folder or bucket is the operator's matter (the log says it). */
export const backupStatusOutput = z.object({
  /** This instance is taking one right now. */
  running: z.boolean(),
  lastRun: backupRunOutput.nullable(),
  backups: z.array(backupSummaryOutput),
  /** The daily backup's time (HH:MM UTC), or null when this server does not schedule one. */
  dailyAt: z.string().nullable(),
  keep: z.object({ daily: z.number(), weekly: z.number() }),
});
export type BackupStatus = z.infer<typeof backupStatusOutput>;

/** A kept backup checked whole, against the site now: what a restore would bring back. */
export const backupContentsOutput = z.object({
  name: z.string(),
  createdAt: z.string(),
  appVersion: z.string(),
  tables: z.array(z.object({ name: z.string(), rows: z.number(), rowsNow: z.number() })),
  images: z.number(),
});
export type BackupContents = z.infer<typeof backupContentsOutput>;

/** A kept backup's name, as the list gives it (the store refuses any other). */
export const backupNameInput = z.object({
  name: z
    .string({ error: 'name must be a backup name' })
    .min(1, 'name must be a backup name')
    .max(100, 'name must be a backup name'),
});
