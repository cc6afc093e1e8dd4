import type { SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { SERVER_STYLES_ATTRIBUTE } from './serverStylesAttribute';
import { createStyleCache } from './styleCache';
import { getSystem } from './system';

/** The Emotion cache and Chakra system a render styles its elements with. */
export interface PageStyles {
  cache: EmotionCache;
  system: SystemContext;
}

/**
 * The Chakra system of an island. The page carries the global styles (reset, tokens, layer order) once, from
 * the page's own render; ChakraProvider renders them through Emotion's <Global>, which would add a copy per
 * island. Given none, it adds nothing.
 */
export function islandSystem(system: SystemContext): SystemContext {
  return Object.create(system, {
    _global: { value: [] },
    layers: { value: { ...system.layers, atRule: '' } },
  });
}

let browserStyles: PageStyles | undefined;

/**
 * The styles every island of a page shares in the browser. The server gathered the page's rules into one
 * stylesheet in <head> (server/ssr/template.ts) under an attribute listing their ids: the cache is told they
 * are there, so hydrating inserts no rule twice and moves no stylesheet (Emotion's own hydration moves each
 * server <style>, and every move makes the browser restyle the page); only rules new to the page are added.
 */
export function islandStylesInBrowser(): PageStyles {
  if (browserStyles) return browserStyles;
  const cache = createStyleCache();
  const sheet = document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  for (const id of sheet?.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(' ') ?? []) cache.inserted[id] = true;
  browserStyles = { cache, system: islandSystem(getSystem()) };
  return browserStyles;
}
