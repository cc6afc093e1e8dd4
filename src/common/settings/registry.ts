/** The registry: every setting, looked up by key, and the admin's section order and titles. */
import type { Language } from '../i18n/languages';
import { ABOUT_SETTINGS } from './about';
import { BRANDING_SETTINGS, NAVIGATION_SETTINGS } from './branding';
import { COMPANY_SETTINGS, SOCIAL_SETTINGS } from './company';
import { CONTACT_SETTINGS } from './contact';
import { FOOTER_SETTINGS, SEO_SETTINGS } from './footer';
import { HERO_SETTINGS, HOMEPAGE_SETTINGS } from './home';
import { LEAD_SETTINGS } from './leads';
import { PORTFOLIO_SETTINGS } from './portfolio';
import { SERVICES_SETTINGS } from './services';
import { SPANISH_DEFAULTS } from './spanish-defaults';
import { SETTING_KEY_PATTERN, type SettingDefinition } from './types';
import { WILDFIRE_SECTIONS, WILDFIRE_SETTINGS } from './wildfire';

/** Sections in admin display order. */
export const SETTING_SECTIONS: readonly string[] = [
  'company',
  'contact',
  'hero',
  'homepage',
  'about',
  'services',
  'portfolio',
  ...WILDFIRE_SECTIONS,
  'branding',
  'navigation',
  'footer',
  'seo',
  'social',
  'leads',
];

/** Every setting, grouped in the order of SETTING_SECTIONS. */
export const SETTINGS: readonly SettingDefinition[] = [
  ...COMPANY_SETTINGS,
  ...CONTACT_SETTINGS,
  ...HERO_SETTINGS,
  ...HOMEPAGE_SETTINGS,
  ...ABOUT_SETTINGS,
  ...SERVICES_SETTINGS,
  ...PORTFOLIO_SETTINGS,
  ...WILDFIRE_SETTINGS,
  ...BRANDING_SETTINGS,
  ...NAVIGATION_SETTINGS,
  ...FOOTER_SETTINGS,
  ...SEO_SETTINGS,
  ...SOCIAL_SETTINGS,
  ...LEAD_SETTINGS,
];

function indexByKey(settings: readonly SettingDefinition[]): ReadonlyMap<string, SettingDefinition> {
  const byKey = new Map<string, SettingDefinition>();
  for (const setting of settings) {
    if (!SETTING_KEY_PATTERN.test(setting.key)) throw new Error(`Malformed setting key: ${setting.key}`);
    if (byKey.has(setting.key)) throw new Error(`Duplicate setting key: ${setting.key}`);
    byKey.set(setting.key, setting);
  }
  return byKey;
}

export const SETTINGS_BY_KEY: ReadonlyMap<string, SettingDefinition> = indexByKey(SETTINGS);

export function isSettingKey(key: string): boolean {
  return SETTINGS_BY_KEY.has(key);
}

/**
 * The built-in wording of each language other than English, by setting key; a key it lacks reads as the English
 * default (not written for visitors, or the same in every language). A new language fails the type-check here.
 */
export const TRANSLATED_DEFAULTS: Readonly<Record<Exclude<Language, 'en'>, ReadonlyMap<string, string>>> = {
  es: SPANISH_DEFAULTS,
};

/** Built-in default of a setting in a language (English unless told); '' for unknown keys. */
export function settingDefault(key: string, language: Language = 'en'): string {
  const translated = language === 'en' ? undefined : TRANSLATED_DEFAULTS[language].get(key);
  return translated ?? SETTINGS_BY_KEY.get(key)?.default ?? '';
}

/** The settings of one section, in registry order. */
export function settingsInSection(section: string): SettingDefinition[] {
  return SETTINGS.filter((setting) => setting.section === section);
}

const FRIENDLY_SECTION_TITLES: Readonly<Record<string, string>> = {
  company: 'Company Information',
  contact: 'Contact Information',
  hero: 'Hero Section',
  about: 'About Page',
  services: 'Services',
  social: 'Social Media',
  leads: 'Lead Inbox',
};

/**
 * Admin card title of a section: a friendly title for company, contact, hero, about, services and social;
 * otherwise the section name, capitalized word by word ('-' and '_' read as spaces), plus ' Settings'
 * (e.g. 'Homepage Settings', 'Wildfire Pacific Palisades Settings').
 */
export function sectionTitle(section: string): string {
  const friendly = Object.hasOwn(FRIENDLY_SECTION_TITLES, section)
    ? FRIENDLY_SECTION_TITLES[section]
    : undefined;
  if (friendly !== undefined) return friendly;
  const words = section
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join(' ')} Settings`;
}
