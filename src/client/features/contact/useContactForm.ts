import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Messages } from '../../../common/i18n/catalogs';
import {
  type LeadFieldKey,
  type LeadFieldValues,
  leadFieldsOn,
  leadFieldValuesOf,
} from '../../../common/leads/fields';
import type { SentSummary } from '../../../common/leads/receipt';
import { contactPath } from '../../../common/routes';
import { CONTACT_FORM } from '../../../common/routing/query';
import type { ContactInput, contactInput } from '../../../common/schemas/contact';
import { toaster } from '../../components/toastStore';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { visitAttribution } from '../../islands/behaviours/leadVisit';
import { failureOf, trpc } from '../../trpc';
import { failureText } from './failureText';
import { fieldProblem } from './fieldProblem';

/** The honeypot's name: people never see the field, form-filling bots do (see HoneypotField). */
export const HONEYPOT_FIELD = 'website';

/** The form's fields, in its order (common/leads/fields.ts). */
const FORM_FIELDS = leadFieldsOn('form');
export const CONTACT_FIELDS = FORM_FIELDS.map((field) => field.key as LeadFieldKey);
export type ContactField = LeadFieldKey;
export type ContactValues = LeadFieldValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMPTY: ContactValues = leadFieldValuesOf({});

type ContactSchema = typeof contactInput;
let schema: ContactSchema | undefined;
let schemaLoading: Promise<ContactSchema | undefined> | undefined;

/**
 * The server's schema is the one source of the rules. It comes with Zod, the largest script of the contact
 * page, so it loads when the visitor starts on the form (the form calls this on focus), not with the page.
 * Resolves to undefined if it cannot load: the server checks every request anyway, and says what is wrong.
 */
export function loadContactSchema(): Promise<ContactSchema | undefined> {
  schemaLoading ??= import('../../../common/schemas/contact').then(
    (module) => {
      schema = module.contactInput;
      return schema;
    },
    () => {
      schemaLoading = undefined;
      return undefined;
    },
  );
  return schemaLoading;
}

/** The first message per field, shown beside the field; without the schema, the server's answer decides. */
function validate(
  values: ContactValues,
  rules: ContactSchema | undefined,
  messages: Messages,
): { data: ContactInput | undefined; errors: ContactErrors } {
  // The project type is one of the form's options; the server rejects anything else.
  if (!rules) return { data: values as ContactInput, errors: {} };
  const result = rules.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = FORM_FIELDS.find((candidate) => candidate.key === issue.path[0]);
    const key = field?.key as ContactField | undefined;
    if (field && key && !errors[key]) {
      const { label } = messages.contact.fields[key];
      errors[key] = fieldProblem(field, issue, messages.contact.validation, label);
    }
  }
  return { data: undefined, errors };
}

/**
 * What the server-rendered form holds when its island is hydrated: a visitor may have started typing while the
 * island's code arrived (their focus woke it). Starting from it, hydration keeps their text instead of emptying
 * the fields. On the server, and for a field it cannot find, the empty value.
 */
function typedBeforeHydration(initial: ContactValues): ContactValues {
  if (typeof document === 'undefined') return initial;
  const form = document.querySelector(`#${CONTACT_FORM.anchor} form`);
  if (!(form instanceof HTMLFormElement)) return initial;
  const value = (field: ContactField) => {
    const control = form.elements.namedItem(field);
    return control && 'value' in control && typeof control.value === 'string' ? control.value : '';
  };
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, value(field)])) as ContactValues;
}

/** What the visitor sent, kept for the thank-you panel (features/contact/ContactThanks.tsx). */
export interface SentRequest {
  summary: SentSummary;
  receipt: string;
}

export function useContactForm(
  options: { projectType?: string; photoIds?: string[]; photosBusy?: boolean } = {},
) {
  const messages = useMessages();
  const language = useLanguage();
  const initial = { ...EMPTY, projectType: options.projectType ?? '' };
  const [values, setValues] = useState<ContactValues>(() => typedBeforeHydration(initial));
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Errors appear on the first submit, then follow each keystroke so they clear as soon as a field is fixed.
  const [attempted, setAttempted] = useState(false);
  // When the form was shown (or last sent): the server treats a form sent within seconds as a bot's.
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const mutation = trpc.public.contact.submit.useMutation({
    onSuccess: ({ receipt }, input) => {
      // The thank-you panel takes the form's place, and the address keeps its receipt: a reload shows it again.
      setSent({
        receipt,
        summary: { ...leadFieldValuesOf(input), photoCount: input.photos?.length ?? 0 },
      });
      history.replaceState(
        history.state,
        '',
        `${contactPath(language)}?${CONTACT_FORM.sentParam}=${receipt}#${CONTACT_FORM.anchor}`,
      );
      setValues(EMPTY);
      setErrors({});
      setAttempted(false);
      shownAt.current = performance.now();
    },
    onError: (error) => {
      toaster.create({
        title: messages.contact.failed,
        description: failureText(messages.contact, failureOf(error)),
        type: 'error',
      });
    },
  });

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted && schema) setErrors(validate(next, schema, messages).errors);
  };

  // Set while a press of Send waits for the schema: a second press then sends nothing more.
  const checking = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (mutation.isPending || checking.current || options.photosBusy) return;
    checking.current = true;
    const rules = schema ?? (await loadContactSchema());
    checking.current = false;
    const { data, errors: found } = validate(values, rules, messages);
    setAttempted(true);
    setErrors(found);
    if (!data) {
      const first = CONTACT_FIELDS.find((field) => found[field]);
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    mutation.mutate({
      ...data,
      ...visitAttribution(),
      // The page's language, after `data`, whose parse fills in the default one.
      pageLanguage: language,
      ...(options.photoIds?.length ? { photos: options.photoIds } : {}),
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      fillTimeMs: Math.round(performance.now() - (shownAt.current ?? performance.now())),
    });
  };

  return { values, errors, change, submit, pending: mutation.isPending, sent };
}
