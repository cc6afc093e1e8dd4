import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AdminFieldProps {
  label: string;
  required?: boolean;
  error?: string;
  helper?: string;
  children: ReactNode;
}

/** Label, control, helper and the field's own error, wired together by Chakra's Field (ids, aria-invalid). */
export function AdminField({ label, required = false, error, helper, children }: AdminFieldProps) {
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
