import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The properties that the browsers the build targets (Vite's default, "baseline widely available": Chrome and
 * Edge 111, Firefox 114, Safari 16.4) still need with a `-webkit-` prefix, the Safari ones mostly.
 */
const NEEDS_WEBKIT_PREFIX = new Set([
  'backdrop-filter',
  'background-clip',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-clip',
  'mask-composite',
  'mask-image',
  'mask-mode',
  'mask-origin',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'print-color-adjust',
  'text-size-adjust',
  'user-select',
]);

/**
 * Emotion's default stylis prefixer writes every rule for browsers of ten years ago: old flexbox
 * (`display:-webkit-box`, `-ms-flexbox`), `-moz-` and `-ms-` transforms, a `@-webkit-keyframes` copy of every
 * animation. That was a fifth of the CSS inlined in each page, which a phone parses before the first paint.
 * This one adds only the prefixes above. Emotion calls it for every node of a compiled rule.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (NEEDS_WEBKIT_PREFIX.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * One list for every cache: on the server Emotion keeps each rule it has compiled (stylis) for the next render,
 * in a table per list of plugins (the list object itself is the key). A list made per render was a table per
 * render, so every page compiled all of its rules again.
 */
const STYLIS_PLUGINS = [modernPrefixer];

/**
 * The Emotion cache of a render, on the server (one per page: it collects the page's rules) and in the browser.
 * Class names are hashes of the styles before prefixing, so both sides name every rule alike.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
}
