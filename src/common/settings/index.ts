/** Site-settings registry (docs/product.md, Data: `site_settings`): definitions, defaults and helpers. */

export { ABOUT_CREDENTIAL_COUNT, ABOUT_VALUE_COUNT } from './about';
export { isTranslatableSetting, LANGUAGE_NEUTRAL_KEYS } from './language-neutral';
export { type LabelledLine, labelledLines, type ServedCounty, servedCounties } from './lines';
export {
  isSettingKey,
  SETTING_SECTIONS,
  SETTINGS,
  SETTINGS_BY_KEY,
  sectionTitle,
  settingDefault,
  settingsInSection,
  TRANSLATED_DEFAULTS,
} from './registry';
export {
  builtInValue,
  isEnglishDefault,
  isOwnersUntranslatedText,
  normalized as normalizedText,
  resolveSetting,
  type StoredSettings,
  settingsLookup,
  splitLines,
  splitList,
  storedSettings,
  type TranslatedSettings,
} from './resolve';
export {
  HEX_COLOR_PATTERN,
  isPanelPlace,
  MAX_LENGTH_BY_KIND,
  type PanelPlace,
  SETTING_KEY_PATTERN,
  type SettingDefinition,
  type SettingKind,
  type SettingPlace,
  WORD_KINDS,
} from './types';
export { WILDFIRE_SERVICE_COUNT, WILDFIRE_STEP_COUNT, wildfirePlace, wildfireSection } from './wildfire';
