import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { loadMessages } from '../../common/i18n/catalogs/load';
import { DEFAULT_LANGUAGE, isLanguage } from '../../common/i18n/languages';
import { islandStylesInBrowser } from '../theme/pageStyles';
import { IslandRoot } from './IslandRoot';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLANDS,
  type IslandName,
} from './index';

/** The page's language, as the server wrote it on `<html>` (ssr/template.ts). */
export function pageLanguage() {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Builds what every island shares (Chakra's system, the style cache) ahead of the first island. */
export function prepareIslands(): void {
  islandStylesInBrowser();
}

/**
 * Hands one island's marker to React: its code (the shared React and Chakra runtime comes with the first),
 * its props from the marker, and the same providers and id prefix as its server render. Resolves once React
 * has hydrated it: a press held meanwhile (islands/main.ts) is then handled as any other.
 */
export async function hydrateIsland(marker: HTMLElement): Promise<void> {
  const name = marker.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  if (!Object.hasOwn(ISLANDS, name)) return;
  const { default: Component } = (await ISLANDS[name as IslandName]()) as {
    default: ComponentType<Record<string, unknown>>;
  };
  const language = pageLanguage();
  const messages = await loadMessages(language);
  const props = superjson.parse<Record<string, unknown>>(marker.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  await new Promise<void>((hydrated) => {
    hydrateRoot(
      marker,
      <IslandRoot
        styles={islandStylesInBrowser()}
        language={language}
        messages={messages}
        onHydrated={hydrated}
      >
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: `${marker.getAttribute(ISLAND_ID_ATTRIBUTE)}-` },
    );
  });
  marker.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
  // Focus that arrived before React (the focus that woke the island, often) is told again: a widget keeps track
  // of its focused part (the tabs do, for their arrow keys).
  const focused = document.activeElement;
  if (focused && focused !== marker && marker.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}
