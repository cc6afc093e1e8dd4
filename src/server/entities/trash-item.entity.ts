import { defineEntity, p } from '@mikro-orm/postgresql';
import type { TrashableType } from '../../common/history';

/** A deleted project, testimonial or section, whole (page, order, featured mark, images), until restored or purged. */
const TrashItemSchema = defineEntity({
  name: 'TrashItem',
  tableName: 'trash',
  indexes: [{ properties: ['entityType', 'entityId'] }],
  properties: {
    id: p.integer().primary(),
    entityType: p.string().length(20).$type<TrashableType>(),
    entityId: p.integer(),
    snapshot: p.json<Record<string, unknown>>(),
    deletedAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    deletedBy: p.string().length(100).nullable(),
  },
});

export class TrashItem extends TrashItemSchema.class {}
TrashItemSchema.setClass(TrashItem);
