import { z } from 'zod';
import { MESSAGES } from '../messages';

/**
 * Characters no single-line field takes: control characters (C0, DEL, C1: a line break or a carriage return could
 * forge a line of the lead e-mail or the Activity tab), the line and paragraph separators, and the invisible
 * controls that reorder what is shown (bidirectional embeddings, overrides and isolates: U+202E shows
 * "Reyes\u202Ecod.exe" as "Reyesexe.doc"). The plain direction marks (U+200E/F) stay: right-to-left text uses them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
/** A multi-line field (a message, a description) keeps its tabs and line breaks, and refuses the rest. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Whether `value` may be stored in a single-line field (settings and other fields not built here use it). */
export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !NOT_MULTI_LINE.test(value);
}

/** A text field whose messages name the field; trimmed unless told not to, and one line unless told it may be more. */
export function textField(label: string, max: number, options: { multiLine?: boolean; trim?: boolean } = {}) {
  const base = z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });
  return (options.trim === false ? base : base.trim())
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      options.multiLine ? isMultiLineText : isSingleLineText,
      options.multiLine ? MESSAGES.textControlCharacters(label) : MESSAGES.singleLineText(label),
    );
}

/** A required, trimmed, single-line text field whose messages name the field ("Title is required"). */
export function requiredText(label: string, max: number) {
  return textField(label, max).min(1, `${label} is required`);
}

/** The same, for text that may span lines (a message, a description). */
export function requiredMultiLineText(label: string, max: number) {
  return textField(label, max, { multiLine: true }).min(1, `${label} is required`);
}

export function optionalText(label: string, max: number) {
  return textField(label, max).default('');
}

/**
 * A number or boolean field taken as sent, never converted. trpc-to-openapi (3.3) switches zod's coercion on in
 * every number and boolean schema of a REST call's input, in place, so for the whole process and both doors: after
 * one REST call "false" parsed as true, `true` as the rating 1 and `null` as the sort order 0. It leaves pipes as
 * they are, and this is one (its first step passes the value on unchanged), so a wrong type gets the field's own
 * message. tests/integration/rest-exact-types.test.ts sends every such field of every documented body as text.
 */
export function exactly<T extends z.ZodType>(schema: T) {
  return z.preprocess<z.input<T>, T, z.input<T>>((value) => value, schema);
}

/** A URL path gives the id as digits; JSON bodies give a number. Anything else is refused, not converted. */
const PATH_ID = /^[1-9][0-9]{0,9}$/;

export const idSchema = z.preprocess<number, z.ZodNumber, number>(
  (value) => (typeof value === 'string' && PATH_ID.test(value) ? Number(value) : value),
  z
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
);

export const idInput = z.object({ id: idSchema });

/** Uploaded objects, images shipped with the site, or absolute https URLs. */
const IMAGE_REFERENCE =
  /^(\/objects\/portfolio\/[A-Za-z0-9_.-]{1,200}|\/images\/[A-Za-z0-9_.-]{1,200}|https:\/\/[^\s"'<>]{1,2000})$/;

export function imageReference(label = 'Image') {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .regex(IMAGE_REFERENCE, `${label} must be an uploaded image (/objects/...) or an https URL`)
    .refine(isSingleLineText, MESSAGES.singleLineText(label));
}

export function isImageReference(value: string): boolean {
  return IMAGE_REFERENCE.test(value);
}

export const timestamps = { createdAt: z.date(), updatedAt: z.date() };

/** A reorder of projects or testimonials: the ids in the order they are to be shown; unlisted ones follow. */
export const listOrderInput = z.object({
  ids: z
    .array(idSchema, { error: 'ids must be a list of ids, in the order to show them' })
    .min(1, 'ids must not be empty')
    .max(1000, 'ids must have at most 1000 entries'),
  /** Sent by a move's Undo: the order from before it, logged as an undo. */
  undo: exactly(z.boolean({ error: 'undo must be true or false' })).optional(),
});
