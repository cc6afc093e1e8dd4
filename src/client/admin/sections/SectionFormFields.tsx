import { Box, Field, Input, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SECTION_TYPES } from '../../../common/constants';
import { SECTION_DEFINITIONS } from '../../../common/section-types';
import { ImageUploader } from '../uploads/ImageUploader';
import { SectionTypeFields } from './SectionTypeFields';
import type { SectionForm, SectionFormErrors } from './sectionForm';

interface SectionFormFieldsProps {
  form: SectionForm;
  errors: SectionFormErrors;
  onChange: (changes: Partial<SectionForm>) => void;
}

function TextField({
  label,
  error,
  helper,
  children,
}: {
  label: string;
  error?: string;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function Select({
  value,
  options,
  onChange,
}: {
  value: string;
  options: string[];
  onChange: (v: string) => void;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {Object.hasOwn(SECTION_DEFINITIONS, option)
              ? SECTION_DEFINITIONS[option as keyof typeof SECTION_DEFINITIONS].label
              : option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Every field of a page section (docs/product.md, Page sections), in the order the owner reads it. */
export function SectionFormFields({ form, errors, onChange }: SectionFormFieldsProps) {
  const text = (key: 'title' | 'subtitle' | 'buttonText' | 'buttonLink') => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });
  // A section of a type the public renderer tolerates but the list lacks keeps its type.
  const types: string[] = SECTION_TYPES.includes(form.sectionType as (typeof SECTION_TYPES)[number])
    ? [...SECTION_TYPES]
    : [form.sectionType, ...SECTION_TYPES];

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1 }} gap="5">
        <TextField label="Section type" error={errors.sectionType}>
          <Select
            value={form.sectionType}
            options={types}
            onChange={(sectionType) => onChange({ sectionType })}
          />
        </TextField>
      </SimpleGrid>
      <TextField label="Title" error={errors.title}>
        <Input {...text('title')} maxLength={300} />
      </TextField>
      <TextField label="Subtitle" error={errors.subtitle}>
        <Input {...text('subtitle')} maxLength={500} />
      </TextField>
      <TextField
        label="Content (HTML)"
        error={errors.content}
        helper="Basic tags are allowed: p, strong, em, ul/ol/li, h2-h4, a. Anything else is removed when saved."
      >
        <Textarea
          name="content"
          value={form.content}
          onChange={(event) => onChange({ content: event.target.value })}
          rows={6}
          fontFamily="mono"
          fontSize="sm"
        />
      </TextField>
      {/* Not a Field.Label: the uploader names its own file input. */}
      <Field.Root invalid={Boolean(errors.imageUrl)}>
        <Text fontSize="sm" fontWeight="medium">
          Section image
        </Text>
        <Box w="full">
          <ImageUploader
            label="Section image"
            max={1}
            value={form.imageUrl ? [form.imageUrl] : []}
            onChange={(images) => onChange({ imageUrl: images[0] ?? '' })}
          />
        </Box>
        {errors.imageUrl && <Field.ErrorText>{errors.imageUrl}</Field.ErrorText>}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <TextField label="Button text" error={errors.buttonText}>
          <Input {...text('buttonText')} maxLength={100} />
        </TextField>
        <TextField
          label="Button link"
          error={errors.buttonLink}
          helper="A page such as /contact, or a full URL."
        >
          <Input {...text('buttonLink')} placeholder="/contact" />
        </TextField>
      </SimpleGrid>
      <SectionTypeFields
        sectionType={form.sectionType}
        meta={form.meta}
        error={errors.meta}
        onChange={(meta) => onChange({ meta })}
      />
      <Switch.Root
        checked={form.isActive}
        onCheckedChange={(details) => onChange({ isActive: details.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Active (shown on the public page)</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
