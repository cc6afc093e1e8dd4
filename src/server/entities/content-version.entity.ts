import { defineEntity, p } from '@mikro-orm/postgresql';
import type { HistoryEntityType, VersionAction } from '../../common/history';

/**
 * One state of a setting, project, testimonial or page section, kept after each change (docs/product.md,
 * History): the whole item as it was AFTER the change (null when the change took it away), and which fields
 * changed.
 */
const ContentVersionSchema = defineEntity({
  name: 'ContentVersion',
  tableName: 'content_versions',
  indexes: [{ properties: ['entityType', 'entityKey', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    entityType: p.string().length(20).$type<HistoryEntityType>(),
    /** The setting's key, or the row's id as text. */
    entityKey: p.string().length(100),
    snapshot: p.json<Record<string, unknown>>().nullable(),
    changedFields: p.array(),
    action: p.string().length(20).$type<VersionAction>(),
    /** Who made the change; null for the state an item had before history began. */
    actor: p.string().length(100).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export class ContentVersion extends ContentVersionSchema.class {}
ContentVersionSchema.setClass(ContentVersion);
