import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  required?: boolean;
  error: string | undefined;
  /** A hint under the control, shown while the field has no error. */
  helper?: string;
  children: ReactNode;
}

/**
 * Label, control, helper and the field's own error, wired together by Chakra's Field (ids, aria-invalid), in the
 * contact form and the admin panel alike. `required` puts the native attribute on the control, so assistive tech
 * announces it; the asterisk is for the eye only. Errors and asterisks use `fg.error`, a deeper red than Chakra's
 * (red.500 is 3.8:1 on white, below AA for small text).
 */
export function FormField({ label, required = false, error, helper, children }: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator color="fg.error" />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText color="fg.error">{error}</Field.ErrorText>
    </Field.Root>
  );
}
