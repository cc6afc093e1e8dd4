import { isPanelPlace, type SettingDefinition, WORD_KINDS } from './types';

/**
 * Word settings that every language shows as the owner wrote them for English: names, a number, an address, the
 * license line (none of them is translated), and the portfolio's category names, which are also the chips' values
 * (a Spanish name would match no project; each category's label per language comes with the categories). A Spanish
 * page marks none of them as the owner's untranslated English, and a translation has nothing to do for them.
 */
export const LANGUAGE_NEUTRAL_KEYS: ReadonlySet<string> = new Set([
  'company_name',
  'company_legal_name',
  'company_license_number',
  'site_logo_text',
  'site_meta_author',
  'founder_name',
  'about_years_experience',
  'contact_address',
  'portfolio_categories',
]);

/**
 * Whether a setting is translated per language: words a visitor reads (not only the owner, in the panel) that are
 * not the same in every language. The ledger lists these, and each has a built-in wording in every language.
 */
export const isTranslatableSetting = (setting: SettingDefinition): boolean =>
  WORD_KINDS.has(setting.kind) &&
  !setting.shownOn.every(isPanelPlace) &&
  !LANGUAGE_NEUTRAL_KEYS.has(setting.key);
