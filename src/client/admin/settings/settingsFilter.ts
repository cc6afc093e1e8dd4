import { type SettingDefinition, sectionTitle } from '../../../common/settings';

/** Site Settings shows each key with underscores as spaces. */
export function keyLabel(key: string): string {
  return key.replaceAll('_', ' ');
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_\s-]+/g, ' ')
    .trim();
}

/**
 * Whether a setting matches what the owner typed: its key (with or without underscores), its registry label
 * or its card title, so "hero_title", "hero title", "phone" and "Branding" all find something.
 */
export function matchesFilter(definition: SettingDefinition, query: string): boolean {
  const wanted = normalize(query);
  if (wanted === '') return true;
  return [definition.key, definition.label, sectionTitle(definition.section)].some((text) =>
    normalize(text).includes(wanted),
  );
}
