import { LIMITS } from '../../../common/constants';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import {
  type TestimonialFields,
  type TestimonialRecord,
  testimonialFields,
} from '../../../common/schemas/testimonial';
import { type FormErrors, fieldErrorsOf } from '../shared/formErrors';

export interface TestimonialFormValues {
  clientName: string;
  projectType: string;
  content: string;
  rating: number;
  featured: boolean;
  /** The language the client wrote it in. */
  language: Language;
}

export type TestimonialFormErrors = FormErrors<TestimonialFormValues>;

/** Rating 5 and not featured unless the owner says otherwise (docs/product.md, Admin panel). */
export const EMPTY_TESTIMONIAL: TestimonialFormValues = {
  clientName: '',
  projectType: '',
  content: '',
  rating: LIMITS.ratingDefault,
  featured: false,
  language: DEFAULT_LANGUAGE,
};

export function testimonialValuesOf(testimonial: TestimonialRecord | null): TestimonialFormValues {
  if (!testimonial) return EMPTY_TESTIMONIAL;
  const { clientName, projectType, content, rating, featured, language = DEFAULT_LANGUAGE } = testimonial;
  return { clientName, projectType, content, rating, featured, language };
}

export const RATING_OPTIONS = Array.from(
  { length: LIMITS.ratingMax - LIMITS.ratingMin + 1 },
  (_, index) => LIMITS.ratingMin + index,
).map((stars) => ({ value: stars, label: `${stars} ${stars === 1 ? 'Star' : 'Stars'}` }));

/** The shared schema's lengths, so the inputs stop where the server would. */
export const TESTIMONIAL_MAX_LENGTH = {
  clientName: testimonialFields.shape.clientName.maxLength ?? undefined,
  projectType: testimonialFields.shape.projectType.maxLength ?? undefined,
  content: testimonialFields.shape.content.maxLength ?? undefined,
};

/** Validates with the same schema the server uses; field errors keyed by field ("Client name is required"). */
export function checkTestimonial(
  values: TestimonialFormValues,
): { ok: true; input: TestimonialFields } | { ok: false; errors: TestimonialFormErrors } {
  const parsed = testimonialFields.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error.issues, EMPTY_TESTIMONIAL) };
}
