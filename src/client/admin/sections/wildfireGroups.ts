import type { COMMUNITIES } from '../../../common/constants';
import {
  isSettingKey,
  settingsInSection,
  WILDFIRE_SERVICE_COUNT,
  WILDFIRE_STEP_COUNT,
  wildfireSection,
} from '../../../common/settings';

type Community = (typeof COMMUNITIES)[number];

export interface SettingsGroup {
  title: string;
  keys: string[];
  columns?: number;
}

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * The community's wildfire settings in the order the public page shows them. Any registry key of the
 * community not placed here lands in a last "More settings" group, so every key is editable exactly once.
 */
export function wildfireGroups(community: Community): {
  before: SettingsGroup[];
  steps: SettingsGroup[];
  after: SettingsGroup[];
} {
  const id = community.id;
  const short = community.shortPrefix;
  const before: SettingsGroup[] = [
    { title: 'Page header', keys: [`${id}_page_title`, `${id}_page_subtitle`], columns: 2 },
    { title: 'Emergency banner', keys: [`${short}_emergency_banner_title`, `${id}_emergency_banner`] },
  ];
  const after: SettingsGroup[] = [
    {
      title: 'Specialized services',
      keys: numbered(WILDFIRE_SERVICE_COUNT).flatMap((n) => [
        `${id}_service${n}_title`,
        `${id}_service${n}_description`,
      ]),
      columns: 2,
    },
    {
      title: 'Emergency contact',
      keys: [`${id}_contact_title`, `${short}_emergency_phone`, `${id}_contact_description`],
    },
    { title: 'Immediate-action checklist', keys: [`${id}_checklist_title`, `${id}_checklist_items`] },
    { title: 'Call to action', keys: [`${short}_cta_title`, `${short}_cta_description`] },
  ];
  const steps: SettingsGroup[] = numbered(WILDFIRE_STEP_COUNT).map((n) => ({
    title: `Recovery step ${n}`,
    keys: ['title', 'timeline', 'description', 'details'].map((field) => `${id}_step${n}_${field}`),
  }));

  const placed = new Set([...before, ...steps, ...after].flatMap((group) => group.keys));
  const rest = settingsInSection(wildfireSection(id))
    .map((setting) => setting.key)
    .filter((key) => !placed.has(key));
  if (rest.length > 0) after.push({ title: 'More settings', keys: rest });
  const known = (group: SettingsGroup) => ({ ...group, keys: group.keys.filter(isSettingKey) });
  return { before: before.map(known), steps: steps.map(known), after: after.map(known) };
}
