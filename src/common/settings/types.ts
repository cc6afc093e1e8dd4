/**
 * Types of the site-settings registry (docs/product.md, Data: `site_settings`). Shared by browser and server.
 */

/**
 * How a setting is edited and validated.
 * - `list`: comma-separated items (service features, portfolio categories); read with `splitList`.
 * - `lines`: one item per line (checklists, step details); read with `splitLines`.
 */
export type SettingKind =
  | 'text'
  | 'multiline'
  | 'image'
  | 'color'
  | 'url'
  | 'email'
  | 'phone'
  | 'list'
  | 'lines'
  | 'timezone';

/** The kinds whose values are words a visitor reads, so each language has its own (the others are facts). */
export const WORD_KINDS: ReadonlySet<SettingKind> = new Set<SettingKind>([
  'text',
  'multiline',
  'list',
  'lines',
]);

export interface SettingDefinition {
  /** Unique key, e.g. 'hero_title' or 'pacific-palisades_step1_title'; matches /^[a-z0-9_-]+$/. */
  key: string;
  /** Grouping shown in the admin Site Settings tab (one card per section). */
  section: string;
  /** Human label, e.g. 'Hero title'. */
  label: string;
  kind: SettingKind;
  /** Built-in default wording, used when the stored value is absent or empty. */
  default: string;
  /** Server-side bound on the length of the value. */
  maxLength: number;
  /**
   * Where the value shows: public page addresses (a query picks the wildfire community). Every setting has at
   * least one place; tests/integration/settings-shown.test.ts sets each one and finds it there.
   */
  shownOn: readonly SettingPlace[];
  /**
   * A setting whose empty value means "the value of this other setting" (a community hotline is the main phone
   * unless the owner gives it its own number); its `default` is then ''.
   */
  inheritsFrom?: string;
  /** A check beyond the kind's (the pipeline's steps, a template's fields): why the value does not fit, or null. */
  rule?: (key: string, value: string) => string | null;
}

/** A public page a setting shows on (the header, footer and head of every page count as '/'). */
export type SettingPlace =
  | '/'
  | '/about'
  | '/services'
  | '/portfolio'
  | '/contact'
  | '/wildfire-recovery'
  | `/wildfire-recovery?community=${string}`
  | PanelPlace;

/**
 * A place in the admin panel a setting shows in, for settings only the owner reads (the lead inbox's templates):
 * the settings-shown test finds the value in what the panel reads there (tests/integration/settings-shown.test.ts).
 */
export type PanelPlace = '/admin/contact-forms';
export const isPanelPlace = (place: SettingPlace): place is PanelPlace => place.startsWith('/admin/');

/** Server-side bound of a value, by kind. */
export const MAX_LENGTH_BY_KIND: Readonly<Record<SettingKind, number>> = {
  text: 200,
  multiline: 5000,
  image: 2048,
  color: 7,
  url: 2048,
  email: 254,
  phone: 40,
  list: 5000,
  lines: 5000,
  timezone: 64,
};

/** What a `color` setting holds: #rrggbb. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Every setting key matches this pattern. */
export const SETTING_KEY_PATTERN = /^[a-z0-9_-]+$/;
