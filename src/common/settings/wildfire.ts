/**
 * Wildfire-recovery settings, one section per community (`wildfire-{community id}`).
 * Keys start with the community id ({id}_step1_title, ...); the admin's short-prefix keys ({shortPrefix}_...)
 * cover only what the community keys lack: banner headline, hotline phone and call-to-action block.
 */
import { COMMUNITIES } from '../constants';
import { inSection, linesOf } from './define';
import type { SettingDefinition, SettingPlace } from './types';
import { type Community, type WildfireCopy, wildfireCopy } from './wildfire-copy';

export const WILDFIRE_STEP_COUNT = 4;
export const WILDFIRE_SERVICE_COUNT = 3;

/** Admin section of a community's wildfire settings, e.g. 'wildfire-altadena'. */
export function wildfireSection(communityId: string): string {
  return `wildfire-${communityId}`;
}

/** The address of a community's page: the first community is the page's default. */
export function wildfirePlace(communityId: string): SettingPlace {
  return communityId === COMMUNITIES[0].id
    ? '/wildfire-recovery'
    : `/wildfire-recovery?community=${communityId}`;
}

/** A community's settings with the given words (each language's go through here). */
export function communitySettings(
  community: Community,
  copy: WildfireCopy = wildfireCopy(community),
): SettingDefinition[] {
  const define = inSection(wildfireSection(community.id), [wildfirePlace(community.id)]);
  const id = community.id;
  const short = community.shortPrefix;

  const steps = copy.steps.flatMap((step, index) => {
    const n = index + 1;
    return [
      define(`${id}_step${n}_title`, `Step ${n} title`, 'text', step.title),
      define(`${id}_step${n}_description`, `Step ${n} description`, 'multiline', step.description),
      define(`${id}_step${n}_timeline`, `Step ${n} timeline`, 'text', step.timeline),
      define(`${id}_step${n}_details`, `Step ${n} details (one per line)`, 'lines', linesOf(...step.details)),
    ];
  });

  const services = copy.services.flatMap((service, index) => {
    const n = index + 1;
    return [
      define(`${id}_service${n}_title`, `Service ${n} title`, 'text', service.title),
      define(`${id}_service${n}_description`, `Service ${n} description`, 'multiline', service.description),
    ];
  });

  return [
    define(`${id}_page_title`, 'Page title', 'text', copy.pageTitle),
    define(`${id}_page_subtitle`, 'Page subtitle', 'text', copy.pageSubtitle),
    define(`${short}_emergency_banner_title`, 'Emergency banner title', 'text', copy.emergencyBannerTitle),
    define(`${id}_emergency_banner`, 'Emergency banner text', 'multiline', copy.emergencyBanner),
    // Empty means the main phone of the business profile, so one change of number reaches every page.
    define(`${short}_emergency_phone`, 'Emergency hotline phone (empty: the main phone)', 'phone', '', {
      inheritsFrom: 'contact_phone',
    }),
    ...steps,
    ...services,
    define(`${id}_contact_title`, 'Emergency contact title', 'text', copy.contactTitle),
    define(
      `${id}_contact_description`,
      'Emergency contact description',
      'multiline',
      copy.contactDescription,
    ),
    define(`${id}_checklist_title`, 'Checklist title', 'text', copy.checklistTitle),
    define(
      `${id}_checklist_items`,
      'Checklist items (one per line)',
      'lines',
      linesOf(...copy.checklistItems),
    ),
    define(`${short}_cta_title`, 'Call-to-action title', 'text', copy.ctaTitle),
    define(`${short}_cta_description`, 'Call-to-action description', 'multiline', copy.ctaDescription),
  ];
}

export const WILDFIRE_SECTIONS: readonly string[] = COMMUNITIES.map((c) => wildfireSection(c.id));

export const WILDFIRE_SETTINGS: readonly SettingDefinition[] = COMMUNITIES.flatMap((community) =>
  communitySettings(community),
);
