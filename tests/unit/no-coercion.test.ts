import { describe, expect, it } from 'vitest';
import { idSchema } from '../../src/common/schemas/fields';
import { sectionCreateInput } from '../../src/common/schemas/page-section';
import { projectFields } from '../../src/common/schemas/portfolio';
import { testimonialFields } from '../../src/common/schemas/testimonial';

/**
 * The shared input schemas take numbers and booleans exactly as sent. Through the REST door too, where the adapter
 * turns coercion on: tests/integration/rest-exact-types.test.ts sends every such field of every documented body.
 */
describe('numbers and booleans in the shared input schemas', () => {
  it('refuses wrong types with the field named, and takes an id from a URL path', () => {
    const project = { title: 'T', description: 'D', category: 'Remodels', imageUrls: ['/images/hero.jpg'] };
    expect(projectFields.safeParse({ ...project, featured: 'false' }).error?.issues[0]?.message).toBe(
      'Featured must be true or false',
    );
    expect(projectFields.parse({ ...project, featured: false }).featured).toBe(false);
    const testimonial = { clientName: 'A', projectType: 'B', content: 'C' };
    expect(testimonialFields.safeParse({ ...testimonial, rating: true }).error?.issues[0]?.message).toBe(
      'Rating must be a number from 1 to 5',
    );
    expect(testimonialFields.safeParse({ ...testimonial, rating: '4' }).success).toBe(false);
    expect(testimonialFields.parse(testimonial).rating).toBe(5);
    expect(
      sectionCreateInput.safeParse({ pageId: 'about', sectionType: 'content', isActive: 'false' }).success,
    ).toBe(false);
    expect(
      sectionCreateInput.safeParse({ pageId: 'about', sectionType: 'content', sortOrder: null }).success,
    ).toBe(false);
    expect(sectionCreateInput.parse({ pageId: 'about', sectionType: 'content' })).toMatchObject({
      sortOrder: 0,
      isActive: true,
    });
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(42)).toBe(42);
    for (const bad of ['4.5', '-1', '0', '1e3', ' 7', true, null, [3]])
      expect(idSchema.safeParse(bad).success).toBe(false);
  });
});
