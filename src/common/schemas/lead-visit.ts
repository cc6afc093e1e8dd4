import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_KEYS,
  type AttributionField,
  attributionValueProblem,
  NOT_PLAIN,
} from '../leads/attribution';

/** How many photos one request may carry (docs/leads.md). */
export const MAX_LEAD_PHOTOS = 5;

/** One attribution field: optional, empty meaning absent, refused with a message naming it when odd or too long. */
function attributionField(field: AttributionField) {
  return (
    z
      .string({ error: `${field} must be text` })
      .max(
        ATTRIBUTION_FIELDS[field].max,
        `${field} must be at most ${ATTRIBUTION_FIELDS[field].max} characters`,
      )
      .superRefine((value, ctx) => {
        const problem = attributionValueProblem(field, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      // The same rule, for the API's document (a refinement shows in none): empty, or plain and of its pattern.
      .meta({ pattern: attributionPattern(field) })
      .optional()
  );
}

/** `attributionValueProblem`'s rule after its length check as one regular expression. */
function attributionPattern(field: AttributionField): string {
  const pattern = ATTRIBUTION_FIELDS[field].pattern;
  return pattern ? `^$|${pattern.source}` : `^[^${NOT_PLAIN.source.slice(1, -1)}]*$`;
}

/** The visit's attribution the form sends (common/leads/attribution.ts), each field on its own. */
export const attributionInput = z.object(
  Object.fromEntries(ATTRIBUTION_KEYS.map((field) => [field, attributionField(field)])) as {
    [K in AttributionField]: ReturnType<typeof attributionField>;
  },
);

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The photos uploaded for this request (http/lead-photos.ts), by the ids their uploads answered. */
export const photoIdsInput = z
  .array(z.string({ error: 'photos must be photo ids' }).regex(PHOTO_ID, 'photos must be photo ids'), {
    error: 'photos must be a list of photo ids',
  })
  .max(MAX_LEAD_PHOTOS, `photos must be at most ${MAX_LEAD_PHOTOS}`)
  .optional();

/**
 * The language of the site's page the request is sent from: the owner answers in it. Set by the page (the form's
 * script; the form posted without it, by the address it is posted to), not by the visitor. Not the attribution's
 * `language`, which is the browser's.
 */
export const pageLanguageInput = z
  .enum(LANGUAGES, { error: `pageLanguage must be one of: ${LANGUAGES.join(', ')}` })
  .default(DEFAULT_LANGUAGE);
