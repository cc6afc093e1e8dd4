import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

interface Patch {
  /** What it is for; also named in the build error when Chakra's code changed under it. */
  purpose: string;
  /** Exact pieces of Chakra's code and what each becomes. */
  edits: Array<[from: string, to: string]>;
}

/**
 * Lazy global stylesheet. createSystem builds the global stylesheet (reset, global rules, every token as a CSS
 * variable) as soon as the system is made, about a third of the work: 100 ms and more of a phone's main thread
 * while the bundle starts. A browser hydrating a server-rendered page never uses it (the page carries those
 * styles, see client/theme/emotionHydration.ts), so it is built on first use instead.
 */
const LAZY_GLOBAL_CSS: Patch = {
  purpose: 'global stylesheet built on first use',
  edits: [
    ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
    [
      '    _global,\n',
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    ],
  ],
};

/**
 * createSystem in steps. Even without the global stylesheet, building the system is one task of about 75 ms on
 * a slowed phone: merging the configs, the token dictionary (about half), then the style utilities. The same
 * code becomes a generator that pauses after the first two parts, published as `createSystem.inSteps`
 * (client/theme/system.ts runs each step in a task of its own). `createSystem` itself runs all steps at once,
 * as before. Without this patch (Vite's dev server and Vitest load Chakra unpatched), `inSteps` is undefined
 * and the system is built in one piece.
 */
const IN_STEPS: Patch = {
  purpose: 'createSystem.inSteps',
  edits: [
    [
      'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      'function* createSystemInSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
    ],
    ['    prefix: cssVarsPrefix\n  });\n', '    prefix: cssVarsPrefix\n  });\n  yield;\n'],
    [
      'export { createSystem, isValidSystem };',
      [
        'function createSystem(...configs) {',
        '  const steps = createSystemInSteps(...configs);',
        '  let step = steps.next();',
        '  while (!step.done) step = steps.next();',
        '  return step.value;',
        '}',
        'createSystem.inSteps = createSystemInSteps;',
        'export { createSystem, isValidSystem };',
      ].join('\n'),
    ],
  ],
};

/**
 * Chakra's system.js with both patches applied (with a source map of the edits: none of them overlap);
 * throws when its code no longer looks as they expect.
 */
export function patchChakraSystem(code: string): MagicString {
  const patched = new MagicString(code);
  for (const { purpose, edits } of [LAZY_GLOBAL_CSS, IN_STEPS])
    for (const [from, to] of edits) {
      const at = code.indexOf(from);
      if (at === -1)
        throw new Error(
          `@chakra-ui/react changed: the patch "${purpose}" no longer applies; update scripts/vite-chakra-system.ts`,
        );
      patched.overwrite(at, at + from.length, to);
    }
  return patched;
}

/**
 * Two build-time patches of Chakra's createSystem (above), for a phone's start-up. They fail the build when
 * Chakra's code no longer looks like this (after an upgrade), rather than silently doing nothing.
 * tests/unit/chakra-system-patch.test.ts checks that the patched system is the same system.
 */
export function chakraSystemPatches(): Plugin {
  return {
    name: 'chakra-system-patches',
    enforce: 'pre',
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id)) return null;
      try {
        const patched = patchChakraSystem(code);
        return { code: patched.toString(), map: patched.generateMap({ hires: true, source: id }) };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
