import { defineEntity, p } from '@mikro-orm/postgresql';
import type { Language } from '../../common/i18n/languages';
import { createdAtProperty, updatedAtProperty } from './timestamps';

const TestimonialSchema = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    id: p.integer().primary(),
    clientName: p.string().length(200),
    projectType: p.string().length(200),
    rating: p.smallint(),
    content: p.text(),
    featured: p.boolean().default(false),
    /** The language the client wrote it in (common/i18n/languages.ts). */
    language: p.string().length(2).default('en').$type<Language>(),
    /** Place in the lists visitors see, smallest first; a new item takes one below the smallest (first). */
    sortOrder: p.integer().default(0).index(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class Testimonial extends TestimonialSchema.class {}
TestimonialSchema.setClass(Testimonial);
