import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Chakra's createSystem builds the global stylesheet (reset, global rules, every token as a CSS variable)
 * as soon as the system is made, about a third of the work: 100 ms and more of a phone's main thread while
 * the bundle starts. A browser hydrating a server-rendered page never uses it (the page carries those styles,
 * see client/theme/emotionHydration.ts), so it is built on first use instead. Fails the build when Chakra's
 * code no longer looks like this (after an upgrade), rather than silently doing nothing.
 */
export function chakraLazyGlobalCss(): Plugin {
  return {
    name: 'chakra-lazy-global-css',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(FIELD))
        this.error(
          'chakra-lazy-global-css: @chakra-ui/react changed; update scripts/vite-chakra-lazy-global.ts',
        );
      return code
        .replace(EAGER, 'let _global;')
        .replace(
          FIELD,
          '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
        );
    },
  };
}
