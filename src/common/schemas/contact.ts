import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { englishValue, LEAD_FIELDS, type LeadField, type LeadFieldDeclaration } from '../leads/fields';
import { exactly, optionalText, requiredMultiLineText, requiredText, textField } from './fields';
import { attributionInput, pageLanguageInput, photoIdsInput } from './lead-visit';
import { PHONE_MESSAGE, PHONE_NUMBER, PHONE_PATTERN } from './phone';

/** An optional phone field's rule: empty, or a phone number. */
const PHONE_OR_NOTHING = new RegExp(`^$|^${PHONE_PATTERN}$`);

/** A choice as sent: its English value (the form's, the API's) or its id; stored as its id. */
function storedChoice(field: LeadFieldDeclaration & { kind: 'choice' }, error: string) {
  const ids = field.choices.map((choice) => choice.id) as [string, ...string[]];
  const english = field.choices.map((choice) => choice.english);
  return z
    .enum([...english, ...ids] as [string, ...string[]], { error })
    .transform((value) => field.choices.find((choice) => value === choice.english || value === choice.id)?.id)
    .pipe(z.enum(ids));
}

/**
 * A stored field as reads answer it: a choice's id as its English value (englishValue; a row saved before ids
 * holds the English value already), any other field as stored.
 */
const storedFieldOutput = (field: LeadFieldDeclaration): z.ZodType<string, string> =>
  field.kind === 'choice'
    ? z
        .string()
        .transform((value) => englishValue(field, value))
        .pipe(z.string())
    : z.string();

/** One declared field's rule (common/leads/fields.ts); its messages name it by its label. */
export function leadFieldSchema(field: LeadFieldDeclaration) {
  const { label, required, max } = field;
  switch (field.kind) {
    case 'email': {
      const address = z.email(`${label} must be a valid email address`);
      // The document's clients are told the format the pipe's second step holds them to.
      return required
        ? requiredText(label, max).pipe(address).meta({ format: 'email' })
        : textField(label, max)
            .pipe(z.union([z.literal(''), address]))
            .default('');
    }
    case 'phone':
      return required
        ? requiredText(label, max).regex(PHONE_NUMBER, PHONE_MESSAGE)
        : textField(label, max).regex(PHONE_OR_NOTHING, PHONE_MESSAGE).default('');
    case 'multiLine':
      return required
        ? requiredMultiLineText(label, max)
        : textField(label, max, { multiLine: true }).default('');
    case 'choice': {
      const error = `${label} must be one of: ${field.choices.map((choice) => choice.english).join(', ')}`;
      const stored = storedChoice(field, error);
      return required ? stored : z.union([stored, z.literal('')], { error }).default('');
    }
    default:
      return required ? requiredText(label, max) : optionalText(label, max);
  }
}

/** What the schema of a field is typed as: a required field's input is a string, another's may be left out. */
type VisitorFieldSchema<F extends LeadField> = F extends { required: true }
  ? z.ZodType<string, string>
  : z.ZodDefault<z.ZodType<string, string>>;
type VisitorFieldsShape = { [F in LeadField as F['key']]: VisitorFieldSchema<F> };

/** What a visitor tells us (common/leads/fields.ts declares it); stored as one contact_submissions row. */
export const contactFields = z.object(
  Object.fromEntries(
    LEAD_FIELDS.map((field) => [field.key, leadFieldSchema(field)]),
  ) as unknown as VisitorFieldsShape,
);
export type ContactFields = z.output<typeof contactFields>;

/**
 * The form also sends two spam signals: `website`, a honeypot field people never see (must stay empty), and
 * `fillTimeMs`, how long the form was open before it was sent. Both are optional for API clients, as are the
 * visit's attribution, the page's language (English when left out) and the photos.
 */
export const contactInput = contactFields.extend({
  website: z.string().max(500, 'website must be empty').optional(),
  fillTimeMs: exactly(
    z.number({ error: 'fillTimeMs must be a number of milliseconds' }).int().min(0).max(2_000_000_000),
  ).optional(),
  ...attributionInput.shape,
  pageLanguage: pageLanguageInput,
  photos: photoIdsInput,
});
export type ContactInput = z.input<typeof contactInput>;

/**
 * Why a request was judged spam (services/leads/record-lead.ts), or 'owner' when the owner moved it to the Spam
 * folder himself (services/leads/lead-status.ts); null for real leads.
 */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'owner'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export const NOTIFICATION_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The fields as a read answers them: every one a string, those the visitor may leave out possibly absent. */
const visitorFieldsOutput = Object.fromEntries(
  LEAD_FIELDS.map((field) => {
    const output = storedFieldOutput(field);
    return [field.key, field.required ? output : output.optional()];
  }),
) as {
  [F in LeadField as F['key']]: F extends { required: true }
    ? z.ZodType<string, string>
    : z.ZodOptional<z.ZodType<string, string>>;
};

export const contactSubmissionOutput = z.object({
  id: z.number(),
  ...visitorFieldsOutput,
  /** The language of the site's page it was sent from. */
  pageLanguage: z.enum(LANGUAGES),
  createdAt: z.date(),
  /** Null for requests saved before e-mail notifications existed. */
  notificationStatus: z.enum(NOTIFICATION_STATES).nullish(),
  notifiedAt: z.date().nullish(),
  spamReason: z.string().nullish(),
});
export type ContactSubmissionRecord = z.infer<typeof contactSubmissionOutput>;

/** What a receipt shows again of a sent request (its thank-you panel): every field as sent, its photos, when. */
export const sentRequestOutput = z
  .object({
    ...(Object.fromEntries(LEAD_FIELDS.map((field) => [field.key, storedFieldOutput(field)])) as Record<
      LeadField['key'],
      z.ZodType<string, string>
    >),
    photoCount: z.number(),
    sentAt: z.date(),
  })
  .nullable();
