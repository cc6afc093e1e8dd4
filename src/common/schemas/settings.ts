import { z } from 'zod';
import { MESSAGES } from '../messages';
import { HEX_COLOR_PATTERN, SETTING_KEY_PATTERN, type SettingDefinition } from '../settings';
import { isTimeZone } from '../site-time';
import { isImageReference, isMultiLineText, isSingleLineText } from './fields';
import { PHONE_NUMBER } from './phone';

export const settingOutput = z.object({
  key: z.string(),
  value: z.string(),
  section: z.string(),
  updatedAt: z.date(),
});
export type SettingRecord = z.infer<typeof settingOutput>;

export const settingUpdateInput = z.object({
  key: z
    .string({ error: 'key is required' })
    .max(100, 'key must be at most 100 characters')
    .regex(SETTING_KEY_PATTERN, 'key may only contain lowercase letters, digits, _ and -'),
  value: z.string({ error: 'value must be text' }),
});

const KIND_RULES: Partial<
  Record<SettingDefinition['kind'], { test: (value: string) => boolean; message: string }>
> = {
  color: { test: (value) => HEX_COLOR_PATTERN.test(value), message: 'must be a hex color such as #d4af37' },
  image: {
    test: isImageReference,
    message: 'must be an uploaded image (/objects/...), a site image (/images/...) or an https URL',
  },
  url: { test: (value) => /^https?:\/\/[^\s"'<>]+$/.test(value), message: 'must be an http(s) URL' },
  email: { test: (value) => z.email().safeParse(value).success, message: 'must be an email address' },
  phone: { test: (value) => PHONE_NUMBER.test(value), message: 'must be a phone number' },
  timezone: { test: isTimeZone, message: 'must be a time zone name such as America/Los_Angeles' },
};

const MULTI_LINE_KINDS: ReadonlySet<SettingDefinition['kind']> = new Set(['multiline', 'lines', 'list']);

/**
 * Why a value does not fit its setting, or null when it does. An empty value is always allowed:
 * it means "use the built-in default".
 */
export function settingValueProblem(definition: SettingDefinition, value: string): string | null {
  if (value.length > definition.maxLength) {
    return `${definition.key} must be at most ${definition.maxLength} characters`;
  }
  // Only the kinds edited in a text area hold line breaks; no kind holds other control characters. What is
  // around the value is whitespace the stored value is trimmed of.
  const stored = value.trim();
  if (MULTI_LINE_KINDS.has(definition.kind) ? !isMultiLineText(stored) : !isSingleLineText(stored)) {
    return MULTI_LINE_KINDS.has(definition.kind)
      ? MESSAGES.textControlCharacters(definition.key)
      : MESSAGES.singleLineText(definition.key);
  }
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const rule = KIND_RULES[definition.kind];
  if (rule && !rule.test(trimmed)) return `${definition.key} ${rule.message}`;
  return definition.rule?.(definition.key, trimmed) ?? null;
}
