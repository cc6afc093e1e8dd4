import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { ICON_NAMES } from '../../../common/constants';
import {
  type AnySectionMeta,
  isSectionType,
  type MetaField,
  SECTION_DEFINITIONS,
  SECTION_LIMITS,
  type SectionType,
} from '../../../common/section-types';
import { SectionIcon } from '../../components/SectionIcon';
import { ImageUploader } from '../uploads/ImageUploader';

type Step = NonNullable<AnySectionMeta['steps']>[number];
const NEW_STEP: Step = { title: '', description: '', timeline: '' };

/**
 * The fields of a section's type, generated from its definition (src/common/section-types.ts): an icon picker,
 * gallery photos through the uploader, and list editors for steps and checklist items. The owner never edits JSON.
 */
export function SectionTypeFields({
  sectionType,
  meta,
  error,
  onChange,
}: {
  sectionType: string;
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
        <Box key={field.key}>{fieldFor(field, meta, set, sectionType)}</Box>
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
  if (field.kind === 'steps') {
    const steps = meta.steps ?? [];
    const setStep = (index: number, changes: Partial<Step>) =>
      set({ steps: steps.map((step, at) => (at === index ? { ...step, ...changes } : step)) });
    return (
      <Stack gap="3" role="group" aria-label={field.label}>
        <Text fontSize="sm" fontWeight="medium">
          {field.label}
        </Text>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is edited in its place.
          <Stack key={index} gap="2" p="3" borderWidth="1px" borderRadius="md" data-testid="step-editor">
            <HStack gap="2">
              <Input
                aria-label={`Step ${index + 1} title`}
                placeholder={`Step ${index + 1} title`}
                value={step.title}
                maxLength={120}
                onChange={(event) => setStep(index, { title: event.target.value })}
              />
              <Input
                aria-label={`Step ${index + 1} time`}
                placeholder="Time (e.g. 2-4 weeks)"
                value={step.timeline}
                maxLength={100}
                onChange={(event) => setStep(index, { timeline: event.target.value })}
              />
            </HStack>
            <Textarea
              aria-label={`Step ${index + 1} description`}
              placeholder="What happens in this step"
              value={step.description}
              maxLength={1000}
              rows={2}
              onChange={(event) => setStep(index, { description: event.target.value })}
            />
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              alignSelf="flex-end"
              onClick={() => set({ steps: steps.filter((_, at) => at !== index) })}
            >
              <Trash2 aria-hidden="true" /> Remove step {index + 1}
            </Button>
          </Stack>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          disabled={steps.length >= SECTION_LIMITS.steps}
          onClick={() => set({ steps: [...steps, NEW_STEP] })}
        >
          <Plus aria-hidden="true" /> Add step
        </Button>
      </Stack>
    );
  }
  const items = meta.items ?? [];
  return (
    <Stack gap="2" role="group" aria-label={field.label}>
      <Text fontSize="sm" fontWeight="medium">
        {field.label}
      </Text>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an item is edited in its place.
        <HStack key={index} gap="2">
          <Input
            aria-label={`Checklist item ${index + 1}`}
            value={item}
            maxLength={300}
            onChange={(event) =>
              set({ items: items.map((current, at) => (at === index ? event.target.value : current)) })
            }
          />
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove checklist item ${index + 1}`}
            onClick={() => set({ items: items.filter((_, at) => at !== index) })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </HStack>
      ))}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={items.length >= SECTION_LIMITS.checklistItems}
        onClick={() => set({ items: [...items, ''] })}
      >
        <Plus aria-hidden="true" /> Add item
      </Button>
    </Stack>
  );
}
