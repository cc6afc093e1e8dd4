import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';
import type { FieldTexts, Messages } from '../../../common/i18n/catalogs';
import type { LeadFieldDeclaration, LeadFieldKey } from '../../../common/leads/fields';
import { PHONE_PATTERN } from '../../../common/schemas/phone';
import { FormField } from '../../components/FormField';
import { useMessages } from '../../i18n/useMessages';
import { projectTypeLabel } from '../choiceLabels';

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

interface Props {
  field: LeadFieldDeclaration;
  value: string;
  error: string | undefined;
  onChange: (field: LeadFieldKey, value: string) => void;
  /** A hint of the page's own instead of the field's (the booking page's for the address it requires). */
  helper?: string;
}

/** A field's words in the page's language. */
export const fieldTextsOf = (messages: Messages, field: LeadFieldDeclaration): FieldTexts =>
  messages.contact.fields[field.key as LeadFieldKey];

/** The control a field's kind takes: the right input type and autofill, so phones show a keypad and so on. */
function control({ field, value, onChange }: Props, messages: Messages): ReactNode {
  const bound = {
    name: field.key,
    value,
    onChange: (event: ControlEvent) => onChange(field.key as LeadFieldKey, event.target.value),
    size: 'lg' as const,
    bg: 'bg',
  };
  const autoComplete = field.form?.autoComplete;
  const { placeholder, emptyChoice } = fieldTextsOf(messages, field);
  switch (field.kind) {
    case 'email':
      return <Input {...bound} type="email" autoComplete={autoComplete} placeholder={placeholder} />;
    case 'phone':
      return (
        <Input
          {...bound}
          type="tel"
          autoComplete={autoComplete}
          placeholder={placeholder}
          pattern={PHONE_PATTERN}
          title={messages.contact.validation.phone}
        />
      );
    case 'multiLine':
      return <Textarea {...bound} rows={6} resize="vertical" placeholder={placeholder} />;
    case 'choice':
      return (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field {...bound} autoComplete={autoComplete}>
            <option value="">{emptyChoice ?? ''}</option>
            {/* The form sends a choice's English value, the API's; the visitor reads its label. */}
            {field.choices.map((choice) => (
              <option key={choice.id} value={choice.english}>
                {projectTypeLabel(messages.contact.projectTypes, choice.id)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    default:
      return <Input {...bound} autoComplete={autoComplete} placeholder={placeholder} />;
  }
}

/** One field of the contact form (common/leads/fields.ts): its label, control, hint and error. */
export function ContactFieldControl(props: Props) {
  const { field, error } = props;
  const messages = useMessages();
  const texts = fieldTextsOf(messages, field);
  return (
    <FormField
      label={texts.formLabel}
      required={field.required}
      error={error}
      helper={props.helper ?? texts.helper}
    >
      {control(props, messages)}
    </FormField>
  );
}

/**
 * The form's fields in rows: two half-width fields side by side from the medium breakpoint, others alone. `render`
 * keys each field's element by its key.
 */
export function ContactFieldRows({
  fields,
  render,
}: {
  fields: readonly LeadFieldDeclaration[];
  render: (field: LeadFieldDeclaration) => ReactNode;
}) {
  const rows: LeadFieldDeclaration[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.form?.half && last?.length === 1 && last[0]?.form?.half) last.push(field);
    else rows.push([field]);
  }
  return rows.map(([first, second]) =>
    first && second ? (
      <SimpleGrid key={`${first.key} ${second.key}`} columns={{ base: 1, md: 2 }} gap="6">
        {render(first)}
        {render(second)}
      </SimpleGrid>
    ) : (
      first && render(first)
    ),
  );
}
