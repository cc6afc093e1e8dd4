import type { SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { createStyleCache } from './styleCache';

/** The attribute of the server-rendered page's class stylesheet: the ids of the rules it holds. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The Emotion cache and Chakra system a render styles its elements with. */
export interface PageStyles {
  cache: EmotionCache;
  system: SystemContext;
}

/**
 * The browser's side of server-rendered styles (server/ssr/template.ts). Emotion's own hydration moves each
 * server-rendered <style> to the end of <head>, and every move makes the browser recompute the style of the
 * whole page, in the middle of hydration. Here the server's stylesheets stay where they are: the cache is told
 * which rules they already hold, so only rules the page has not seen yet are inserted.
 */
export function serverRenderedStyles(system: SystemContext): PageStyles | null {
  const sheet = document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  if (!sheet) return null;
  const cache = createStyleCache();
  for (const id of sheet.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(' ') ?? []) cache.inserted[id] = true;
  // The global styles (reset, tokens, layer order) are in the page too: ChakraProvider renders them through
  // Emotion's <Global>, which would insert a second copy. Given none, it inserts nothing. The system itself
  // is the prototype: its `_global` is built on first use (scripts/vite-chakra-system.ts), never here.
  const withoutGlobals: SystemContext = Object.create(system, {
    _global: { value: [] },
    layers: { value: { ...system.layers, atRule: '' } },
  });
  return { cache, system: withoutGlobals };
}
