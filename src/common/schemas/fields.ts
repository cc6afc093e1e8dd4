import { z } from 'zod';

/** A required, trimmed text field whose messages name the field ("Title is required"). */
export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');
}

export const idSchema = z
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive');

export const idInput = z.object({ id: idSchema });

/** Uploaded objects, images shipped with the site, or absolute https URLs. */
const IMAGE_REFERENCE =
  /^(\/objects\/portfolio\/[A-Za-z0-9_.-]{1,200}|\/images\/[A-Za-z0-9_.-]{1,200}|https:\/\/[^\s"'<>]{1,2000})$/;

export function imageReference(label = 'Image') {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .regex(IMAGE_REFERENCE, `${label} must be an uploaded image (/objects/...) or an https URL`);
}

export function isImageReference(value: string): boolean {
  return IMAGE_REFERENCE.test(value);
}

export const timestamps = { createdAt: z.date(), updatedAt: z.date() };
