import { defineEntity, p } from '@mikro-orm/postgresql';
import { createdAtProperty, updatedAtProperty } from './timestamps';

const PageSectionSchema = defineEntity({
  name: 'PageSection',
  tableName: 'page_sections',
  indexes: [{ properties: ['pageId', 'sortOrder'] }],
  properties: {
    id: p.integer().primary(),
    pageId: p.string().length(50),
    sectionType: p.string().length(50),
    title: p.string().length(300).default(''),
    subtitle: p.string().length(500).default(''),
    /** Sanitized HTML. */
    content: p.text().default(''),
    imageUrl: p.string().length(2048).default(''),
    buttonText: p.string().length(100).default(''),
    buttonLink: p.string().length(2048).default(''),
    /** JSON text, e.g. {"icon":"shield"}; empty when unused. */
    metadata: p.text().default(''),
    sortOrder: p.integer().default(0),
    isActive: p.boolean().default(true),
    /** The built-in block of the page it follows (src/common/page-blocks.ts); null: at the end of the page. */
    afterBlock: p.string().length(40).nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class PageSection extends PageSectionSchema.class {}
PageSectionSchema.setClass(PageSection);
