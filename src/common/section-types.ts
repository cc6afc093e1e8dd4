import { z } from 'zod';
import { ICON_NAMES, type SECTION_TYPES } from './constants';
import { imageReference } from './schemas/fields';
import { type PhotoDetail, photoDetail } from './schemas/portfolio';

/**
 * One definition per page-section type (docs/product.md, Page sections): its name in the admin, what its
 * `metadata` holds (checked on every write by the server, the admin form generated from `fields`), and, by the
 * inferred types below, what its renderer in src/client/components/sections/ reads. Keys a type does not read
 * are dropped when a section is saved.
 */
export type SectionType = (typeof SECTION_TYPES)[number];
export type IconName = (typeof ICON_NAMES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const icon = z.enum(ICON_NAMES, { error: `Icon must be one of: ${ICON_NAMES.join(', ')}` }).optional();

export const SECTION_LIMITS = { galleryImages: 50, steps: 12, checklistItems: 30 } as const;

const step = z.object(
  {
    title: text('Step title', 120).min(1, 'Step title is required'),
    description: text('Step description', 1000).default(''),
    timeline: text('Step timeline', 100).default(''),
  },
  { error: 'Each step must be an object with a title' },
);

/** What the admin form shows for a metadata key, beside the fields every section has. */
export type MetaField =
  | { key: 'icon'; kind: 'icon'; label: string; fallback?: IconName }
  | { key: 'images'; kind: 'images'; label: string }
  | { key: 'imageDetails'; kind: 'photoDetails'; label: string }
  | { key: 'steps'; kind: 'steps'; label: string }
  | { key: 'items'; kind: 'items'; label: string };

interface SectionDefinition {
  label: string;
  /** What the type shows, for the owner choosing one. */
  hint: string;
  metadata: z.ZodObject;
  fields: readonly MetaField[];
}

export const SECTION_DEFINITIONS = {
  hero: {
    label: 'Hero',
    hint: 'A wide banner: title, subtitle and a button over a darkened background photo.',
    metadata: z.object({}),
    fields: [],
  },
  content: {
    label: 'Content',
    hint: 'Text with an optional icon above it and a photo beside it.',
    metadata: z.object({ icon }),
    fields: [{ key: 'icon', kind: 'icon', label: 'Icon (optional)' }],
  },
  gallery: {
    label: 'Gallery',
    hint: 'A grid of photos (the section photo first, then the gallery photos); a press on one opens it large, with its caption.',
    metadata: z.object({
      images: z
        .array(imageReference('Gallery image'), { error: 'Gallery images must be a list' })
        .max(SECTION_LIMITS.galleryImages, `At most ${SECTION_LIMITS.galleryImages} gallery images`)
        .optional(),
      // What the owner says of each photo (the section photo's too), by its address: its alt text and caption
      // in the grid and the viewer, its focal point in every crop.
      imageDetails: z
        .record(imageReference('Gallery photo'), photoDetail, {
          error: 'Gallery photo details must be an object of photo addresses',
        })
        .refine(
          (details) => Object.keys(details).length <= SECTION_LIMITS.galleryImages + 1,
          `At most ${SECTION_LIMITS.galleryImages + 1} gallery photo details`,
        )
        .optional(),
    }),
    fields: [
      { key: 'images', kind: 'images', label: 'Gallery photos' },
      { key: 'imageDetails', kind: 'photoDetails', label: 'Photo descriptions' },
    ],
  },
  steps: {
    label: 'Steps',
    hint: 'Numbered steps, each with a title, a time and a description (the text shows when there are none).',
    metadata: z.object({
      steps: z
        .array(step, { error: 'Steps must be a list' })
        .max(SECTION_LIMITS.steps, `At most ${SECTION_LIMITS.steps} steps`)
        .optional(),
    }),
    fields: [{ key: 'steps', kind: 'steps', label: 'Steps' }],
  },
  services: {
    label: 'Services',
    hint: 'A highlighted card with an icon, the text and a button.',
    metadata: z.object({ icon }),
    fields: [{ key: 'icon', kind: 'icon', label: 'Icon', fallback: 'hammer' }],
  },
  banner: {
    label: 'Banner',
    hint: 'A notice with an icon, the text and a button.',
    metadata: z.object({ icon }),
    fields: [{ key: 'icon', kind: 'icon', label: 'Icon', fallback: 'alert-triangle' }],
  },
  contact: {
    label: 'Contact',
    hint: 'A dark band with the phone and e-mail from the site settings and a button.',
    metadata: z.object({}),
    fields: [],
  },
  checklist: {
    label: 'Checklist',
    hint: 'Items with check marks (or the text’s own list when there are none), with an optional icon.',
    metadata: z.object({
      icon,
      items: z
        .array(text('Checklist item', 300).min(1, 'Checklist item is required'), {
          error: 'Checklist items must be a list',
        })
        .max(SECTION_LIMITS.checklistItems, `At most ${SECTION_LIMITS.checklistItems} checklist items`)
        .optional(),
    }),
    fields: [
      { key: 'icon', kind: 'icon', label: 'Icon (optional)' },
      { key: 'items', kind: 'items', label: 'Checklist items' },
    ],
  },
  'before-after': {
    label: 'Before and after',
    hint: 'Two photos of one place, before and after the work, compared with a divider the visitor moves.',
    metadata: z.object({
      images: z
        .array(imageReference('Before/after photo'), { error: 'Before/after photos must be a list' })
        .max(2, 'Before and after takes two photos: the first before, the second after')
        .optional(),
    }),
    fields: [{ key: 'images', kind: 'images', label: 'Photos: the first before, the second after' }],
  },
} as const satisfies Record<SectionType, SectionDefinition>;

export type SectionMetaOf<T extends SectionType> = z.output<(typeof SECTION_DEFINITIONS)[T]['metadata']>;
/** Every key any type's metadata may hold, for code that handles all types at once (the admin form). */
export type AnySectionMeta = Partial<{
  icon: IconName;
  images: string[];
  imageDetails: Record<string, PhotoDetail>;
  steps: Array<{ title: string; description: string; timeline: string }>;
  items: string[];
}>;

/** A gallery's photos as it shows them: the section image first, then the gallery photos, each once. */
export const galleryPhotosOf = (imageUrl: unknown, images: readonly unknown[] = []): string[] => [
  ...new Set(
    [imageUrl, ...images].filter((image): image is string => typeof image === 'string' && image !== ''),
  ),
];

export function isSectionType(value: string): value is SectionType {
  return Object.hasOwn(SECTION_DEFINITIONS, value);
}

/** The JSON object of a metadata text, or null when it is not one ('' is the empty object). */
export function metadataObject(metadata: string): Record<string, unknown> | null {
  if (metadata.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(metadata);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A metadata value wrapped under `metadata`, so a failure's path names the field ("metadata.steps.0.title"). */
export const metadataInputOf = (sectionType: SectionType) =>
  z.object({ metadata: SECTION_DEFINITIONS[sectionType].metadata });

/** The stored text of checked metadata: '' when it holds nothing, else compact JSON. */
export function metadataText(meta: Record<string, unknown>): string {
  const kept = Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== undefined));
  return Object.keys(kept).length === 0 ? '' : JSON.stringify(kept);
}

/**
 * What a renderer reads: the stored metadata checked by its type's schema; anything that does not pass (a row
 * from before the check, hand-edited) reads as empty, as unparsable metadata always has.
 */
export function readSectionMeta<T extends SectionType>(sectionType: T, metadata: string): SectionMetaOf<T> {
  const parsed = SECTION_DEFINITIONS[sectionType].metadata.safeParse(metadataObject(metadata) ?? {});
  return (parsed.success ? parsed.data : {}) as SectionMetaOf<T>;
}
