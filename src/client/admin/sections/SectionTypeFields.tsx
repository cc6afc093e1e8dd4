import { Box, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { ICON_NAMES } from '../../../common/constants';
import {
  type AnySectionMeta,
  galleryPhotosOf,
  isSectionType,
  type MetaField,
  SECTION_DEFINITIONS,
  SECTION_LIMITS,
  type SectionType,
} from '../../../common/section-types';
import { SectionIcon } from '../../components/SectionIcon';
import { ListEditor } from '../shared/ListEditor';
import { PhotoDetailsFields } from '../shared/PhotoDetailsFields';
import { ImageUploader } from '../uploads/ImageUploader';

type Step = NonNullable<AnySectionMeta['steps']>[number];
const NEW_STEP: Step = { title: '', description: '', timeline: '' };

/**
 * The fields of a section's type, generated from its definition (src/common/section-types.ts): an icon picker,
 * gallery photos through the uploader with what the owner says of each, and list editors for steps and
 * checklist items. The owner never edits JSON.
 */
export function SectionTypeFields({
  sectionType,
  title = '',
  imageUrl = '',
  meta,
  error,
  onChange,
}: {
  sectionType: string;
  /** The section's title and image, which a gallery's photo details start from. */
  title?: string;
  imageUrl?: string;
  meta: AnySectionMeta;
  error?: string | undefined;
  onChange: (meta: AnySectionMeta) => void;
}) {
  if (!isSectionType(sectionType)) return null;
  const definition = SECTION_DEFINITIONS[sectionType];
  const set = (changes: AnySectionMeta) => onChange({ ...meta, ...changes });
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {definition.hint}
      </Text>
      {(definition.fields as readonly MetaField[]).map((field) => (
        <Box key={field.key}>{fieldFor(field, meta, set, sectionType, { title, imageUrl })}</Box>
      ))}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function fieldFor(
  field: MetaField,
  meta: AnySectionMeta,
  set: (changes: AnySectionMeta) => void,
  sectionType: SectionType,
  section: { title: string; imageUrl: string },
) {
  if (field.kind === 'icon') {
    return (
      <Field.Root>
        <Field.Label>Icon</Field.Label>
        <HStack gap="3" w="full">
          <NativeSelect.Root flex="1">
            <NativeSelect.Field
              value={meta.icon ?? ''}
              onChange={(event) => set({ icon: (event.target.value || undefined) as AnySectionMeta['icon'] })}
            >
              <option value="">{field.fallback ? `Default (${field.fallback})` : 'No icon'}</option>
              {ICON_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Box color="brand.accentText" aria-hidden="true">
            <SectionIcon name={meta.icon ?? field.fallback} size={24} />
          </Box>
        </HStack>
      </Field.Root>
    );
  }
  if (field.kind === 'images') {
    return (
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {field.label}
        </Text>
        <ImageUploader
          label={field.label}
          // Before and after compares two photos; a gallery holds many.
          max={sectionType === 'before-after' ? 2 : SECTION_LIMITS.galleryImages}
          value={meta.images ?? []}
          onChange={(images) => set({ images })}
        />
      </Stack>
    );
  }
  if (field.kind === 'photoDetails') {
    const name = section.title.trim() || 'Gallery';
    return (
      <PhotoDetailsFields
        urls={galleryPhotosOf(section.imageUrl, meta.images)}
        details={meta.imageDetails ?? {}}
        suggestion={(index) => `${name}, photo ${index + 1}`}
        required={false}
        error={undefined}
        onChange={(imageDetails) => set({ imageDetails })}
      />
    );
  }
  if (field.kind === 'steps') {
    return (
      <ListEditor
        label={field.label}
        itemName="step"
        items={meta.steps ?? []}
        max={SECTION_LIMITS.steps}
        blank={NEW_STEP}
        onChange={(steps) => set({ steps })}
        row={(step, index, update) => (
          <Stack gap="2" data-testid="step-editor">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              <Input
                aria-label={`Step ${index + 1} title`}
                placeholder={`Step ${index + 1} title`}
                value={step.title}
                maxLength={120}
                onChange={(event) => update({ ...step, title: event.target.value })}
              />
              <Input
                aria-label={`Step ${index + 1} time`}
                placeholder="Time (e.g. 2-4 weeks)"
                value={step.timeline}
                maxLength={100}
                onChange={(event) => update({ ...step, timeline: event.target.value })}
              />
            </Stack>
            <Textarea
              aria-label={`Step ${index + 1} description`}
              placeholder="What happens in this step"
              value={step.description}
              maxLength={1000}
              rows={2}
              onChange={(event) => update({ ...step, description: event.target.value })}
            />
          </Stack>
        )}
      />
    );
  }
  return (
    <ListEditor
      label={field.label}
      itemName="item"
      items={meta.items ?? []}
      max={SECTION_LIMITS.checklistItems}
      blank=""
      onChange={(items) => set({ items })}
      row={(item, index, update) => (
        <Input
          aria-label={`Checklist item ${index + 1}`}
          value={item}
          maxLength={300}
          onChange={(event) => update(event.target.value)}
        />
      )}
    />
  );
}
