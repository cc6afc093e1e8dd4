import { Field, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { HEX_COLOR_PATTERN, SETTINGS_BY_KEY, type SettingDefinition } from '../../../common/settings';
import { formatSiteTime } from '../../../common/site-time';
import { HistoryButton } from '../history/HistoryButton';
import { settingFieldProblem } from '../shared/formErrors';
import { ImageUploader } from '../uploads/ImageUploader';
import { DefaultImageNote } from './DefaultImageNote';
import { useSettingSaver, useStoredSettings } from './useSettingSaver';

/** Site Settings: keys naming a description, content or message get a multi-line box. */
function isMultiline(definition: SettingDefinition): boolean {
  return (
    ['multiline', 'lines', 'list'].includes(definition.kind) ||
    /description|content|message/.test(definition.key)
  );
}

/**
 * One setting (docs/product.md, Admin panel): text saves when the field loses focus and differs from the
 * stored value; images save as soon as they change. The built-in default shows as the placeholder, so the
 * owner sees what an empty value means.
 */
export function SettingField({
  settingKey,
  label,
  showUpdated = false,
}: {
  settingKey: string;
  label?: string;
  showUpdated?: boolean;
}) {
  const definition = SETTINGS_BY_KEY.get(settingKey);
  const { byKey, isPending } = useStoredSettings();
  const stored = byKey.get(settingKey);
  const storedValue = stored?.value ?? '';
  const [value, setValue] = useState(storedValue);
  const save = useSettingSaver();
  // The color picker needs its own id: the Field gives every control inside it the same id, which would
  // leave the hex field (the one the label names) unlabelled and the id duplicated.
  const pickerId = useId();

  useEffect(() => setValue(storedValue), [storedValue]);

  if (!definition) return null;
  const fieldLabel = label ?? definition.label;
  // A refused value marks its field (aria-invalid and the message under it) as well as the toast, until edited.
  const problem = save.isError ? settingFieldProblem(settingKey, save.error) : null;
  const commit = (next: string) => {
    if (next !== storedValue) save.mutate({ key: settingKey, value: next });
  };
  const common = {
    value,
    placeholder: definition.default,
    maxLength: definition.maxLength,
    disabled: isPending,
    onChange: (event: { target: { value: string } }) => {
      if (save.isError) save.reset();
      setValue(event.target.value);
    },
    onBlur: () => commit(value),
  };

  return (
    <Field.Root data-setting-key={settingKey} position="relative" invalid={Boolean(problem)}>
      {/* The label stays the field's first child; the History button sits at its end of the same line. */}
      <Field.Label pe="24">{fieldLabel}</Field.Label>
      <HistoryButton
        size="xs"
        named={false}
        position="absolute"
        top="-1"
        right="0"
        target={{ entityType: 'setting', entityKey: settingKey, name: fieldLabel }}
      />
      {definition.kind === 'image' ? (
        <>
          <ImageUploader
            label={fieldLabel}
            max={1}
            value={value ? [value] : []}
            onChange={(images) => {
              const next = images[0] ?? '';
              setValue(next);
              commit(next);
            }}
          />
          {!value && definition.default && <DefaultImageNote src={definition.default} label={fieldLabel} />}
        </>
      ) : definition.kind === 'color' ? (
        <HStack w="full">
          <Input
            id={pickerId}
            type="color"
            aria-label={`${fieldLabel} picker`}
            w="14"
            p="1"
            value={HEX_COLOR_PATTERN.test(value) ? value : definition.default}
            onChange={common.onChange}
            onBlur={common.onBlur}
          />
          <Input {...common} fontFamily="mono" />
        </HStack>
      ) : isMultiline(definition) ? (
        <Textarea {...common} rows={definition.kind === 'lines' ? 5 : 3} autoresize />
      ) : (
        <Input
          {...common}
          type={definition.kind === 'email' ? 'email' : definition.kind === 'url' ? 'url' : 'text'}
        />
      )}
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      {definition.kind === 'lines' && <Field.HelperText>One item per line.</Field.HelperText>}
      {definition.kind === 'list' && <Field.HelperText>Separate items with commas.</Field.HelperText>}
      {showUpdated && stored && (
        <Text fontSize="xs" color="fg.muted">
          Last updated {formatSiteTime(stored.updatedAt, { dateStyle: 'long' })}
        </Text>
      )}
    </Field.Root>
  );
}
