import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * When "Back up now" was last accepted, across every instance: the admin may start one every 10 minutes
 * (services/backup/service.ts). Rows older than a day are deleted as new ones come.
 */
const BackupRequestSchema = defineEntity({
  name: 'BackupRequest',
  tableName: 'backup_requests',
  properties: {
    id: p.integer().primary(),
    requestedAt: p.datetime().index(),
    /** The administrator who asked. */
    actor: p.string().length(100).nullable(),
  },
});

export class BackupRequest extends BackupRequestSchema.class {}
BackupRequestSchema.setClass(BackupRequest);
