import { AREAS_AND_PHOTOS, MESSAGES } from '../../../common/messages';
import {
  type BeforeAfterPair,
  BLANK_PHOTO_DETAIL,
  beforeAfterProblem,
  type PhotoDetail,
  type Project,
  type ProjectFields,
  type ProjectPhotoDetail,
  photoDetailOf,
  projectFields,
} from '../../../common/schemas/portfolio';
import {
  PROJECT_FACTS,
  type ProjectFactKey,
  type ProjectFactValues,
  projectFactsOf,
} from '../../../common/schemas/project-facts';
import { SLUG_MAX_LENGTH } from '../../../common/slugs';
import { type FieldIssue, type FormErrors, fieldErrorsOf } from '../shared/formErrors';

/** Besides the facts (common/schemas/project-facts.ts), each a line of text. */
export interface ProjectFormValues extends ProjectFactValues {
  title: string;
  /** The page address after /portfolio/; '' on a new project: made from the title by the server. */
  slug: string;
  category: string;
  description: string;
  featured: boolean;
  imageUrls: string[];
  /** Each photo's alt text, caption and focal point, by its address: they follow the photo when it moves. */
  imageDetails: Record<string, PhotoDetail>;
  /** Before/after comparisons, each two of `imageUrls` by address ('' while one is not chosen yet). */
  beforeAfter: BeforeAfterPair[];
  /** A stored project's page address in Spanish, after /es/portafolio/ ('' until it has one of its own). */
  spanishSlug: string;
}

export type ProjectFormErrors = FormErrors<ProjectFormValues>;

export const EMPTY_PROJECT: ProjectFormValues = {
  title: '',
  slug: '',
  category: '',
  description: '',
  ...projectFactsOf({}),
  featured: false,
  imageUrls: [],
  imageDetails: {},
  beforeAfter: [],
  spanishSlug: '',
};

/**
 * A saved photo's details as the form edits them: a description the site suggested counts as none yet, so the
 * form asks the owner for their own words (the suggestion stays offered beside the field).
 */
function ownersDetail({ altSuggested, ...detail }: ProjectPhotoDetail): PhotoDetail {
  return altSuggested ? { ...detail, alt: '' } : detail;
}

export function formValuesOf(project: Project | null): ProjectFormValues {
  if (!project) return EMPTY_PROJECT;
  const { title, slug, category, description, featured, imageUrls } = project;
  const imageDetails = Object.fromEntries(
    imageUrls.map((url, index) => [url, ownersDetail(photoDetailOf(project, index))]),
  );
  const beforeAfter = (project.beforeAfter ?? []).map((pair) => ({ ...pair }));
  return {
    title,
    slug,
    category,
    description,
    ...projectFactsOf(project),
    featured,
    imageUrls,
    imageDetails,
    beforeAfter,
    spanishSlug: project.translatedSlugs?.es ?? '',
  };
}

/** How many of the project's photos saved with a suggested description the form has not described yet. */
export function photosLeftToDescribe(project: Project | null, values: ProjectFormValues) {
  if (!project) return 0;
  const suggested = new Set(
    project.imageUrls.filter((_url, index) => photoDetailOf(project, index).altSuggested),
  );
  return [...suggested].filter(
    (url) => values.imageUrls.includes(url) && !values.imageDetails[url]?.alt.trim(),
  ).length;
}

/** The details of the form's photos in their order, as the server takes them. */
export const detailsInOrder = (values: Pick<ProjectFormValues, 'imageUrls' | 'imageDetails'>) =>
  values.imageUrls.map((url) => values.imageDetails[url] ?? BLANK_PHOTO_DETAIL);

export type ProjectCheck =
  | { ok: true; input: ProjectFields & { translatedSlugs?: { es: string } } }
  | { ok: false; errors: ProjectFormErrors; message: string; kind: 'required' | 'image' | 'schema' };

/**
 * The project form's rules in the order the owner should meet them: the required fields, then the images,
 * then whatever else the shared schema enforces (lengths...), so the server is rarely the one to say no.
 */
export function checkProject(values: ProjectFormValues): ProjectCheck {
  const missing: ProjectFormErrors = {};
  if (!values.title.trim()) missing.title = 'Title is required';
  if (!values.category) missing.category = 'Category is required';
  if (!values.description.trim()) missing.description = 'Description is required';
  if (Object.keys(missing).length > 0) {
    return { ok: false, errors: missing, message: MESSAGES.requiredFields, kind: 'required' };
  }
  if (values.imageUrls.length === 0) {
    return {
      ok: false,
      errors: { imageUrls: MESSAGES.imageRequired },
      message: MESSAGES.imageRequired,
      kind: 'image',
    };
  }
  const imageDetails = detailsInOrder(values);
  const undescribed = imageDetails.findIndex((detail) => !detail.alt.trim());
  if (undescribed >= 0) {
    const message = AREAS_AND_PHOTOS.altRequired(undescribed + 1);
    return { ok: false, errors: { imageDetails: message }, message, kind: 'image' };
  }
  const pairs = beforeAfterProblem(values.imageUrls, values.beforeAfter);
  if (pairs)
    return { ok: false, errors: { beforeAfter: pairs.message }, message: pairs.message, kind: 'image' };
  const parsed = projectFields.safeParse({ ...values, imageDetails });
  if (parsed.success) {
    const spanish = values.spanishSlug.trim();
    return { ok: true, input: { ...parsed.data, ...(spanish ? { translatedSlugs: { es: spanish } } : {}) } };
  }
  return { ok: false, ...schemaErrors(parsed.error.issues), kind: 'schema' };
}

/** Field errors keyed by the first path segment ("imageUrls.3" → imageUrls), plus the first message. */
export function schemaErrors(issues: ReadonlyArray<FieldIssue>) {
  return {
    errors: fieldErrorsOf(issues, EMPTY_PROJECT),
    message: issues[0]?.message ?? MESSAGES.requiredFields,
  };
}

/** The schema's own length limits, so the inputs stop at the same place the server would. */
export const PROJECT_MAX_LENGTH = {
  title: projectFields.shape.title.maxLength ?? undefined,
  slug: SLUG_MAX_LENGTH,
  spanishSlug: SLUG_MAX_LENGTH,
  description: projectFields.shape.description.maxLength ?? undefined,
  ...(Object.fromEntries(PROJECT_FACTS.map((fact) => [fact.key, fact.max])) as Record<
    ProjectFactKey,
    number
  >),
};
