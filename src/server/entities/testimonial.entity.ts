import { defineEntity, p } from '@mikro-orm/postgresql';

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
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Testimonial extends TestimonialSchema.class {}
TestimonialSchema.setClass(Testimonial);
