import { z } from 'zod';
import { ALL_PROJECTS, LIMITS, PROJECT_CATEGORIES } from '../constants';
import { PROJECT_MESSAGES, UPLOAD_LIMITS } from '../messages';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slugs';
import {
  exactly,
  idSchema,
  imageReference,
  optionalText,
  requiredMultiLineText,
  requiredText,
  textField,
  timestamps,
} from './fields';

const categorySchema = z.enum(PROJECT_CATEGORIES, {
  error: `Category must be one of: ${PROJECT_CATEGORIES.join(', ')}`,
});

/** A project page's address after /portfolio/ (common/slugs.ts); left out or empty, it is made from the title. */
export const slugField = textField('Page address', SLUG_MAX_LENGTH)
  .toLowerCase()
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), PROJECT_MESSAGES.slugShape);

export const projectFields = z.object({
  title: requiredText('Title', 200),
  slug: slugField.optional(),
  description: requiredMultiLineText('Description', 5000),
  category: categorySchema,
  imageUrls: z
    .array(imageReference(), { error: 'At least one image is required' })
    .min(1, 'At least one image is required')
    .max(LIMITS.projectImagesMax, `At most ${LIMITS.projectImagesMax} images per project`),
  location: optionalText('Location', 200),
  squareFootage: optionalText('Square footage', 50),
  featured: exactly(z.boolean({ error: 'Featured must be true or false' })).default(false),
});
export type ProjectFields = z.input<typeof projectFields>;

/** An edit: the optional fields left out keep their saved values (only those sent change). */
export const projectUpdateInput = projectFields.extend({
  id: idSchema,
  location: projectFields.shape.location.unwrap().optional(),
  squareFootage: projectFields.shape.squareFootage.unwrap().optional(),
  featured: projectFields.shape.featured.unwrap().optional(),
});

export const projectOutput = projectFields.extend({ id: z.number(), slug: z.string(), ...timestamps });
export type Project = z.infer<typeof projectOutput>;

export const categoryFilterInput = z.object({
  category: z.enum([ALL_PROJECTS, ...PROJECT_CATEGORIES], {
    error: `Category must be one of: ${[ALL_PROJECTS, ...PROJECT_CATEGORIES].join(', ')}`,
  }),
});

export const uploadUrlsInput = z.object({
  count: exactly(
    z
      .number({ error: 'count must be a number' })
      .int('count must be a whole number')
      .min(1, 'count must be at least 1')
      .max(LIMITS.uploadBatchMax, UPLOAD_LIMITS.tooMany(LIMITS.uploadBatchMax)),
  ),
});
