import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const STYLED_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]/.source;
const CHAKRA_SYSTEM_MODULE = new RegExp(`${STYLED_SYSTEM}system\\.js$`);
const CHAKRA_TOKEN_DICTIONARY_MODULE = new RegExp(`${STYLED_SYSTEM}token-dictionary\\.js$`);
const CHAKRA_SORT_AT_PARAMS_MODULE = new RegExp(`${STYLED_SYSTEM}sort-at-params\\.js$`);
const ZAG_TABS_MACHINE_MODULE = /@zag-js[\\/]tabs[\\/]dist[\\/]tabs\.machine\.mjs$/;

interface Patch {
  /** What it is for; also named in the build error when Chakra's code changed under it. */
  purpose: string;
  /** Exact pieces of Chakra's code and what each becomes. */
  edits: Array<[from: string, to: string]>;
}

/**
 * The original function `name`, running all steps of the generator `${name}InSteps` at once, with that
 * generator published as `${name}.inSteps`.
 */
const RUN_ALL_STEPS = (name: string, parameters: string) =>
  [
    `function ${name}(${parameters}) {`,
    `  const steps = ${name}InSteps(${parameters});`,
    '  let step = steps.next();',
    '  while (!step.done) step = steps.next();',
    '  return step.value;',
    '}',
    `${name}.inSteps = ${name}InSteps;`,
  ].join('\n');

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
 * code becomes a generator that pauses after merging, inside the token dictionary (TOKEN_DICTIONARY_IN_STEPS)
 * and after the utilities, published as `createSystem.inSteps` (client/theme/system.ts runs each step in a
 * task of its own). `createSystem` itself runs all steps at once, as before. Without this patch (Vite's dev
 * server and Vitest load Chakra unpatched), `inSteps` is undefined and the system is built in one piece.
 */
const IN_STEPS: Patch = {
  purpose: 'createSystem.inSteps',
  edits: [
    [
      'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      'function* createSystemInSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
    ],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionary.inSteps({'],
    ['    prefix: cssVarsPrefix\n  });\n', '    prefix: cssVarsPrefix\n  });\n  yield;\n'],
    [
      '    tokens\n  });\n  function assignComposition() {',
      '    tokens\n  });\n  yield;\n  function assignComposition() {',
    ],
    [
      'export { createSystem, isValidSystem };',
      `${RUN_ALL_STEPS('createSystem', '...configs')}\nexport { createSystem, isValidSystem };`,
    ],
  ],
};

/**
 * createTokenDictionary in steps, for createSystem.inSteps: the dictionary is the largest part of the system
 * (up to 34 ms of this machine's main thread, unthrottled). The same code becomes a generator that pauses
 * after the tokens are registered and between the stages of their processing, published as
 * `createTokenDictionary.inSteps`; `createTokenDictionary` runs all steps at once, as before.
 */
const TOKEN_DICTIONARY_IN_STEPS: Patch = {
  purpose: 'createTokenDictionary.inSteps',
  edits: [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionaryInSteps(options) {'],
    [
      [
        '  function build() {',
        '    applyMiddlewares("pre");',
        '    applyTransforms("pre");',
        '    addConditionalTokens();',
        '    addReferences();',
        '    expandTokenReferences$1();',
        '    applyMiddlewares("post");',
        '    applyTransforms("post");',
        '    setupViews();',
        '  }',
        '  registerTokens();',
        '  registerTransform(...tokenTransforms);',
        '  registerMiddleware(...tokenMiddlewares);',
        '  build();',
        '  return dictionary;',
      ].join('\n'),
      [
        '  registerTokens();',
        '  yield;',
        '  registerTransform(...tokenTransforms);',
        '  registerMiddleware(...tokenMiddlewares);',
        '  applyMiddlewares("pre");',
        '  applyTransforms("pre");',
        '  yield;',
        '  addConditionalTokens();',
        '  addReferences();',
        '  expandTokenReferences$1();',
        '  yield;',
        '  applyMiddlewares("post");',
        '  applyTransforms("post");',
        '  setupViews();',
        '  return dictionary;',
      ].join('\n'),
    ],
    [
      'export { createTokenDictionary,',
      `${RUN_ALL_STEPS('createTokenDictionary', 'options')}\nexport { createTokenDictionary,`,
    ],
  ],
};

/**
 * Media queries ordered without `localeCompare`. Chakra orders the media queries of a style by their widths and
 * falls back to `localeCompare` for the others (hover, reduced motion, ...). The first `localeCompare` of a page
 * sets up the browser's ICU collator: 8-20 ms of the main thread here, in the middle of hydration. The queries
 * are ASCII, and a comparison by code units orders Chakra's own the same way
 * (tests/unit/chakra-system-patch.test.ts compares every pair).
 */
const SORT_AT_PARAMS_WITHOUT_COLLATOR: Patch = {
  purpose: 'media queries ordered without localeCompare',
  edits: [
    [
      "import { memo } from '../utils/memo.js';\n",
      "import { memo } from '../utils/memo.js';\n\nconst compareCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);\n",
    ],
    ['    return a.localeCompare(b);\n  }\n', '    return compareCodeUnits(a, b);\n  }\n'],
    [
      'if (lengthA === maxValue && lengthB === maxValue) return a.localeCompare(b);',
      'if (lengthA === maxValue && lengthB === maxValue) return compareCodeUnits(a, b);',
    ],
    ['  return a.localeCompare(b);\n});', '  return compareCodeUnits(a, b);\n});'],
  ],
};

/**
 * A tab panel's focusability decided at its first focusable element. When a panel is shown (and when the page
 * hydrates), Zag's tabs machine (Chakra's Tabs) collects every focusable element of it to learn whether there is
 * one, and measures each to see whether it is visible. The wildfire recovery page is one panel: the
 * measurements made the browser lay out every section kept off screen (`content-visibility: auto`), 19 ms of the
 * main thread here. The same answer comes from the first element that is focusable, checked by Zag's own
 * `isFocusable` (the selector only narrows the candidates to those it can accept).
 */
const TABS_FIRST_FOCUSABLE: Patch = {
  purpose: 'tab panel focusability from its first focusable element',
  edits: [
    [
      'import { clickIfLink, getFocusables, isAnchorElement, raf, resizeObserverBorderBox } from "@zag-js/dom-query";',
      'import { clickIfLink, isAnchorElement, isFocusable, raf, resizeObserverBorderBox } from "@zag-js/dom-query";\n' +
        'const FOCUSABLE_CANDIDATES = "a, area, audio, button, embed, iframe, input, object, select, summary, textarea, video, [tabindex], [contenteditable]";\n' +
        'const hasFocusable = (container) => Array.prototype.some.call(container.querySelectorAll(FOCUSABLE_CANDIDATES), isFocusable);',
    ],
    [
      '          const focusables = getFocusables(contentEl);\n          if (focusables.length > 0) {',
      '          if (hasFocusable(contentEl)) {',
    ],
  ],
};

/** Applies `patches` to `code` (with a source map of the edits: none overlap); throws when one no longer fits. */
function applyPatches(code: string, patches: Patch[]): MagicString {
  const patched = new MagicString(code);
  for (const { purpose, edits } of patches)
    for (const [from, to] of edits) {
      const at = code.indexOf(from);
      if (at === -1)
        throw new Error(
          `a patched dependency changed: the patch "${purpose}" no longer applies; update scripts/vite-chakra-system.ts`,
        );
      patched.overwrite(at, at + from.length, to);
    }
  return patched;
}

/** Chakra's system.js with both of its patches applied; throws when its code no longer looks as they expect. */
export const patchChakraSystem = (code: string) => applyPatches(code, [LAZY_GLOBAL_CSS, IN_STEPS]);

/** Chakra's token-dictionary.js made to build in steps; throws when its code no longer looks as expected. */
export const patchTokenDictionary = (code: string) => applyPatches(code, [TOKEN_DICTIONARY_IN_STEPS]);

/** Zag's tabs.machine.mjs deciding a panel's focusability at its first focusable element. */
export const patchTabsMachine = (code: string) => applyPatches(code, [TABS_FIRST_FOCUSABLE]);

/** Chakra's sort-at-params.js without `localeCompare`; throws when its code no longer looks as expected. */
export function patchSortAtParams(code: string): MagicString {
  const patched = applyPatches(code, [SORT_AT_PARAMS_WITHOUT_COLLATOR]);
  if (patched.toString().includes('localeCompare'))
    throw new Error(
      `@chakra-ui/react changed: the patch "${SORT_AT_PARAMS_WITHOUT_COLLATOR.purpose}" left a call; update scripts/vite-chakra-system.ts`,
    );
  return patched;
}

/** Which patch each patched module gets. */
const PATCHES_BY_MODULE: Array<[module: RegExp, patch: (code: string) => MagicString]> = [
  [CHAKRA_SYSTEM_MODULE, patchChakraSystem],
  [CHAKRA_TOKEN_DICTIONARY_MODULE, patchTokenDictionary],
  [CHAKRA_SORT_AT_PARAMS_MODULE, patchSortAtParams],
  [ZAG_TABS_MACHINE_MODULE, patchTabsMachine],
];

/**
 * The build-time patches of Chakra's createSystem, token dictionary and media query order, and of its tabs'
 * focusability check (above), for a phone's start-up. They fail the build when Chakra's code no longer looks like
 * this (after an upgrade), rather than silently doing nothing. tests/unit/chakra-system-patch.test.ts checks that
 * the patched system is the same system and that the media queries keep their order.
 */
export function chakraSystemPatches(): Plugin {
  return {
    name: 'chakra-system-patches',
    enforce: 'pre',
    transform(code, id) {
      const patch = PATCHES_BY_MODULE.find(([module]) => module.test(id))?.[1];
      if (!patch) return null;
      try {
        const patched = patch(code);
        return { code: patched.toString(), map: patched.generateMap({ hires: true, source: id }) };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
