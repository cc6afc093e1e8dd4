import { defineEntity, p } from '@mikro-orm/postgresql';

/** One line of the Activity tab: an admin action or a sign-in attempt, with where it came from. */
const ActivityEntrySchema = defineEntity({
  name: 'ActivityEntry',
  tableName: 'activity_log',
  indexes: [{ properties: ['entityType', 'at'] }],
  properties: {
    id: p.integer().primary(),
    at: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    /** The signed-in administrator; null for sign-in attempts that did not succeed. */
    actor: p.string().length(100).nullable(),
    action: p.string().length(30),
    /** 'setting' | 'project' | 'testimonial' | 'section' | 'sign-in'. */
    entityType: p.string().length(20),
    /** The item's key or id; for a sign-in, the username tried. */
    entityKey: p.string().length(100).nullable(),
    summary: p.string().length(300),
    ip: p.string().length(64).nullable(),
    versionId: p.integer().nullable(),
    /** How many like events the line stands for: refused sign-ins of one username from one address fold into one. */
    count: p.integer().default(1),
    /** The latest event folded into the line; null while it stands for one. */
    lastAt: p.datetime().nullable(),
  },
});

export class ActivityEntry extends ActivityEntrySchema.class {}
ActivityEntrySchema.setClass(ActivityEntry);
