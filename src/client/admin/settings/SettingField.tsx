import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId } from 'react';
import { SETTING_RESET } from '../../../common/messages';
import {
  HEX_COLOR_PATTERN,
  isTranslatableSetting,
  SETTINGS_BY_KEY,
  type SettingDefinition,
} from '../../../common/settings';
import { formatSiteTime } from '../../../common/site-time';
import { HistoryButton } from '../history/HistoryButton';
import { draftSetting, dropDraft } from '../preview/previewDrafts';
import { settingFieldProblem } from '../shared/formErrors';
import { GrowingTextarea } from '../shared/GrowingTextarea';
import { useBeforeUnload } from '../shared/useBeforeUnload';
import { SpanishBeside } from '../translations/SpanishBeside';
import { ImageUploader } from '../uploads/ImageUploader';
import { DefaultImageNote } from './DefaultImageNote';
import { ListSettingInput } from './ListSettingInput';
import { useSettingText } from './useSettingText';

/** Site Settings: keys naming a description, content or message get a multi-line box. */
function isMultiline(definition: SettingDefinition): boolean {
  return (
    ['multiline', 'lines', 'list'].includes(definition.kind) ||
    /description|content|message/.test(definition.key)
  );
}

/**
 * One setting (docs/product.md, Admin panel): text saves when the field loses focus and differs from the
 * stored value; images save as soon as they change. A text field holds the words the site shows (the built-in
 * ones until the owner writes his own) and, once he has, offers "Reset to the built-in text"; the built-in
 * words stay the placeholder, seen when the field is emptied. What is typed shows in the live preview before it
 * is saved.
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
  const text = useSettingText(settingKey);
  const { updatedAt, storedValue, isPending } = text;
  // Images keep the stored reference (empty: the built-in image, shown beside); text holds the shown words.
  const isImage = definition?.kind === 'image';
  const value = isImage ? storedValue : text.value;
  const setValue = text.setValue;
  // The color picker needs its own id: the Field gives every control inside it the same id, which would
  // leave the hex field (the one the label names) unlabelled and the id duplicated.
  const pickerId = useId();

  // A reload or leaving the site while the field holds text not yet saved asks the browser's "Leave site?" first.
  useBeforeUnload(!isPending && !isImage && text.value !== text.shown);
  // What is typed shows in the live preview at once; it leaves it when saved, or when the field goes away.
  useEffect(() => () => dropDraft('settings', settingKey), [settingKey]);

  if (!definition) return null;
  const fieldLabel = label ?? definition.label;
  const settled = () => dropDraft('settings', settingKey);
  const commit = (next: string) => text.commit(next, settled);
  // A refused value marks its field (aria-invalid and the message under it) as well as the toast, until edited.
  const problem = text.save.isError ? settingFieldProblem(settingKey, text.save.error) : null;
  const type = (next: string) => {
    if (text.save.isError) text.save.reset();
    setValue(next);
    // A colour is previewed once it is one; an image when it is chosen (saved at once).
    if (definition.kind !== 'color' || HEX_COLOR_PATTERN.test(next)) draftSetting(settingKey, next);
  };
  const common = {
    value,
    placeholder: text.builtIn,
    maxLength: definition.maxLength,
    disabled: isPending,
    onChange: (event: { target: { value: string } }) => type(event.target.value),
    onBlur: () => commit(value),
  };

  return (
    <>
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
        ) : definition.kind === 'list' ? (
          <ListSettingInput
            label={fieldLabel}
            value={value}
            disabled={isPending}
            onType={type}
            onCommit={commit}
          />
        ) : isMultiline(definition) ? (
          <GrowingTextarea {...common} rows={definition.kind === 'lines' ? 5 : 3} />
        ) : (
          <Input
            {...common}
            type={definition.kind === 'email' ? 'email' : definition.kind === 'url' ? 'url' : 'text'}
          />
        )}
        {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        {!isImage && text.overridden && (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-end"
            color="fg.muted"
            disabled={isPending}
            onClick={() => text.reset(settled)}
          >
            <RotateCcw aria-hidden="true" />
            {text.inherits ? SETTING_RESET.inheritedLabel : SETTING_RESET.label}
          </Button>
        )}
        {definition.kind === 'lines' && <Field.HelperText>One item per line.</Field.HelperText>}
        {showUpdated && updatedAt !== null && (
          <Text fontSize="xs" color="fg.muted">
            Last updated {formatSiteTime(new Date(updatedAt), { dateStyle: 'long' })}
          </Text>
        )}
      </Field.Root>
      {isTranslatableSetting(definition) && (
        <SpanishBeside text={{ kind: 'setting', ref: settingKey, field: 'value' }} />
      )}
    </>
  );
}
