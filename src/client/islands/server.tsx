import type { EmotionCache } from '@emotion/cache';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { messagesOf } from '../../common/i18n/catalogs';
import type { Language } from '../../common/i18n/languages';
import { islandSystem } from '../theme/pageStyles';
import { getSystem } from '../theme/system';
import { IslandRoot } from './IslandRoot';
import { ISLAND_ID_ATTRIBUTE, ISLANDS, type IslandName } from './index';
import type { IslandRegistry } from './registry';

let components: Promise<Record<IslandName, ComponentType<object>>> | undefined;

/** Every island's component, loaded once (the server renders whichever a page shows). */
function islandComponents() {
  components ??= Promise.all(
    Object.entries(ISLANDS).map(async ([name, load]) => [name, (await load()).default] as const),
  ).then((loaded) => Object.fromEntries(loaded) as Record<IslandName, ComponentType<object>>);
  return components;
}

/**
 * Fills each island marker of a rendered page with the island rendered as a root of its own, as the browser
 * hydrates it (islands/hydrate.tsx): the same providers and id prefix. Its styles go into the page's Emotion
 * cache, so they are gathered with the page's (server/ssr/template.ts). A marker is `<div data-island-id="…"
 * …></div>`; React escapes `>` in attribute values, so its opening tag ends at the first `>`.
 */
export async function renderIslands(
  html: string,
  registry: IslandRegistry,
  cache: EmotionCache,
  language: Language,
) {
  if (!registry.entries.length) return html;
  const loaded = await islandComponents();
  const styles = { cache, system: islandSystem(getSystem()) };
  let filled = html;
  for (const { id, name, props } of registry.entries) {
    const at = filled.indexOf(`${ISLAND_ID_ATTRIBUTE}="${id}"`);
    if (at < 0) continue;
    const openEnd = filled.indexOf('>', at) + 1;
    if (!filled.startsWith('</div>', openEnd))
      throw new Error(`Island ${id} (${name}) is not an empty marker`);
    const Component = loaded[name];
    const island = renderToString(
      <IslandRoot styles={styles} language={language} messages={messagesOf(language)}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: `${id}-` },
    );
    filled = filled.slice(0, openEnd) + island + filled.slice(openEnd);
  }
  return filled;
}
