import { z } from 'zod';
import { SETTING_KEY_PATTERN } from '../settings';
import {
  isTranslatedField,
  PHOTO_REF_PATTERN,
  TRANSLATED_FIELDS,
  TRANSLATION_KINDS,
  TRANSLATION_LANGUAGES,
  type TranslationKind,
} from '../translations';

const kind = z.enum(TRANSLATION_KINDS, { error: `kind must be one of: ${TRANSLATION_KINDS.join(', ')}` });
export const translationLanguageSchema = z.enum(TRANSLATION_LANGUAGES, {
  error: `language must be one of: ${TRANSLATION_LANGUAGES.join(', ')}`,
});

const textRefObject = z.object({
  kind,
  ref: z
    .string({ error: 'ref must be text' })
    .min(1, 'ref is required')
    .max(100, 'ref must be at most 100 characters')
    .regex(/^[a-z0-9_:-]+$/, "ref must be a setting key, an id or a photo's ref"),
  field: z.string({ error: 'field must be text' }).max(40, 'field must be at most 40 characters'),
  language: translationLanguageSchema,
});

/** A field the kind has; a setting's ref is its key, a photo's its photoRef, any other item's its id. */
function knownText(input: z.output<typeof textRefObject>, context: z.RefinementCtx) {
  if (!isTranslatedField(input.kind, input.field)) {
    context.addIssue({
      code: 'custom',
      path: ['field'],
      message: `field of a ${input.kind} must be one of: ${TRANSLATED_FIELDS[input.kind].join(', ')}${
        input.kind === 'section'
          ? ', items.<n>, steps.<n>.title, steps.<n>.timeline, steps.<n>.description'
          : ''
      }`,
    });
  }
  const [pattern, what] = REF_FORMS[input.kind] ?? [/^[1-9][0-9]{0,9}$/, 'its id'];
  if (!pattern.test(input.ref)) {
    context.addIssue({ code: 'custom', path: ['ref'], message: `ref of a ${input.kind} must be ${what}` });
  }
}

const REF_FORMS: Partial<Record<TranslationKind, [RegExp, string]>> = {
  setting: [SETTING_KEY_PATTERN, 'its key'],
  photo: [PHOTO_REF_PATTERN, "its project's id, a colon and 16 hex digits"],
};

/** One text of the ledger: a setting by its key, any other item by its id. */
export const textRefInput = textRefObject.superRefine(knownText);

/**
 * A translation as the owner approves it. Its words are checked by the English field's own rules (length, lines,
 * a section's HTML) on the server; an empty value takes the translation away (the page shows the English again).
 */
export const translationSaveInput = textRefObject
  .extend({
    value: z.string({ error: 'value must be text' }).max(50_000, 'value must be at most 50000 characters'),
  })
  .superRefine(knownText);
export type TranslationSaveInput = z.input<typeof translationSaveInput>;

export const approvedTranslationOutput = z.object({
  kind,
  ref: z.string(),
  field: z.string(),
  value: z.string(),
});

export const translationsOfLanguageInput = z.object({ language: translationLanguageSchema });

const state = z.enum(['translated', 'stale', 'missing']);

/** One text of the ledger as the panel lists it: the English beside its translation, and where it stands. */
export const ledgerEntryOutput = z.object({
  kind,
  ref: z.string(),
  field: z.string(),
  /** The page it shows on, as the panel names it ("Home"), and what the owner calls the text. */
  page: z.string(),
  label: z.string(),
  /** The section's content is HTML, edited as such; every other text is plain. */
  html: z.boolean(),
  multiLine: z.boolean(),
  english: z.string(),
  /** The approved translation ('' when none); for an untouched built-in text, its built-in wording. */
  translation: z.string(),
  /** The English the translation was written for, when it has changed since (stale). */
  translatedFrom: z.string().nullable(),
  /** A machine draft waiting for the owner's review ('' when none): never shown to visitors. */
  draft: z.string(),
  state,
  /** A built-in text the owner never changed: its own wording in the language, nothing to do. */
  builtIn: z.boolean(),
});
export type LedgerEntry = z.infer<typeof ledgerEntryOutput>;

export const ledgerOutput = z.object({
  entries: z.array(ledgerEntryOutput),
  coverage: z.array(
    z.object({ page: z.string(), total: z.number(), translated: z.number(), stale: z.number() }),
  ),
  /** Whether a machine draft can be asked for (DEEPL_API_KEY is set). */
  canDraft: z.boolean(),
});
export type Ledger = z.infer<typeof ledgerOutput>;
