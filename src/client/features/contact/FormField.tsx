import { Box, Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Chakra's red (red.500, 3.8:1 on white) is below AA for small text, so errors and asterisks use a deeper red. */

interface Props {
  label: string;
  required?: boolean;
  error: string | undefined;
  children: ReactNode;
}

/**
 * Label, control and the field's own error message. `required` puts the native attribute on the control, so
 * assistive tech announces it; the asterisk is for the eye only.
 */
export function FormField({ label, required = false, error, children }: Props) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator color="fg.error" />}
      </Field.Label>
      {children}
      <Field.ErrorText color="fg.error">{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function RequiredNote() {
  return (
    <Text color="fg.muted" fontSize="sm">
      Required fields are marked with an asterisk (
      <Box as="span" color="fg.error">
        *
      </Box>
      ).
    </Text>
  );
}
