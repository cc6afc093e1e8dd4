/**
 * The Spanish built-in wording of every setting a visitor reads, keyed by setting key: what a Spanish page shows
 * while the owner has not changed the English default. Settings only the owner reads (the lead inbox's) and those
 * the same in every language (language-neutral.ts) have none. The numbered settings (core values, credentials,
 * services, each wildfire community's) are built by their English builders, so their keys are spelled once.
 */
import { COMMUNITIES, SERVICE_NAMES } from '../constants';
import { coreValueSettings, credentialSettings } from './about';
import { serviceSettings } from './services';
import {
  SPANISH_ABOUT_DEFAULTS,
  SPANISH_CORE_VALUES,
  SPANISH_CREDENTIALS,
  SPANISH_SERVICES,
  SPANISH_SERVICES_DEFAULTS,
} from './spanish/pages';
import { SPANISH_SITE_DEFAULTS } from './spanish/site';
import { spanishWildfireCopy } from './spanish/wildfire-copy';
import { type SettingDefinition, WORD_KINDS } from './types';
import { communitySettings } from './wildfire';

function wordDefaults(definitions: readonly SettingDefinition[]): Record<string, string> {
  return Object.fromEntries(
    definitions.filter((definition) => WORD_KINDS.has(definition.kind)).map((d) => [d.key, d.default]),
  );
}

/** One map of the parts; a key given twice is a mistake that would silently drop one wording, so it throws. */
function merged(...parts: ReadonlyArray<Readonly<Record<string, string>>>): ReadonlyMap<string, string> {
  const byKey = new Map<string, string>();
  for (const [key, value] of parts.flatMap((part) => Object.entries(part))) {
    if (byKey.has(key)) throw new Error(`Spanish default given twice: ${key}`);
    byKey.set(key, value);
  }
  return byKey;
}

export const SPANISH_DEFAULTS: ReadonlyMap<string, string> = merged(
  SPANISH_SITE_DEFAULTS,
  SPANISH_ABOUT_DEFAULTS,
  SPANISH_SERVICES_DEFAULTS,
  wordDefaults([
    ...coreValueSettings(SPANISH_CORE_VALUES),
    ...credentialSettings(SPANISH_CREDENTIALS),
    ...SERVICE_NAMES.flatMap((name) => serviceSettings(name, SPANISH_SERVICES[name])),
    ...COMMUNITIES.flatMap((community) => communitySettings(community, spanishWildfireCopy(community))),
  ]),
);
