import { z } from 'zod';
import {
  ALL_PROJECTS,
  categoryEnglishOf,
  categoryIdOf,
  LIMITS,
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_IDS,
  type ProjectCategory,
  type ProjectCategoryId,
} from '../constants';
import { AREAS_AND_PHOTOS, PROJECT_MESSAGES, UPLOAD_LIMITS } from '../messages';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slugs';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../translations/texts';
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
import { PROJECT_FACTS, type ProjectFactKey } from './project-facts';

const CATEGORY_ERROR = `Category must be one of: ${PROJECT_CATEGORIES.join(', ')}`;

/**
 * A category as a save sends it: its English value (the REST API's, the panel's) or its id, stored as its id.
 * Its versions and Trash are checked by it again on a restore, so those kept before ids restore too.
 */
const categorySchema = z
  .enum([...PROJECT_CATEGORIES, ...PROJECT_CATEGORY_IDS], { error: CATEGORY_ERROR })
  .transform((category) => categoryIdOf(category) as ProjectCategoryId)
  .pipe(z.enum(PROJECT_CATEGORY_IDS));

/** A stored category (its id, or its English value in a row kept before ids) as reads answer it: in English. */
const categoryOutput = z
  .enum([...PROJECT_CATEGORY_IDS, ...PROJECT_CATEGORIES], { error: CATEGORY_ERROR })
  .transform((category) => categoryEnglishOf(category) as ProjectCategory)
  .pipe(z.enum(PROJECT_CATEGORIES));

/** A project page's address after /portfolio/ (common/slugs.ts); left out or empty, it is made from the title. */
export const slugField = textField('Page address', SLUG_MAX_LENGTH)
  .toLowerCase()
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), PROJECT_MESSAGES.slugShape);

const focusCoordinate = (label: string) =>
  exactly(
    z
      .number({ error: `${label} must be a number from 0 to 100` })
      .min(0, `${label} must be a number from 0 to 100`)
      .max(100, `${label} must be a number from 0 to 100`),
  ).default(50);

/**
 * What the owner says of one photo: its description for those who cannot see it (alt text; a
 * project's photo saved without one gets a suggested one: describedPhotoDetails), an optional caption shown
 * under it, and its focal point, in percent of its width and height, that every crop keeps in view (CSS
 * object-position).
 */
export const photoDetail = z.object({
  alt: optionalText('Alt text', 300),
  caption: optionalText('Caption', 300),
  focusX: focusCoordinate('Focal point (across)'),
  focusY: focusCoordinate('Focal point (down)'),
});
export type PhotoDetail = z.output<typeof photoDetail>;

/**
 * A project's photo: the same, plus whether its alt text is one the site made from the project because the
 * owner wrote none (describedPhotoDetails). The site shows it; the panel asks the owner to confirm or rewrite it.
 * Left out or false: the owner's own words.
 */
export const projectPhotoDetail = photoDetail.extend({
  altSuggested: exactly(z.boolean({ error: 'altSuggested must be true or false' })).optional(),
});
export type ProjectPhotoDetail = z.output<typeof projectPhotoDetail>;

/** A photo with nothing said of it yet: no alt text, no caption, focal point in the middle. */
export const BLANK_PHOTO_DETAIL: PhotoDetail = { alt: '', caption: '', focusX: 50, focusY: 50 };

/**
 * Two of a project's photos of one place, before and after the work, shown as the before/after
 * comparison the page section uses. Both must be among the project's photos (beforeAfterProblem).
 */
export const beforeAfterPair = z.object(
  {
    before: imageReference('Before photo'),
    after: imageReference('After photo'),
  },
  { error: 'Each before/after pair must be an object with a before and an after photo' },
);
export type BeforeAfterPair = z.output<typeof beforeAfterPair>;

/** The project's facts (project-facts.ts): each an optional line of text. */
const factFields = Object.fromEntries(
  PROJECT_FACTS.map((fact) => [fact.key, optionalText(fact.label, fact.max)]),
) as Record<ProjectFactKey, ReturnType<typeof optionalText>>;

export const projectFields = z.object({
  title: requiredText('Title', 200),
  slug: slugField.optional(),
  description: requiredMultiLineText('Description', 5000),
  category: categorySchema,
  imageUrls: z
    .array(imageReference(), { error: 'At least one image is required' })
    .min(1, 'At least one image is required')
    .max(LIMITS.projectImagesMax, `At most ${LIMITS.projectImagesMax} images per project`),
  ...factFields,
  featured: exactly(z.boolean({ error: 'Featured must be true or false' })).default(false),
  /** One per image, in the same order as `imageUrls`. */
  imageDetails: z
    .array(projectPhotoDetail, { error: 'imageDetails must be a list' })
    .max(LIMITS.projectImagesMax, `At most ${LIMITS.projectImagesMax} photo details per project`)
    .default([]),
  /** Before/after comparisons, each two of `imageUrls`. */
  beforeAfter: z
    .array(beforeAfterPair, { error: 'beforeAfter must be a list of before/after pairs' })
    .max(LIMITS.beforeAfterPairsMax, `At most ${LIMITS.beforeAfterPairsMax} before/after pairs per project`)
    .default([]),
});
export type ProjectFields = z.input<typeof projectFields>;

/** An edit: the optional fields left out keep their saved values (only those sent change). */
export const projectUpdateInput = projectFields.extend({
  id: idSchema,
  ...(Object.fromEntries(
    PROJECT_FACTS.map((fact) => [fact.key, factFields[fact.key].unwrap().optional()]),
  ) as Record<ProjectFactKey, z.ZodOptional<z.ZodString>>),
  featured: projectFields.shape.featured.unwrap().optional(),
  imageDetails: projectFields.shape.imageDetails.unwrap().optional(),
  beforeAfter: projectFields.shape.beforeAfter.unwrap().optional(),
  /**
   * Its page's address in another language (`/es/portafolio/<slug>`), chosen by the owner: the one it had moves
   * there (301). Left out or empty, it stays (given from the first approved title in that language).
   */
  translatedSlugs: z
    .object(
      Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, slugField.optional()])) as Record<
        TranslationLanguage,
        z.ZodOptional<typeof slugField>
      >,
      { error: 'translatedSlugs must map languages to page addresses' },
    )
    .strict()
    .optional(),
});

/** Its page's slug in each other language, once its title is translated there (`/es/portafolio/<slug>`). */
const translatedSlugs = z
  .object(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, z.string().optional()])) as Record<
      TranslationLanguage,
      z.ZodOptional<z.ZodString>
    >,
  )
  .default({});

export const projectOutput = projectFields.extend({
  id: z.number(),
  slug: z.string(),
  translatedSlugs,
  category: categoryOutput,
  ...timestamps,
});
export type Project = z.infer<typeof projectOutput>;

/** The categories a filter takes, as sent: "All Projects", or a category by its English value or its id. */
export const CATEGORY_FILTER_VALUES = [ALL_PROJECTS, ...PROJECT_CATEGORIES, ...PROJECT_CATEGORY_IDS] as const;

/** A filter of the portfolio: ALL_PROJECTS, or the id of the category asked for. */
export const categoryFilterInput = z.object({
  category: z
    .enum(CATEGORY_FILTER_VALUES, {
      error: `Category must be one of: ${[ALL_PROJECTS, ...PROJECT_CATEGORIES].join(', ')}`,
    })
    .transform((category) =>
      category === ALL_PROJECTS ? category : (categoryIdOf(category) as ProjectCategoryId),
    )
    .pipe(z.enum([ALL_PROJECTS, ...PROJECT_CATEGORY_IDS])),
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

/** A photo's details, or blank ones for a photo the project says nothing of. */
export const photoDetailOf = (project: Pick<Project, 'imageDetails'>, index: number): ProjectPhotoDetail =>
  project.imageDetails?.[index] ?? BLANK_PHOTO_DETAIL;

/** The CSS object-position that keeps a photo's focal point in every crop. */
export const focusPosition = (detail: Pick<PhotoDetail, 'focusX' | 'focusY'>) =>
  `${detail.focusX}% ${detail.focusY}%`;

/**
 * The alt text the photo-details migration and the demo projects gave each photo: kept as it was, since upgrading an
 * older archive (services/backup/format.ts) must give the same rows it always gave. New suggestions:
 * photoAltSuggestion.
 */
export function suggestedAlt(
  project: { title: string; location?: string; category?: string },
  index: number,
) {
  const place = project.location?.trim() ? ` in ${project.location.trim()}` : '';
  return index === 0 ? `${project.title}${place}` : `${project.title}${place}, photo ${index + 1}`;
}

/**
 * Why a project's before/after pairs do not fit its photos (each photo one of them, the two different, no pair
 * twice), naming the first pair that does not, as `beforeAfter.<n>.<side>`; null when they fit. The project's
 * one write path, its form and a restore check it alike.
 */
export function beforeAfterProblem(
  imageUrls: readonly string[],
  pairs: readonly BeforeAfterPair[],
): { path: ['beforeAfter', number, 'before' | 'after']; message: string } | null {
  const photos = new Set(imageUrls);
  const seen = new Map<string, number>();
  for (const [index, pair] of pairs.entries()) {
    for (const side of ['before', 'after'] as const)
      if (!photos.has(pair[side]))
        return {
          path: ['beforeAfter', index, side],
          message: AREAS_AND_PHOTOS.beforeAfterNotAPhoto(index + 1, side),
        };
    if (pair.before === pair.after)
      return {
        path: ['beforeAfter', index, 'after'],
        message: AREAS_AND_PHOTOS.beforeAfterSamePhoto(index + 1),
      };
    const key = JSON.stringify([pair.before, pair.after]);
    const first = seen.get(key);
    if (first !== undefined)
      return {
        path: ['beforeAfter', index, 'before'],
        message: AREAS_AND_PHOTOS.beforeAfterRepeated(index + 1, first + 1),
      };
    seen.set(key, index);
  }
  return null;
}

/** How a suggested description names the kind of work, by category. */
const CATEGORY_PHRASES: Record<ProjectCategoryId, string> = {
  'custom-homes': 'a custom home',
  remodels: 'a remodel',
  adus: 'an ADU',
  commercial: 'a commercial project',
  'tenant-improvements': 'a tenant improvement',
  'fire-rebuild': 'a fire rebuild',
};

const ALT_MAX_LENGTH = 300;

/**
 * The description the site gives a photo the owner has not described, from what the project says of itself:
 * "Hillside Modern, a custom home in Pacific Palisades, photo 2 of 5". The panel offers the same words; the owner
 * should say what the photo itself shows. Cut to fit the alt text's length, keeping the photo's place.
 */
export function photoAltSuggestion(
  project: { title: string; category?: string; location?: string; imageUrls: readonly unknown[] },
  index: number,
) {
  // The category by its id (a save's) or its English value (the panel's form).
  const id = categoryIdOf(project.category);
  const kind = id && CATEGORY_PHRASES[id];
  const place = project.location?.trim() ? ` in ${project.location.trim()}` : '';
  const title = project.title.trim() || 'Project';
  const what = kind ? `${title}, ${kind}${place}` : `${title}${place}`;
  const count = project.imageUrls.length;
  const where = count > 1 ? `, photo ${index + 1} of ${count}` : '';
  const room = ALT_MAX_LENGTH - where.length;
  return `${what.length > room ? `${what.slice(0, room - 1).trimEnd()}…` : what}${where}`;
}

/**
 * Each photo's details as a project is saved with them (its one write path, a restore): one per photo, in its
 * order. A photo with no alt text gets the suggestion, marked `altSuggested`, so no photo of the site is ever
 * undescribed and the panel asks the owner to confirm it. A marked suggestion sent back as it was (or empty) is
 * made again from the project as saved (a title or its place may have changed); other words sent with the mark
 * are the owner's, and lose it. `saved` are the photo's details before the save, by photo address.
 */
export function describedPhotoDetails(
  project: { title: string; category?: string; location?: string; imageUrls: readonly string[] },
  sent: readonly (ProjectPhotoDetail | undefined)[],
  saved: ReadonlyMap<string, ProjectPhotoDetail | undefined> = new Map(),
): ProjectPhotoDetail[] {
  return project.imageUrls.map((url, index) => {
    const { altSuggested, ...detail } = { ...BLANK_PHOTO_DETAIL, ...sent[index] };
    const alt = detail.alt.trim();
    const suggestion = photoAltSuggestion(project, index);
    const before = saved.get(url);
    const stillSuggested =
      altSuggested && (alt === suggestion || (before?.altSuggested && alt === before.alt.trim()));
    return !alt || stillSuggested ? { ...detail, alt: suggestion, altSuggested: true } : { ...detail, alt };
  });
}

/** How many of a project's photos still show a suggested description (the panel's "Describe these photos"). */
export const suggestedAltCount = (project: Pick<Project, 'imageDetails'>) =>
  (project.imageDetails ?? []).filter((detail) => detail.altSuggested).length;
