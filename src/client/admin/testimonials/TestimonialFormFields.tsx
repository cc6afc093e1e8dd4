import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { PROJECT_TYPES } from '../../../common/constants';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES_IN_ENGLISH,
  LANGUAGES,
  type Language,
} from '../../../common/i18n/languages';
import { FormField } from '../../components/FormField';
import { SwitchField, textFieldProps } from '../shared/EntityFields';
import { SpanishBeside } from '../translations/SpanishBeside';
import {
  RATING_OPTIONS,
  TESTIMONIAL_MAX_LENGTH,
  type TestimonialFormErrors,
  type TestimonialFormValues,
} from './testimonialForm';

interface TestimonialFormFieldsProps {
  /** A stored testimonial's id: an English one then has its Spanish under its text. */
  testimonialId?: number | undefined;
  values: TestimonialFormValues;
  errors: TestimonialFormErrors;
  onChange: <K extends keyof TestimonialFormValues>(field: K, value: TestimonialFormValues[K]) => void;
}

/** A testimonial's fields; the project type suggests the site's project types but takes any text. */
export function TestimonialFormFields({
  testimonialId,
  values,
  errors,
  onChange,
}: TestimonialFormFieldsProps) {
  const projectTypesId = useId();
  const text = (field: 'clientName' | 'projectType' | 'content') =>
    textFieldProps(field, values[field], TESTIMONIAL_MAX_LENGTH[field], onChange);

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Client Name" required error={errors.clientName}>
          <Input {...text('clientName')} autoComplete="off" />
        </FormField>
        <FormField label="Project Type" required error={errors.projectType}>
          <Input {...text('projectType')} placeholder="e.g. Custom Home Build" list={projectTypesId} />
        </FormField>
      </SimpleGrid>
      <datalist id={projectTypesId}>
        {PROJECT_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <FormField label="Testimonial Content" required error={errors.content}>
        <Textarea {...text('content')} rows={4} resize="vertical" lang={values.language} />
      </FormField>
      <FormField
        label="Written in"
        error={errors.language}
        helper="Shown in the client's own words on every page; an English one can have your Spanish."
      >
        <NativeSelect.Root maxW={{ md: '48' }}>
          <NativeSelect.Field
            name="language"
            value={values.language}
            onChange={(event) => onChange('language', event.target.value as Language)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES_IN_ENGLISH[language]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {testimonialId !== undefined && values.language === DEFAULT_LANGUAGE && (
        <SpanishBeside text={{ kind: 'testimonial', ref: String(testimonialId), field: 'content' }} />
      )}
      <FormField label="Rating" error={errors.rating}>
        <NativeSelect.Root maxW={{ md: '48' }}>
          <NativeSelect.Field
            name="rating"
            value={String(values.rating)}
            onChange={(event) => onChange('rating', Number(event.target.value))}
          >
            {RATING_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SwitchField
        checked={values.featured}
        onChange={(featured) => onChange('featured', featured)}
        label="Featured Testimonial"
        helper="Display on the homepage"
      />
    </Stack>
  );
}
