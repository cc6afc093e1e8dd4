import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/client/theme/system';

const CHAKRA_ESM = path.resolve('node_modules/@chakra-ui/react/dist/esm');
const CLIENT_SOURCE = path.resolve('src/client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every name the client imports from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(CLIENT_SOURCE)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of (match[1] ?? '').split(',')) {
        const bare = name.replace(/\btype\b/, '').trim();
        if (bare) names.add(bare);
      }
    }
  }
  return names;
}

/** The folder of Chakra's source each exported name comes from (named and namespace exports of its index). */
function componentFolders(): Map<string, string> {
  const index = readFileSync(path.join(CHAKRA_ESM, 'index.js'), 'utf8');
  const folders = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local, from] of index.matchAll(/import \* as (\S+) from '\.\/([^']+)'/g))
    if (local && from) namespaces.set(local, from);
  for (const [, list, from] of index.matchAll(/export \{([^}]+)\}(?: from '\.\/([^']+)')?/g)) {
    for (const item of (list ?? '').split(',')) {
      const [local, exported] = item.trim().split(/\s+as\s+/);
      const file = from ?? namespaces.get(local ?? '');
      if (local && file?.startsWith('components/')) folders.set(exported ?? local, path.dirname(file));
    }
  }
  return folders;
}

/** The recipe keys the code of a Chakra component folder asks the system for. */
function recipeKeysOf(folder: string): string[] {
  const dir = path.join(CHAKRA_ESM, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(dir, file), 'utf8').matchAll(/Recipe(?:Context)?\(\s*\{\s*key:\s*"(\w+)"/g),
      ].map((match) => match[1] ?? ''),
    );
}

describe('the trimmed Chakra theme (src/client/theme/system.ts)', () => {
  it('has the recipe of every Chakra component the client uses', () => {
    const folders = componentFolders();
    const used = [...importedChakraNames()].flatMap((name) => {
      const folder = folders.get(name);
      return folder ? recipeKeysOf(folder) : [];
    });
    // A sanity check of the scan itself: the site certainly uses buttons and dialogs.
    expect(used).toEqual(expect.arrayContaining(['button', 'dialog']));
    const hasDefault = (key: string) => key in defaultRecipes || key in defaultSlotRecipes;
    const missing = [...new Set(used)].filter((key) => hasDefault(key) && !getSystem().hasRecipe(key));
    expect(missing, 'add these recipes to src/client/theme/system.ts').toEqual([]);
  });

  it('has every color palette the client names', () => {
    const palettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
    const named = new Set<string>();
    for (const file of sourceFiles(CLIENT_SOURCE).filter((file) => !file.endsWith('system.ts'))) {
      const source = readFileSync(file, 'utf8');
      for (const palette of palettes)
        if (new RegExp(`['"]${palette}(\\.\\w+)?['"]`).test(source)) named.add(palette);
    }
    // A sanity check of the scan itself: error toasts and destructive buttons are red.
    expect(named).toContain('red');
    const missing = [...named].filter((palette) => !getSystem().tokens.getByName(`colors.${palette}.500`));
    expect(missing, 'keep these palettes in src/client/theme/system.ts').toEqual([]);
  });
});
