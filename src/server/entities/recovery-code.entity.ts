import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * One of an administrator's recovery codes, stored as the SHA-256 of the code (80 random bits: a fast hash cannot
 * be reversed by guessing). A used code keeps its row, with the time, so the panel can say how many are left.
 */
const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  properties: {
    id: p.integer().primary(),
    userId: p.integer().index(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);
