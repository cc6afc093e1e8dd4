/**
 * What a visitor tells us in a contact request, declared once. The contact schema (schemas/contact.ts), the form
 * with and without JavaScript, the thank-you panel, the inbox's card, the lead's page, the owner's e-mail and the
 * CSV export are all made from this list, in its order; the column itself is the ContactSubmission entity's
 * (docs/architecture.md: how to add a lead field). No Zod here: the contact page's first script reads it.
 */
import { PROJECT_TYPE_LIST, type StoredChoice } from '../constants';
import { LEAD_EMAIL_TEXTS } from '../messages';

/**
 * How a field is typed and checked: one line of text, an e-mail address, a phone number, text of several lines,
 * or one of a list of choices (a select whose empty option means "not said").
 */
export type LeadFieldKind = 'text' | 'email' | 'phone' | 'multiLine' | 'choice';

/** Where a field shows: the contact form (and so the thank-you panel), the inbox's card, the lead's page, the e-mail, the CSV. */
export type LeadFieldPlace = 'form' | 'card' | 'page' | 'email' | 'csv';

interface LeadFieldBase {
  /** The property's name: in the API, the entity and the form's `name`. */
  readonly key: string;
  /** Its name to people: in its messages ("Name is required"), the e-mail, the CSV's header, the thank-you panel. */
  readonly label: string;
  /** Required fields are marked on the form and refused when empty; the others are stored as '' when left out. */
  readonly required: boolean;
  /** The most characters it takes; its column in the entity is this long (a `choice`'s options are shorter). */
  readonly max: number;
  readonly shownOn: readonly LeadFieldPlace[];
  /** What the inbox and the e-mail show for an empty value; without it, an empty field is left out. */
  readonly whenEmpty?: string;
  /** How the form shows it, when not by its label alone. */
  readonly form?: {
    /** The form's own wording of the label, where it differs. */
    readonly label?: string;
    readonly helper?: string;
    readonly placeholder?: string;
    /** The browser's autofill token. */
    readonly autoComplete?: string;
    /** Half the form's width from the medium breakpoint on, beside the next half-width field. */
    readonly half?: boolean;
    /** A `choice`'s empty option. */
    readonly emptyChoice?: string;
  };
}

export type LeadFieldDeclaration = LeadFieldBase &
  (
    | { readonly kind: Exclude<LeadFieldKind, 'choice'>; readonly choices?: undefined }
    /**
     * `choices`: the options, in the order the form offers them, each stored by its id; the form, the API and
     * the owner's e-mail, inbox and CSV speak its English value, and a page in another language shows its label.
     */
    | { readonly kind: 'choice'; readonly choices: readonly [StoredChoice, ...StoredChoice[]] }
  );

const EVERYWHERE = ['form', 'card', 'page', 'email', 'csv'] as const;

/** The visitor's fields, in the form's order (which every other place keeps). */
export const LEAD_FIELDS = [
  {
    key: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    max: 200,
    shownOn: EVERYWHERE,
    form: { autoComplete: 'name' },
  },
  {
    key: 'email',
    label: 'Email',
    kind: 'email',
    required: true,
    max: 320,
    shownOn: EVERYWHERE,
    form: { autoComplete: 'email', half: true },
  },
  {
    key: 'phone',
    label: 'Phone',
    kind: 'phone',
    required: true,
    max: 50,
    shownOn: EVERYWHERE,
    form: { autoComplete: 'tel', half: true },
  },
  {
    key: 'projectType',
    label: 'Project type',
    kind: 'choice',
    required: false,
    max: 100,
    shownOn: EVERYWHERE,
    choices: PROJECT_TYPE_LIST,
    whenEmpty: LEAD_EMAIL_TEXTS.generalInquiry,
    form: { label: 'Project Type', emptyChoice: 'Select a project type' },
  },
  {
    key: 'propertyAddress',
    label: 'Property address',
    kind: 'text',
    required: false,
    max: 300,
    shownOn: ['form', 'card', 'page', 'email'],
    // `street-address` is for a multi-line box; a one-line field takes its first line's token.
    form: { helper: 'Optional: where the work would be.', autoComplete: 'address-line1' },
  },
  {
    key: 'message',
    label: 'Message',
    kind: 'multiLine',
    required: true,
    max: 5000,
    shownOn: EVERYWHERE,
    form: { placeholder: 'Tell us about your project, your property and your timeline.' },
  },
] as const satisfies readonly LeadFieldDeclaration[];

export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadFieldKey = LeadField['key'];
/** The fields' values: '' for one left empty. */
export type LeadFieldValues = Record<LeadFieldKey, string>;
/** The fields as a stored lead's reads carry them: the required ones always, the others possibly absent. */
export type StoredLeadFields = {
  [F in LeadField as F extends { required: true } ? F['key'] : never]: string;
} & {
  [F in LeadField as F extends { required: true } ? never : F['key']]?: string;
};

export const LEAD_FIELD_KEYS: readonly LeadFieldKey[] = LEAD_FIELDS.map((field) => field.key);

/** The fields shown in `place`, in order. */
export const leadFieldsOn = (place: LeadFieldPlace): readonly LeadFieldDeclaration[] =>
  (LEAD_FIELDS as readonly LeadFieldDeclaration[]).filter((field) => field.shownOn.includes(place));

/** The fields' values of anything that carries them (a stored lead, a receipt, a form's input); '' for those it lacks. */
export function leadFieldValuesOf(
  source: Partial<Record<LeadFieldKey, string | null | undefined>>,
): LeadFieldValues {
  return Object.fromEntries(LEAD_FIELD_KEYS.map((key) => [key, source[key] ?? ''])) as LeadFieldValues;
}

/**
 * A field's value in English, as the API, the owner's e-mail, inbox and CSV give it: a choice's English value for
 * its stored id (a lead saved before ids holds the English value itself); any other value as it is.
 */
export function englishValue(field: LeadFieldDeclaration, value: string | null | undefined): string {
  const choice = field.choices?.find((option) => option.id === value || option.english === value);
  return choice?.english ?? value ?? '';
}

/** A field's value as the inbox and the e-mail show it: its `whenEmpty` text when empty (maybe still ''). */
export const shownValue = (field: LeadFieldDeclaration, value: string | null | undefined) =>
  englishValue(field, value) || field.whenEmpty || '';
