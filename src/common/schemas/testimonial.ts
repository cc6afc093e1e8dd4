import { z } from 'zod';
import { LIMITS } from '../constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { exactly, idSchema, requiredMultiLineText, requiredText, timestamps } from './fields';

export const testimonialFields = z.object({
  clientName: requiredText('Client name', 200),
  projectType: requiredText('Project type', 200),
  content: requiredMultiLineText('Testimonial content', 3000),
  rating: exactly(
    z
      .number({ error: 'Rating must be a number from 1 to 5' })
      .int('Rating must be a whole number')
      .min(LIMITS.ratingMin, 'Rating must be from 1 to 5')
      .max(LIMITS.ratingMax, 'Rating must be from 1 to 5'),
  ).default(LIMITS.ratingDefault),
  featured: exactly(z.boolean({ error: 'Featured must be true or false' })).default(false),
  /**
   * The language the client wrote it in: shown in his own words on every page, marked with it where the page is in
   * another (an English testimonial is translated into Spanish through the ledger; one written in Spanish is not).
   */
  language: z
    .enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')}` })
    .default(DEFAULT_LANGUAGE),
});
export type TestimonialFields = z.input<typeof testimonialFields>;

/** An edit: the optional fields left out keep their saved values (only those sent change). */
export const testimonialUpdateInput = testimonialFields.extend({
  id: idSchema,
  rating: testimonialFields.shape.rating.unwrap().optional(),
  featured: testimonialFields.shape.featured.unwrap().optional(),
  language: testimonialFields.shape.language.unwrap().optional(),
});

export const testimonialOutput = testimonialFields.extend({ id: z.number(), ...timestamps });
export type TestimonialRecord = z.infer<typeof testimonialOutput>;
