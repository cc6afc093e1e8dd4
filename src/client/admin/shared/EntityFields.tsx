import { Field, Switch } from '@chakra-ui/react';

/**
 * The props of a text input or textarea bound to one field of an entity form: its name, its value, the
 * shared schema's length (so the input stops where the server would) and its change.
 */
export function textFieldProps<F extends string>(
  field: F,
  value: string,
  maxLength: number | undefined,
  onChange: (field: F, value: string) => void,
) {
  return {
    name: field,
    value,
    maxLength,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  };
}

/** A switch with what it does under it (a project or testimonial featured, visitors acknowledged). */
export function SwitchField({
  checked,
  onChange,
  label,
  helper,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  helper: string;
}) {
  return (
    <Field.Root>
      <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
      </Switch.Root>
      <Field.HelperText>{helper}</Field.HelperText>
    </Field.Root>
  );
}
