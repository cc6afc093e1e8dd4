import { Box, Field, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { PageId } from '../../../common/constants';
import { PAGE_BLOCKS } from '../../../common/page-blocks';
import { SpanishBeside } from '../translations/SpanishBeside';
import { ImageUploader } from '../uploads/ImageUploader';
import { SectionTypeFields } from './SectionTypeFields';
import { SectionTypePicker } from './SectionTypePicker';
import type { SectionForm, SectionFormErrors } from './sectionForm';

// The editor (TipTap and ProseMirror, about 400 kB) loads when a section dialog first opens, not with the panel.
const RichTextEditor = lazy(() =>
  import('../shared/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

interface SectionFormFieldsProps {
  pageId: PageId;
  /** A stored section's id: its texts then have their Spanish under them (a new one has none yet). */
  sectionId?: number | undefined;
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

/** Every field of a page section (docs/product.md, Page sections), in the order the owner reads it. */
export function SectionFormFields({ pageId, sectionId, form, errors, onChange }: SectionFormFieldsProps) {
  const spanishOf = (field: 'title' | 'subtitle' | 'content' | 'buttonText') =>
    sectionId !== undefined && <SpanishBeside text={{ kind: 'section', ref: String(sectionId), field }} />;
  const text = (key: 'title' | 'subtitle' | 'buttonText' | 'buttonLink') => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });

  return (
    <Stack gap="5">
      <SectionTypePicker
        value={form.sectionType}
        error={errors.sectionType}
        onChange={(sectionType) => onChange({ sectionType })}
      />
      {PAGE_BLOCKS[pageId].length > 0 && (
        <TextField label="Place on the page" error={errors.afterBlock}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={form.afterBlock}
              onChange={(event) => onChange({ afterBlock: event.target.value })}
            >
              {PAGE_BLOCKS[pageId].map((block) => (
                <option key={block.id} value={block.id}>
                  After {block.label}
                </option>
              ))}
              <option value="">At the end of the page</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </TextField>
      )}
      <TextField label="Title" error={errors.title}>
        <Input {...text('title')} maxLength={300} />
      </TextField>
      {spanishOf('title')}
      <TextField label="Subtitle" error={errors.subtitle}>
        <Input {...text('subtitle')} maxLength={500} />
      </TextField>
      {spanishOf('subtitle')}
      <Suspense fallback={<Box minH="44" borderWidth="1px" borderRadius="md" aria-busy="true" />}>
        <RichTextEditor
          label="Content"
          value={form.content}
          error={errors.content}
          onChange={(content) => onChange({ content })}
        />
      </Suspense>
      {spanishOf('content')}
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
        <Stack gap="2">
          <TextField label="Button text" error={errors.buttonText}>
            <Input {...text('buttonText')} maxLength={100} />
          </TextField>
          {spanishOf('buttonText')}
        </Stack>
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
        title={form.title}
        imageUrl={form.imageUrl}
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
