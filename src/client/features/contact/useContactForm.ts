import { type FormEvent, useEffect, useRef, useState } from 'react';
import { mapErrorText, TOASTS } from '../../../common/messages';
import { contactInput } from '../../../common/schemas/contact';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';

/** The honeypot's name: people never see the field, form-filling bots do (see HoneypotField). */
export const HONEYPOT_FIELD = 'website';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'projectType', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMPTY: ContactValues = { name: '', email: '', phone: '', projectType: '', message: '' };

/** The server's schema is the one source of the rules; its first message per field is shown beside the field. */
function validate(values: ContactValues) {
  const result = contactInput.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY && !errors[field as ContactField]) {
      errors[field as ContactField] = issue.message;
    }
  }
  return { data: undefined, errors };
}

export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Errors appear on the first submit, then follow each keystroke so they clear as soon as a field is fixed.
  const [attempted, setAttempted] = useState(false);
  // When the form was shown (or last sent): the server treats a form sent within seconds as a bot's.
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const mutation = trpc.public.contact.submit.useMutation({
    onSuccess: () => {
      toaster.create({ ...TOASTS.contactSent, type: 'success' });
      setValues(EMPTY);
      setErrors({});
      setAttempted(false);
      shownAt.current = performance.now();
    },
    onError: (error) => {
      toaster.create({
        title: TOASTS.contactFailed,
        description: mapErrorText('contact', failureOf(error)),
        type: 'error',
      });
    },
  });

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validate(next).errors);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const { data, errors: found } = validate(values);
    setAttempted(true);
    setErrors(found);
    if (!data) {
      const first = CONTACT_FIELDS.find((field) => found[field]);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const honeypot = event.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    mutation.mutate({
      ...data,
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      fillTimeMs: Math.round(performance.now() - (shownAt.current ?? performance.now())),
    });
  };

  return { values, errors, change, submit, pending: mutation.isPending };
}
