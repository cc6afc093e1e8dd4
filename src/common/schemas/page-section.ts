import { z } from 'zod';
import { LIMITS, PAGE_IDS } from '../constants';
import { MESSAGES } from '../messages';
import { exactly, idSchema, imageReference, isMultiLineText, textField } from './fields';

export const pageIdSchema = z.enum(PAGE_IDS, { error: `Page must be one of: ${PAGE_IDS.join(', ')}` });

/** Kept as typed (not trimmed): a section's text is shown exactly as the owner wrote it. */
function boundedText(label: string, max: number, multiLine = false) {
  return textField(label, max, { multiLine, trim: false });
}

const buttonLink = textField('Button link', 2048).regex(
  /^$|^\/(?!\/)|^https?:\/\/|^mailto:|^tel:|^#/,
  'Button link must be a site path (/contact), an http(s) URL, mailto: or tel:',
);

/** Room for a full gallery: 50 photos, each with its alt text, caption and focal point. */
const METADATA_MAX_LENGTH = 50_000;

const metadata = z
  .string({ error: 'Metadata must be JSON text' })
  .max(METADATA_MAX_LENGTH, `Metadata must be at most ${METADATA_MAX_LENGTH} characters`)
  .refine(isMultiLineText, MESSAGES.textControlCharacters('Metadata'))
  .refine((value) => value.trim() === '' || isJson(value), 'Metadata must be valid JSON');

/** Every editable field of a section; none has a default here, so `.partial()` means "leave unchanged". */
const sectionShape = z.object({
  sectionType: z
    .string({ error: 'Section type is required' })
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,49}$/, 'Section type must be a short lowercase name such as content'),
  title: boundedText('Title', 300),
  subtitle: boundedText('Subtitle', 500),
  content: boundedText('Content', 50_000, true),
  imageUrl: z.union([z.literal(''), imageReference('Image URL')]),
  buttonText: boundedText('Button text', 100),
  buttonLink,
  metadata,
  sortOrder: exactly(
    z
      .number({ error: 'Sort order must be a number' })
      .int('Sort order must be a whole number')
      .min(LIMITS.sortOrderMin, `Sort order must be at least ${LIMITS.sortOrderMin}`)
      .max(LIMITS.sortOrderMax, `Sort order must be at most ${LIMITS.sortOrderMax}`),
  ),
  isActive: exactly(z.boolean({ error: 'Active must be true or false' })),
  /** The built-in block of the page it follows (src/common/page-blocks.ts); null: at the end of the page. */
  afterBlock: z
    .string({ error: 'Place on the page must be the name of a block or null' })
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Place on the page must be the name of a block such as hero')
    .nullable(),
});

export const sectionCreateInput = sectionShape.extend({
  pageId: pageIdSchema,
  title: sectionShape.shape.title.default(''),
  subtitle: sectionShape.shape.subtitle.default(''),
  content: sectionShape.shape.content.default(''),
  imageUrl: sectionShape.shape.imageUrl.default(''),
  buttonText: sectionShape.shape.buttonText.default(''),
  buttonLink: sectionShape.shape.buttonLink.default(''),
  metadata: sectionShape.shape.metadata.default(''),
  sortOrder: sectionShape.shape.sortOrder.default(0),
  isActive: sectionShape.shape.isActive.default(true),
  afterBlock: sectionShape.shape.afterBlock.default(null),
});
export type SectionCreateInput = z.input<typeof sectionCreateInput>;

export const sectionUpdateInput = sectionShape.partial().extend({ id: idSchema });
export type SectionUpdateInput = z.input<typeof sectionUpdateInput>;

export const reorderInput = z.object({
  updates: z
    .array(z.object({ id: idSchema, sortOrder: sectionShape.shape.sortOrder }), {
      error: 'updates must be a list of {id, sortOrder}',
    })
    .min(1, 'updates must not be empty')
    .max(500, 'updates must have at most 500 entries'),
  /** Sent by a move's Undo: the order from before it, logged as an undo. */
  undo: exactly(z.boolean({ error: 'undo must be true or false' })).optional(),
});

/**
 * A place name as it is written, put into every text field of a mirrored section (HTML, links, JSON): plain
 * words only, so it can neither carry markup or a script link nor break the JSON. Empty means the page's own name.
 */
const cityName = z
  .string({ error: 'City name must be text' })
  .trim()
  .max(100, 'City name must be at most 100 characters')
  .regex(
    // Built from a string so the typographic apostrophe can be written \u2019 and the regex's source still holds
    // the character itself (the API document shows it): the server keeps its sources' text in memory at one
    // byte a character only while every character of a file is Latin-1 (docs/operations.md#memory).
    // biome-ignore lint/complexity/useRegexLiterals: a literal would show the escape in the API document
    new RegExp("^[\\p{L}\\p{M}\\p{N} .,'\u2019()&-]*$", 'u'),
    "City name may hold only letters, digits, spaces and . , ' ( ) & -",
  );

export const mirrorInput = z
  .object({
    sourcePage: pageIdSchema,
    targetPage: pageIdSchema,
    cityReplacements: z
      .partialRecord(pageIdSchema, cityName, {
        error: 'cityReplacements must map page ids to names',
      })
      .default({}),
    sectionIds: z.array(idSchema).max(500).optional(),
  })
  .refine((input) => input.sourcePage !== input.targetPage, {
    message: 'Target page must differ from the source page',
    path: ['targetPage'],
  });

export const sectionOutput = sectionShape.extend({
  id: z.number(),
  sortOrder: z.number(),
  pageId: z.string(),
  sectionType: z.string(),
  imageUrl: z.string(),
  afterBlock: z.string().nullish(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type PageSectionRecord = z.infer<typeof sectionOutput>;

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
