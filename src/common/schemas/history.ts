import { z } from 'zod';
import { ACTIVITY_KINDS, HISTORY_ENTITY_TYPES, TRASHABLE_TYPES, VERSION_ACTIONS } from '../history';
import { exactly, idSchema } from './fields';

export const historyEntityTypeSchema = z.enum(HISTORY_ENTITY_TYPES, {
  error: `Entity type must be one of: ${HISTORY_ENTITY_TYPES.join(', ')}`,
});

export const historyListInput = z.object({
  entityType: historyEntityTypeSchema,
  entityKey: z
    .string({ error: 'Entity key must be text' })
    .trim()
    .min(1, 'Entity key is required')
    .max(100, 'Entity key must be at most 100 characters'),
});

export const versionOutput = z.object({
  id: z.number(),
  entityType: z.enum(HISTORY_ENTITY_TYPES),
  entityKey: z.string(),
  snapshot: z.record(z.string(), z.unknown()).nullish(),
  changedFields: z.array(z.string()),
  action: z.enum(VERSION_ACTIONS),
  actor: z.string().nullish(),
  createdAt: z.date(),
});
export type VersionRecord = z.infer<typeof versionOutput>;

export const versionIdInput = z.object({
  versionId: idSchema,
  /** Made by a notification's Undo: kept and logged as an undo, not as a restore from the History. */
  undo: exactly(z.boolean({ error: 'undo must be true or false' })).optional(),
});

export const restoredOutput = z.object({ entityType: z.enum(HISTORY_ENTITY_TYPES), entityKey: z.string() });

export const trashItemOutput = z.object({
  id: z.number(),
  entityType: z.enum(TRASHABLE_TYPES),
  entityId: z.number(),
  snapshot: z.record(z.string(), z.unknown()),
  deletedAt: z.date(),
  deletedBy: z.string().nullish(),
});
export type TrashRecord = z.infer<typeof trashItemOutput>;

export const activityListInput = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, { error: `Kind must be one of: ${ACTIVITY_KINDS.join(', ')}` }).optional(),
    /** The last id of the page before. */
    cursor: idSchema.optional(),
    // A REST query gives digits; JSON a number. Anything else is refused, not converted.
    limit: z
      .preprocess<number, z.ZodNumber, number>(
        (value) => (typeof value === 'string' && /^[0-9]{1,3}$/.test(value) ? Number(value) : value),
        z
          .number({ error: 'Limit must be a number' })
          .int('Limit must be a whole number')
          .min(1, 'Limit must be at least 1')
          .max(100, 'Limit must be at most 100'),
      )
      .optional(),
  })
  .optional();

export const activityEntryOutput = z.object({
  id: z.number(),
  at: z.date(),
  actor: z.string().nullish(),
  action: z.string(),
  entityType: z.string(),
  entityKey: z.string().nullish(),
  summary: z.string(),
  ip: z.string().nullish(),
  versionId: z.number().nullish(),
  /** How many like events the line stands for (refused sign-ins fold into one line), from `at` to `lastAt`. */
  count: z.number(),
  lastAt: z.date().nullish(),
});
export type ActivityRecord = z.infer<typeof activityEntryOutput>;

export const activityPageOutput = z.object({
  entries: z.array(activityEntryOutput),
  nextCursor: z.number().nullable(),
});
