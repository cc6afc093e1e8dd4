import { Box, Input, InputGroup, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS, PROJECT_CATEGORIES } from '../../../common/constants';
import { PROJECT_MESSAGES } from '../../../common/messages';
import { projectPagePath } from '../../../common/routes';
import { photoAltSuggestion } from '../../../common/schemas/portfolio';
import { PROJECT_FACTS, type ProjectFactKey } from '../../../common/schemas/project-facts';
import { slugify } from '../../../common/slugs';
import { photoRef } from '../../../common/translations/texts';
import { FormField } from '../../components/FormField';
import { SwitchField, textFieldProps } from '../shared/EntityFields';
import { PhotoDetailsFields } from '../shared/PhotoDetailsFields';
import { SpanishBeside } from '../translations/SpanishBeside';
import { ImageUploader } from '../uploads/ImageUploader';
import { BeforeAfterFields } from './BeforeAfterFields';
import { DescribePhotosNudge } from './DescribePhotosNudge';
import { PROJECT_MAX_LENGTH, type ProjectFormErrors, type ProjectFormValues } from './projectForm';

interface ProjectFormFieldsProps {
  /** A stored project: its texts then have their Spanish under them, and its page its Spanish address. */
  project?: { id: number } | null | undefined;
  values: ProjectFormValues;
  errors: ProjectFormErrors;
  onChange: <K extends keyof ProjectFormValues>(field: K, value: ProjectFormValues[K]) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** Photos saved with a suggested description that the form has not described yet. */
  photosToDescribe: number;
}

/** Whether any of `photos` was among `before` and is not among `after` (a pair still being chosen has ''). */
const photoTakenOut = (before: readonly string[], after: readonly string[], ...photos: string[]) =>
  photos.some((photo) => before.includes(photo) && !after.includes(photo));

/** The fields of the project dialog; the dialog owns the values, so nothing typed is lost on an error. */
export function ProjectFormFields({
  project,
  values,
  errors,
  onChange,
  onUploadingChange,
  photosToDescribe,
}: ProjectFormFieldsProps) {
  const text = (field: 'title' | 'slug' | 'spanishSlug' | 'description' | ProjectFactKey) =>
    textFieldProps(field, values[field], PROJECT_MAX_LENGTH[field], onChange);

  const spanishOf = (field: 'title' | 'description') =>
    project && <SpanishBeside text={{ kind: 'project', ref: String(project.id), field }} />;
  return (
    <Stack gap="5">
      <DescribePhotosNudge count={photosToDescribe} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Stack gap="2">
          <FormField label="Title" required error={errors.title}>
            <Input {...text('title')} placeholder="e.g. Malibu Modern Residence" />
          </FormField>
          {spanishOf('title')}
        </Stack>
        <FormField label="Category" required error={errors.category}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="category"
              value={values.category}
              onChange={(event) => onChange('category', event.target.value)}
            >
              <option value="">Select a category</option>
              {PROJECT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField label="Page address" error={errors.slug} helper={PROJECT_MESSAGES.slugHelp}>
        <InputGroup startAddon={projectPagePath('')}>
          <Input
            {...text('slug')}
            // A new project's address is made from its title when left empty: shown as the placeholder.
            placeholder={values.title.trim() ? slugify(values.title) : 'made from the title'}
            autoCapitalize="none"
            spellCheck={false}
          />
        </InputGroup>
      </FormField>
      {project && (
        <FormField
          label="Page address in Spanish"
          error={undefined}
          helper={PROJECT_MESSAGES.spanishSlugHelp}
        >
          <InputGroup startAddon={projectPagePath('', 'es')}>
            <Input
              {...text('spanishSlug')}
              placeholder={values.slug || 'made from the Spanish title'}
              autoCapitalize="none"
              spellCheck={false}
              data-testid="spanish-address"
            />
          </InputGroup>
        </FormField>
      )}
      <FormField label="Description" required error={errors.description}>
        <Textarea {...text('description')} rows={5} resize="vertical" />
      </FormField>
      {spanishOf('description')}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {PROJECT_FACTS.map((fact) => (
          <FormField key={fact.key} label={fact.form.label} error={errors[fact.key]}>
            <Input {...text(fact.key)} placeholder={fact.form.placeholder} />
          </FormField>
        ))}
      </SimpleGrid>
      <SwitchField
        checked={values.featured}
        onChange={(featured) => onChange('featured', featured)}
        label="Featured"
        helper="Show on the homepage"
      />
      <Box as="fieldset" border="0" p="0" m="0" minW="0">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
          Images
          <Box as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Box>
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="3">
          Up to {LIMITS.uploadBatchMax} photos at a time, {LIMITS.projectImagesMax} in all. The first one is
          the cover; use the arrows to reorder.
        </Text>
        <ImageUploader
          label="Project images"
          value={values.imageUrls}
          onChange={(imageUrls) => {
            onChange('imageUrls', imageUrls);
            // A photo taken out of the project takes its before/after pairs with it.
            const kept = values.beforeAfter.filter(
              (pair) => !photoTakenOut(values.imageUrls, imageUrls, pair.before, pair.after),
            );
            if (kept.length < values.beforeAfter.length) onChange('beforeAfter', kept);
          }}
          max={LIMITS.projectImagesMax}
          onBusyChange={onUploadingChange}
        />
        {errors.imageUrls && (
          <Text fontSize="sm" color="fg.error" mt="2">
            {errors.imageUrls}
          </Text>
        )}
      </Box>
      <PhotoDetailsFields
        urls={values.imageUrls}
        details={values.imageDetails}
        suggestion={(index) => photoAltSuggestion(values, index)}
        translationOf={(url, field) =>
          project && <SpanishBeside text={{ kind: 'photo', ref: photoRef(project.id, url), field }} />
        }
        required
        error={errors.imageDetails}
        onChange={(imageDetails) => onChange('imageDetails', imageDetails)}
      />
      <BeforeAfterFields
        values={values}
        error={errors.beforeAfter}
        onChange={(beforeAfter) => onChange('beforeAfter', beforeAfter)}
      />
    </Stack>
  );
}
