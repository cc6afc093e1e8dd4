import { MAX_LENGTH_BY_KIND, type SettingDefinition, type SettingKind } from './types';

export type SettingDefiner = (
  key: string,
  label: string,
  kind: SettingKind,
  defaultValue: string,
) => SettingDefinition;

/** Returns a helper that builds definitions of one section, with the max length implied by the kind. */
export function inSection(section: string): SettingDefiner {
  return (key, label, kind, defaultValue) => ({
    key,
    section,
    label,
    kind,
    default: defaultValue,
    maxLength: MAX_LENGTH_BY_KIND[kind],
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
