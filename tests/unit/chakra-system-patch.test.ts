import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  patchChakraSystem,
  patchSortAtParams,
  patchTabsMachine,
  patchTokenDictionary,
} from '../../scripts/vite-chakra-system';

const STYLED_SYSTEM = path.resolve('node_modules/@chakra-ui/react/dist/esm/styled-system');
const SYSTEM_FILE = path.join(STYLED_SYSTEM, 'system.js');
const TOKEN_DICTIONARY_FILE = path.join(STYLED_SYSTEM, 'token-dictionary.js');
const SORT_AT_PARAMS_FILE = path.join(STYLED_SYSTEM, 'sort-at-params.js');
const TABS_MACHINE_FILE = path.resolve('node_modules/@zag-js/tabs/dist/tabs.machine.mjs');
/** Inside node_modules, so Vitest leaves them to Node, which resolves their bare imports from there. */
const PATCHED_FOLDER = path.resolve('node_modules/.cache/chakra-system-patch-test');

type PatchedCreateSystem = typeof createSystem & {
  inSteps: (...configs: Parameters<typeof createSystem>) => Generator<undefined, SystemContext, undefined>;
};

/**
 * Writes one of Chakra's styled-system modules as the build patches it, its relative imports pointing at
 * Chakra's own modules (the same instances) except those named in `patchedImports`, patched copies beside it.
 */
function writePatched(
  file: string,
  patch: (code: string) => { toString(): string },
  patchedImports: string[],
) {
  const folder = `${pathToFileURL(STYLED_SYSTEM).href}/`;
  const code = patch(readFileSync(file, 'utf8'))
    .toString()
    .replace(/from '(\.\.?\/[^']+)'/g, (_, relative: string) =>
      patchedImports.includes(relative) ? `from '${relative}'` : `from '${new URL(relative, folder).href}'`,
    );
  mkdirSync(PATCHED_FOLDER, { recursive: true });
  const target = path.join(PATCHED_FOLDER, path.basename(file));
  writeFileSync(target, code);
  return target;
}

/** Chakra's system.js and token-dictionary.js as the build patches them. */
async function importPatchedSystem(): Promise<{ createSystem: PatchedCreateSystem }> {
  writePatched(TOKEN_DICTIONARY_FILE, patchTokenDictionary, []);
  const system = writePatched(SYSTEM_FILE, patchChakraSystem, ['./token-dictionary.js']);
  return import(/* @vite-ignore */ `${pathToFileURL(system).href}?${Date.now()}`);
}

/** What a page gets from a system: its CSS variables, global styles, and the rules of some style props. */
function observable(system: SystemContext) {
  return {
    tokens: system.tokens.allTokens.map((token) => [token.name, token.value]),
    global: system._global,
    rules: system.css({
      color: 'fg.error',
      p: '4',
      bg: { base: 'red.100', _dark: 'red.900' },
      md: { px: '8' },
    }),
    button: system.getRecipeFn('button')({ variant: 'outline', size: 'sm' }),
  };
}

describe('the build-time patches of Chakra’s createSystem (scripts/vite-chakra-system.ts)', () => {
  let patched: PatchedCreateSystem;
  beforeAll(async () => {
    patched = (await importPatchedSystem()).createSystem;
  });

  it('builds the same system in seven steps, and all at once through createSystem', () => {
    const steps = patched.inSteps(defaultConfig);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    expect(pauses).toBe(6);
    const expected = observable(createSystem(defaultConfig));
    expect(expected.tokens.length).toBeGreaterThan(100);
    expect(observable(step.value)).toEqual(expected);
    expect(observable(patched(defaultConfig))).toEqual(expected);
  });

  it('builds the global stylesheet on first use only', () => {
    const system = patched(defaultConfig);
    const descriptor = Object.getOwnPropertyDescriptor(system, '_global');
    expect(descriptor?.get).toBeTypeOf('function');
    expect(system._global).toBe(system._global);
  });

  it('fails, naming the patch, when Chakra’s code no longer looks as expected', () => {
    const source = readFileSync(SYSTEM_FILE, 'utf8');
    expect(() =>
      patchChakraSystem(source.replace('  const config = mergeConfigs(', '  const cfg = x(')),
    ).toThrow(/"createSystem\.inSteps" no longer applies/);
    expect(() => patchChakraSystem(source.replace('const _global = [', 'const globals = ['))).toThrow(
      /"global stylesheet built on first use" no longer applies/,
    );
    const dictionary = readFileSync(TOKEN_DICTIONARY_FILE, 'utf8');
    expect(() => patchTokenDictionary(dictionary.replace('    addReferences();', '    addRefs();'))).toThrow(
      /"createTokenDictionary\.inSteps" no longer applies/,
    );
  });
});

type CompareQueries = (a: string, b: string) => number;

/** Every media query Chakra's conditions and breakpoints write. */
function chakraMediaQueries(): string[] {
  const conditions = Object.values(defaultConfig.conditions ?? {}) as Array<string | string[]>;
  const breakpoints = createSystem(defaultConfig).breakpoints.conditions as Record<string, string>;
  return [...new Set([...conditions.flat(), ...Object.values(breakpoints)])].filter((query) =>
    query.startsWith('@media'),
  );
}

describe('the build-time patch of Chakra’s media query order (scripts/vite-chakra-system.ts)', () => {
  it('orders every pair of Chakra’s media queries as Chakra does, without localeCompare', async () => {
    const file = writePatched(SORT_AT_PARAMS_FILE, patchSortAtParams, []);
    expect(readFileSync(file, 'utf8')).not.toContain('localeCompare');
    const patched: CompareQueries = (
      await import(/* @vite-ignore */ `${pathToFileURL(file).href}?${Date.now()}`)
    ).sortAtParams;
    const original: CompareQueries = (
      await import(/* @vite-ignore */ pathToFileURL(SORT_AT_PARAMS_FILE).href)
    ).sortAtParams;
    const queries = chakraMediaQueries();
    expect(queries).toContain('@media (hover: hover)');
    expect(queries).toContain('@media screen and (min-width: 48rem)');
    expect(queries.length).toBeGreaterThan(20);
    for (const a of queries)
      for (const b of queries)
        expect(Math.sign(patched(a, b)), `${a} / ${b}`).toBe(Math.sign(original(a, b)));
  });

  it('fails, naming the patch, when Chakra’s code no longer looks as expected', () => {
    const source = readFileSync(SORT_AT_PARAMS_FILE, 'utf8');
    expect(() =>
      patchSortAtParams(source.replace('  return a.localeCompare(b);\n});', '  return 0;\n});')),
    ).toThrow(/"media queries ordered without localeCompare" no longer applies/);
    expect(() => patchSortAtParams(`${source}\nconst later = (a, b) => a.localeCompare(b);`)).toThrow(
      /left a call/,
    );
  });
});

describe('the build-time patch of Zag’s tabs machine (scripts/vite-chakra-system.ts)', () => {
  it('decides a panel’s focusability with Zag’s isFocusable, stopping at the first focusable element', () => {
    const patched = patchTabsMachine(readFileSync(TABS_MACHINE_FILE, 'utf8')).toString();
    expect(patched).not.toContain('getFocusables(');
    expect(patched).toContain('if (hasFocusable(contentEl)) {');
    expect(patched).toMatch(/import \{[^}]*\bisFocusable\b[^}]*\} from "@zag-js\/dom-query";/);
    // The candidates include every element Zag's own selector can accept.
    const focusableSelector = readFileSync(
      path.resolve('node_modules/@zag-js/dom-query/dist/tabbable.mjs'),
      'utf8',
    ).match(/var focusableSelector = "([^"]+)"/)?.[1];
    const candidates = patched.match(/const FOCUSABLE_CANDIDATES = "([^"]+)"/)?.[1]?.split(', ') ?? [];
    expect(focusableSelector).toBeDefined();
    for (const part of focusableSelector?.split(', ') ?? []) {
      // The element the part selects: its last compound (`summary` in `details > summary:first-of-type`).
      const subject = part.split(/\s*>\s*|\s+/).at(-1) ?? '';
      const element = /^[a-z]+/.exec(subject)?.[0] ?? /^\[[a-z]+/.exec(subject)?.[0]?.concat(']');
      expect(candidates, part).toContain(element);
    }
  });

  it('fails, naming the patch, when Zag’s code no longer looks as expected', () => {
    const source = readFileSync(TABS_MACHINE_FILE, 'utf8');
    expect(() =>
      patchTabsMachine(source.replace('if (focusables.length > 0) {', 'if (focusables.length) {')),
    ).toThrow(/"tab panel focusability from its first focusable element" no longer applies/);
  });
});
