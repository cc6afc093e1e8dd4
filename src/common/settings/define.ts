import { MAX_LENGTH_BY_KIND, type SettingDefinition, type SettingKind, type SettingPlace } from './types';

/** What a definition may say beyond its section's rule: other places it shows, a setting it falls back to. */
export interface SettingExtras {
  shownOn?: readonly SettingPlace[];
  inheritsFrom?: string;
  rule?: SettingDefinition['rule'];
}

export type SettingDefiner = (
  key: string,
  label: string,
  kind: SettingKind,
  defaultValue: string,
  extras?: SettingExtras,
) => SettingDefinition;

/**
 * Returns a helper that builds definitions of one section, with the max length implied by the kind and, unless a
 * definition says otherwise, the section's page as the place the setting shows.
 */
export function inSection(section: string, shownOn: readonly SettingPlace[]): SettingDefiner {
  return (key, label, kind, defaultValue, extras = {}) => ({
    key,
    section,
    label,
    kind,
    default: defaultValue,
    maxLength: MAX_LENGTH_BY_KIND[kind],
    shownOn: extras.shownOn ?? shownOn,
    ...(extras.inheritsFrom ? { inheritsFrom: extras.inheritsFrom } : {}),
    ...(extras.rule ? { rule: extras.rule } : {}),
  });
}

/** Default value of a `list` setting: items joined with ', '. */
export function listOf(...items: string[]): string {
  return items.join(', ');
}

/** Default value of a `lines` setting: one item per line. */
export function linesOf(...items: string[]): string {
  return items.join('\n');
}
