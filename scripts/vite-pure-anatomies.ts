import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The modules that only declare component anatomies: each of Zag's `*.anatomy.mjs` (`var anatomy =
 * createAnatomy("tabs").parts(...)`, `var parts = anatomy.build()`), Ark's, which extend some of them, and
 * Chakra's `anatomy.js`, which re-exports or extends all of them. In them, a declaration at the start of a
 * line is always a call that builds one.
 */
const ANATOMY_MODULE =
  /(?:@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js)$/;
const ANATOMY_DECLARATION = /^(?:var|const|let) [\w$]+ = (?=[\w$]+(?:\(|\.))/gm;

/** Chakra's slot recipes, each naming its slots with `slots: dialogAnatomy.keys()`. */
const SLOT_RECIPE_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/][^\\/]+\.js$/;
const SLOTS_OF_ANATOMY = /\bslots: (?=[\w$]+\.keys\(\))/g;

/** `code` with a pure mark before each call that `calls` finds. */
function annotatePureAnatomies(code: string, calls: RegExp): MagicString {
  const annotated = new MagicString(code);
  for (const match of code.matchAll(calls))
    annotated.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
  return annotated;
}

/**
 * Marks every anatomy call in those modules as pure, so the bundler drops the ones nothing uses. Without the
 * marks, the slot recipes the site leaves out keep their `keys()` calls, and Chakra's `anatomy.js` pulls in
 * the anatomy of every Zag component (46 in the bundle, the site uses 15), each built when the app starts
 * (`build()` writes two selectors per part): milliseconds of a phone's start-up for nothing. The calls have no
 * side effects: they only return new objects. tests/unit/pure-anatomies.test.ts checks the marks against the
 * installed packages.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'pure-anatomies',
    transform(code, id) {
      const calls = ANATOMY_MODULE.test(id)
        ? ANATOMY_DECLARATION
        : SLOT_RECIPE_MODULE.test(id)
          ? SLOTS_OF_ANATOMY
          : null;
      if (!calls) return null;
      const annotated = annotatePureAnatomies(code, calls);
      return { code: annotated.toString(), map: annotated.generateMap({ hires: true, source: id }) };
    },
  };
}
