import { z } from 'zod';
import { ALL_PROJECTS, LIMITS, PROJECT_CATEGORIES } from '../constants';
import { UPLOAD_LIMITS } from '../messages';
import {
  exactly,
  idSchema,
  imageReference,
  optionalText,
  requiredMultiLineText,
  requiredText,
  timestamps,
} from './fields';

const categorySchema = z.enum(PROJECT_CATEGORIES, {
  error: `Category must be one of: ${PROJECT_CATEGORIES.join(', ')}`,
});

export const projectFields = z.object({
  title: requiredText('Title', 200),
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

export const projectOutput = projectFields.extend({ id: z.number(), ...timestamps });
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
